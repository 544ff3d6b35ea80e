import {
  AgeCategoriesResponseSchema,
  BlocksResponseSchema,
  MenuDetailSchema,
  SocialMediaResponseSchema,
  TournamentKinds,
  TournamentsResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { uaeToday } from '../calendar';
import { addDays } from '../calendar';
import { seasonOf } from '../reference/seasons';

let database: DatabaseHandle;
let app: Hono;
const now = new Date();
const today = uaeToday(now);

beforeAll(async () => {
  database = await openTestDatabase();
  // The demo tournaments count from the day the test database was seeded: today.
  app = testApp(database, { now });
});
afterAll(() => database.close());

async function getData<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  // The tournaments are published from the office (decision 061): five seconds, like the rest of what it publishes.
  expect(response.headers.get('cache-control')).toBe(
    path === '/api/tournaments' ? 'public, max-age=5, must-revalidate' : 'public, max-age=60',
  );
  return v.parse(schema, await response.json());
}

const arabic = /[\u0600-\u06FF]/;

describe('GET /api/menus/detail', () => {
  it('returns the menu of category 1 in both languages', async () => {
    const { data } = await getData('/api/menus/detail?categoryId=1', MenuDetailSchema);
    expect(data).toMatchObject({
      categoryId: 1,
      title: { en: 'UAE Archery Federation', ar: 'اتحاد الإمارات للقوس والسهم' },
    });
  });
});

describe('GET /api/blocks', () => {
  it('returns the main navigation of category 35 as an ordered tree', async () => {
    const { items } = await getData('/api/blocks?categoryId=35', BlocksResponseSchema);
    expect(items.map((item) => [item.title.en, item.href])).toEqual([
      ['Home', '/'],
      ['Federation', '/about-us'],
      ['Media', '/news'],
      ['Clubs', '/clubs'],
      ['Training', '/training-centers'],
      ['Tournaments', '/tournament/Local'],
      ['Contact us', '/contact-us'],
    ]);
    const childrenOf = (title: string) =>
      items.find((item) => item.title.en === title)!.children.map((child) => child.href);
    expect(childrenOf('Federation')).toEqual([
      '/about-us',
      '/board-of-directors',
      '/speech-of-chairman',
      '/federation-strategy',
    ]);
    expect(childrenOf('Media')).toEqual(['/news', '/articles', '/gallery', '/circulars']);
    expect(childrenOf('Training')).toEqual(['/training-centers', '/training-courses']);
    expect(childrenOf('Tournaments')).toEqual([
      ...TournamentKinds.map((kind) => `/tournament/${kind}`),
      '/results',
      '/rankings',
      '/records',
    ]);
    expect(items[0]!.title.ar).toBe('الرئيسية');

    const all = items.flatMap((item) => [item, ...item.children]);
    expect(all.every((item) => arabic.test(item.title.ar) && !arabic.test(item.title.en))).toBe(true);
    for (const level of [items, ...items.map((item) => item.children)]) {
      expect(level.map((item) => item.order)).toEqual(
        [...level.map((item) => item.order)].sort((a, b) => a - b),
      );
    }
  });

  it('answers an empty list for a known category without entries', async () => {
    expect(await getData('/api/blocks?categoryId=1', BlocksResponseSchema)).toEqual({ items: [] });
  });
});

describe('GET /api/social-media', () => {
  it('lists the federation accounts with bilingual labels', async () => {
    const { items } = await getData('/api/social-media', SocialMediaResponseSchema);
    expect(items.map((item) => item.platform)).toEqual(['x', 'instagram', 'facebook', 'youtube']);
    expect(items.every((item) => item.url.startsWith('https://') && arabic.test(item.label.ar))).toBe(true);
  });
});

describe('GET /api/age-categories', () => {
  it('lists the World Archery classes in order with their ages', async () => {
    const { data } = await getData('/api/age-categories', AgeCategoriesResponseSchema);
    expect(data.map(({ code, minAge, maxAge }) => [code, minAge, maxAge])).toEqual([
      ['U15', null, 14],
      ['U18', 15, 17],
      ['U21', 18, 20],
      ['SENIOR', 21, 49],
      ['50+', 50, null],
    ]);
    expect(data.every((category) => arabic.test(category.name.ar))).toBe(true);
  });
});

describe('GET /api/tournaments', () => {
  it('lists every kind over both seasons, upcoming first (soonest first), then past ones (latest first)', async () => {
    const { data } = await getData('/api/tournaments', TournamentsResponseSchema);
    for (const kind of TournamentKinds)
      expect(data.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(3);
    // The current season and the last one.
    expect(new Set(data.map((t) => t.season))).toEqual(
      new Set([seasonOf(today).name, seasonOf(addDays(seasonOf(today).startDate, -1)).name]),
    );
    expect(
      data.every((t) => arabic.test(t.name.ar) && arabic.test(t.venue.ar) && !arabic.test(t.name.en)),
    ).toBe(true);

    const firstPast = data.findIndex((t) => t.endDate < today);
    const upcoming = data.slice(0, firstPast);
    const past = data.slice(firstPast);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.every((t) => t.endDate < today)).toBe(true);
    expect(upcoming.map((t) => t.startDate)).toEqual(upcoming.map((t) => t.startDate).sort());
    expect(past.map((t) => t.startDate)).toEqual(
      past
        .map((t) => t.startDate)
        .sort()
        .reverse(),
    );
  });

  it('covers every registration state today', async () => {
    const { data } = await getData('/api/tournaments', TournamentsResponseSchema);
    const within = (start: string | null, end: string | null) =>
      start !== null && end !== null && start <= today && today <= end;
    const states = new Set(
      data.map((t) => {
        if (
          within(t.firstRegistrationStart, t.firstRegistrationEnd) ||
          within(t.secondRegistrationStart, t.secondRegistrationEnd)
        )
          return 'open';
        if (today < t.firstRegistrationStart) return 'not yet open';
        if (t.secondRegistrationStart !== null && today < t.secondRegistrationStart) return 'between windows';
        return 'ended';
      }),
    );
    expect(states).toEqual(new Set(['open', 'not yet open', 'between windows', 'ended']));
  });
});

describe('query validation', () => {
  it.each([
    ['categoryId=abc', 'validation.positive_integer'],
    ['categoryId=-1', 'validation.positive_integer'],
    ['categoryId=0', 'validation.positive_integer'],
    ['categoryId=1.5', 'validation.positive_integer'],
    ['categoryId=', 'validation.positive_integer'],
    ['categoryId=99999999999', 'validation.max_value'],
    ['', 'validation.required'],
    ['other=1', 'validation.required'],
  ])('answers 400 for ?%s', async (query, message) => {
    for (const path of ['/api/blocks', '/api/menus/detail']) {
      const error = await expectApiError(await app.request(`${path}?${query}`), 400, 'validation_failed');
      expect(error.fields).toEqual({ categoryId: [message] });
    }
  });

  it('answers 404 for a category that does not exist', async () => {
    for (const path of ['/api/blocks', '/api/menus/detail']) {
      const response = await app.request(`${path}?categoryId=999`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const error = await expectApiError(response, 404, 'not_found');
      expect(error.message).toContain('999');
    }
  });
});
