import { SliderResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { getContent } from '../../test/content';
import { openTestDatabase } from '../../test/database';
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

describe('GET /api/slider', () => {
  it('lists the slides in order, each with an image and, mostly, a link', async () => {
    const { items } = await getContent(app, '/api/slider', SliderResponseSchema, published);
    expect(items.map((slide) => slide.link?.href)).toEqual([
      '/news',
      '/training-courses',
      '/clubs',
      '/articles/send',
    ]);
    expect(items[2]!.text).toBeNull();
    expect(items.every((slide) => slide.image.width === 1600 && slide.image.height === 900)).toBe(true);
  });
});
