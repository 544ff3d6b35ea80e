import { ArticleDetailSchema, ArticleListResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
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

describe('GET /api/articles', () => {
  it('lists twelve articles, newest first, with their authors in both languages', async () => {
    const page = await getContent(app, '/api/articles', ArticleListResponseSchema);
    expect(page).toMatchObject({ total: 12, totalPages: 1 });
    const dates = page.items.map((item) => item.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      page.items.every((item) => arabicLetters.test(item.author.ar) && /^[A-Za-z ]+$/.test(item.author.en)),
    ).toBe(true);
  });

  itPaginates(() => app, '/api/articles', ArticleListResponseSchema);

  it('searches the titles in Arabic and in English', async () => {
    const arabic = await getContent(
      app,
      `/api/articles?q=${encodeURIComponent('المركب')}`,
      ArticleListResponseSchema,
    );
    expect(arabic.items.map((item) => item.title.en)).toEqual([
      'Recurve, compound or barebow: choosing your first division',
    ]);
    const english = await getContent(app, '/api/articles?q=SAFETY%20ON', ArticleListResponseSchema);
    expect(english.items.map((item) => item.title.ar)).toEqual([
      'السلامة في ميدان الرماية: قواعد يلتزم بها كل رامٍ',
    ]);
  });
});

describe('GET /api/articles/:id', () => {
  it('answers the article with headings, lists and paragraphs in both languages', async () => {
    const { items } = await getContent(app, '/api/articles?q=shot%20cycle', ArticleListResponseSchema);
    const article = await getContent(app, `/api/articles/${items[0]!.id}`, ArticleDetailSchema);
    expect(article.body.en.map((block) => block.type)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(article.body.ar[1]).toMatchObject({ type: 'list', ordered: true });
    expect(article.author).toEqual({ ar: 'خالد محمد النعيمي', en: 'Khaled Mohammed Al Nuaimi' });
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/articles/${id}`,
  );
});
