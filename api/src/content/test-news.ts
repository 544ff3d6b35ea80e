import { ContentItemSchema, NewsListResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { demoCallers } from '../../test/callers';

/** The English titles of the public news list, as one app process serves it (the content cache's tests). */
export async function newsTitlesOn(app: Hono): Promise<string[]> {
  const response = await app.request('/api/news?pageSize=48');
  return v.parse(NewsListResponseSchema, await response.json()).items.map((item) => item.title.en);
}

/** A news draft written by the demo editor through the office's route; its id. */
export async function draftedNews(
  call: Awaited<ReturnType<typeof demoCallers>>,
  title: string,
): Promise<number> {
  const response = await call.post('/office/content/news', 'editor@example.ae', {
    titleAr: `خبر ${title}`,
    titleEn: title,
    summaryAr: 'ملخص الخبر',
    summaryEn: 'The summary',
    bodyAr: '<p>نص</p>',
    bodyEn: '<p>Text</p>',
  });
  expect(response.status).toBe(201);
  return v.parse(ContentItemSchema, await response.json()).id;
}
