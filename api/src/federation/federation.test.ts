import {
  BoardMembersResponseSchema,
  CareerOpeningsResponseSchema,
  PartnersResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { arabicLetters, getContent } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';

// Written in the office (decision 065): revalidated after five seconds, so a publication shows at once.
const published = 'public, max-age=5, must-revalidate';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/board-members', () => {
  it('lists the board in order, chairman first, with positions in both languages', async () => {
    const { items } = await getContent(app, '/api/board-members', BoardMembersResponseSchema, published);
    expect(items).toHaveLength(7);
    expect(items[0]).toMatchObject({ position: { ar: 'رئيس مجلس الإدارة', en: 'Chairman' } });
    expect(items[0]!.photo).toMatchObject({ path: 'board/chairman.jpg', width: 600, height: 750 });
    expect(items.at(-1)!.photo).toBeNull();
    expect(items.every((member) => arabicLetters.test(member.name.ar))).toBe(true);
  });
});

describe('GET /api/partners', () => {
  it('lists the partners in order with their logos', async () => {
    const { items } = await getContent(app, '/api/partners', PartnersResponseSchema, published);
    expect(items[0]).toMatchObject({
      name: { en: 'World Archery' },
      website: 'https://www.worldarchery.sport',
    });
    expect(items.every((partner) => partner.logo.path.endsWith('.png'))).toBe(true);
    expect(items.filter((partner) => partner.website === null).length).toBeGreaterThan(0);
  });
});

describe('GET /api/careers', () => {
  it('lists only the openings whose closing day has not passed in the UAE, how to apply included', async () => {
    const { items } = await getContent(app, '/api/careers', CareerOpeningsResponseSchema);
    const today = uaeToday(new Date());
    expect(items.map((opening) => opening.title.en)).toEqual([
      'Head coach, recurve',
      'Media and communications officer',
      'Tournaments and events coordinator',
      'Physiotherapist (part-time)',
    ]);
    expect(items.every((opening) => opening.closingOn === null || opening.closingOn >= today)).toBe(true);
    // Closing today still takes applications.
    expect(items[2]!.closingOn).toBe(today);
    expect(items[1]!.howToApply).toMatchObject({
      email: null,
      url: 'https://admin.uaearchery.ae/careers/media-officer',
    });
    expect(items[3]!.closingOn).toBeNull();
  });

  it('drops an opening the day after it closes', async () => {
    const tomorrow = testApp(database, { now: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    const { items } = await getContent(tomorrow, '/api/careers', CareerOpeningsResponseSchema);
    expect(items.map((opening) => opening.title.en)).not.toContain('Tournaments and events coordinator');
  });
});
