import { NewsDetailSchema, NewsListResponseSchema, richTextToPlainText } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { arabicLetters, getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/news', () => {
  it('lists the newest first, twelve to a page, in both languages', async () => {
    const page = await getContent(app, '/api/news', NewsListResponseSchema);
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: 30, totalPages: 3 });
    const dates = page.items.map((item) => item.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of page.items) {
      expect(item.title.ar).toMatch(arabicLetters);
      expect(item.title.en).not.toMatch(arabicLetters);
    }
    const withImage = page.items.find((item) => item.image)!;
    expect(withImage.image).toMatchObject({ width: 1600, height: 900 });
  });

  itPaginates(() => app, '/api/news', NewsListResponseSchema);

  it.each([
    ['an Arabic word', 'الشارقة', 'Sharjah'],
    ['an English word, in any case', 'sHARjah', 'Sharjah'],
    ['Arabic typed without hamza under the alef', 'ادراج فئة', 'Barebow'],
    ['Arabic with ه for a final ة', 'مهرجان للقوس والسهم احتفاءً بيوم المراه', 'Women'],
  ])('searches the titles for %s', async (_, q, expected) => {
    const page = await getContent(app, `/api/news?q=${encodeURIComponent(q)}`, NewsListResponseSchema);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.title.en.toLowerCase().includes(expected.toLowerCase()))).toBe(
      true,
    );
  });

  it('takes % and _ literally, and finds nothing for text no title has', async () => {
    for (const q of ['%', '_', '%%', 'no such headline']) {
      const page = await getContent(app, `/api/news?q=${encodeURIComponent(q)}`, NewsListResponseSchema);
      expect(page).toMatchObject({ items: [], total: 0, totalPages: 0 });
    }
  });

  it('refuses a search longer than 100 characters', async () => {
    const error = await expectApiError(
      await app.request(`/api/news?q=${'a'.repeat(101)}`),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ q: ['validation.maxLength'] });
  });
});

describe('GET /api/news/:id', () => {
  it('answers the story with its body in both languages and its further photos', async () => {
    const { items } = await getContent(
      app,
      '/api/news?q=Indoor%20Championship%20opens',
      NewsListResponseSchema,
    );
    const story = await getContent(app, `/api/news/${items[0]!.id}`, NewsDetailSchema);
    expect(story.title.en).toBe('National Indoor Championship opens the 2026-2027 season in Sharjah');
    expect(richTextToPlainText(story.body.ar)).toContain(story.summary.ar);
    expect(richTextToPlainText(story.body.en)).toContain(story.summary.en);
    expect(story.photos).toHaveLength(3);
    expect(story.photos[0]!.path).toBe('gallery/national-indoor-2026/qualification-round.jpg');
  });

  it('answers a story without an image with image null and no photos', async () => {
    const { items } = await getContent(app, '/api/news?pageSize=48', NewsListResponseSchema);
    const plain = items.find((item) => item.image === null)!;
    const story = await getContent(app, `/api/news/${plain.id}`, NewsDetailSchema);
    expect(story).toMatchObject({ image: null, photos: [] });
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/news/${id}`,
  );
});
