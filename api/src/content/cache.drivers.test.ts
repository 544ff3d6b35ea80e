import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { testDatabaseTarget } from '../../test/database';
import { draftedNews, newsTitlesOn } from './test-news';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { news } from '../db/schema';

/**
 * The public answers kept in memory (decision 064), on PGlite and on PostgreSQL. Two apps stand for two API processes:
 * on PostgreSQL each has its own connections, as two processes have; one PGlite folder is one process's, so there the
 * "second process" is the same app.
 */
let clock = new Date('2026-11-25T09:00:00+04:00');
const handles: DatabaseHandle[] = [];
let app: Hono;
let other: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const editor = 'editor@example.ae';

beforeAll(async () => {
  const target = await testDatabaseTarget('seeded');
  handles.push(await openDatabase(target));
  handles.push(target.kind === 'postgres' ? await openDatabase(target) : handles[0]!);
  app = testApp(handles[0]!, { now: () => clock });
  other = target.kind === 'postgres' ? testApp(handles[1]!, { now: () => clock }) : app;
  call = await demoCallers(app, handles[0]!);
  await call.as(editor);
});
afterAll(async () => {
  for (const handle of new Set(handles)) await handle.close();
});

/** A story written straight into the table, as no route would: the cache hears nothing of it. */
async function writtenBehindTheApi(title: string) {
  await handles[0]!.db.insert(news).values({
    titleAr: `خبر ${title}`,
    titleEn: title,
    summaryAr: 'ملخص',
    summaryEn: 'Summary',
    bodyAr: [{ type: 'paragraph', children: [{ text: 'نص' }] }],
    bodyEn: [{ type: 'paragraph', children: [{ text: 'Text' }] }],
    publishedOn: '2026-11-25',
  });
}

describe('public answers kept in memory', () => {
  it('serves what it keeps until the office publishes, and then the fresh list', async () => {
    expect(await newsTitlesOn(app)).not.toContain('Behind the API');
    await writtenBehindTheApi('Behind the API');
    // Kept: the row written behind the API's back is not read.
    expect(await newsTitlesOn(app)).not.toContain('Behind the API');

    const id = await draftedNews(call, 'Published now');
    // The draft's creation is itself a change: the list is read again (the draft stays off it).
    expect(await newsTitlesOn(app)).toContain('Behind the API');
    expect(await newsTitlesOn(app)).not.toContain('Published now');
    expect((await call.post(`/office/content/news/${id}/publish`, editor, {})).status).toBe(200);
    expect((await newsTitlesOn(app))[0]).toBe('Published now');
  });

  it('tells the other processes: the second one serves the publication too', async () => {
    const id = await draftedNews(call, 'Seen everywhere');
    expect(await newsTitlesOn(other)).not.toContain('Seen everywhere');
    expect((await call.post(`/office/content/news/${id}/publish`, editor, {})).status).toBe(200);
    // PostgreSQL's NOTIFY reaches the other process a moment after the commit.
    await expect
      .poll(() => newsTitlesOn(other), { timeout: 5000, interval: 50 })
      .toContain('Seen everywhere');
  });

  it('shows a scheduled item at its very time, within the five seconds the list is kept', async () => {
    const id = await draftedNews(call, 'On the stroke');
    const at = new Date(clock.getTime() + 2000);
    const scheduled = await call.post(`/office/content/news/${id}/publish`, editor, { at: at.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(await newsTitlesOn(app)).not.toContain('On the stroke');
    clock = new Date(at.getTime() - 1);
    expect(await newsTitlesOn(app)).not.toContain('On the stroke');
    clock = at;
    expect(await newsTitlesOn(app)).toContain('On the stroke');
  });

  it('answers 304 from memory when the ETag matches, with the age it has been kept', async () => {
    const first = await app.request('/api/social-media');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    clock = new Date(clock.getTime() + 7000);
    const again = await app.request('/api/social-media', { headers: { 'if-none-match': `W/"x", ${tag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(again.headers.get('age')).toBe('7');
    // Security headers and the request's id are the request's own, not kept ones.
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const full = await app.request('/api/social-media');
    expect(full.status).toBe(200);
    expect(await full.text()).toBe(await first.text());
  });

  it('keeps no answer given with a session or an error', async () => {
    const summary = await call.get('/account/summary', 'player@example.ae');
    expect(summary.status).toBe(200);
    expect(summary.headers.get('cache-control')).toBe('no-store');
    expect(summary.headers.get('etag')).toBeNull();
    const missing = await app.request('/api/news/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('serves a kept answer with the database gone', async () => {
    const list = await app.request('/api/news?pageSize=48');
    const body = await list.text();
    await handles[0]!.close();
    const kept = await app.request('/api/news?pageSize=48');
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(body);
    // What was not kept needs the database, which is closed.
    expect((await app.request('/api/news?pageSize=47')).status).toBe(500);
  });
});
