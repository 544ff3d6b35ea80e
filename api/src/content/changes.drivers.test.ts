import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { testDatabaseTarget } from '../../test/database';
import { draftedNews, newsTitlesOn } from './test-news';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { eventStream } from './test-event-stream';

/**
 * The content's change stream (decision 091) as the shell's page server will follow it, on PGlite and on PostgreSQL.
 * As in cache.drivers.test.ts, two apps stand for two API processes on PostgreSQL; on PGlite they are one app.
 */
const clock = new Date('2026-11-25T09:00:00+04:00');
const onPostgres = inject('testDatabase').kind === 'postgres';
const handles: DatabaseHandle[] = [];
let app: Hono;
let other: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const editor = 'editor@example.ae';

beforeAll(async () => {
  const target = await testDatabaseTarget('seeded');
  handles.push(await openDatabase(target));
  handles.push(onPostgres ? await openDatabase(target) : handles[0]!);
  app = testApp(handles[0]!, { now: () => clock });
  other = onPostgres ? testApp(handles[1]!, { now: () => clock }) : app;
  call = await demoCallers(app, handles[0]!);
  await call.as(editor);
});
afterAll(async () => {
  for (const handle of new Set(handles)) await handle.close();
});

async function changesOn(on: Hono) {
  const response = await on.request('/api/content/changes');
  expect(response.status).toBe(200);
  return eventStream(response);
}

describe('GET /api/content/changes', () => {
  it('sends a new version when the office publishes, after which the public list has the story', async () => {
    const changes = await changesOn(app);
    const first = await changes.version();
    expect(await newsTitlesOn(app)).not.toContain('Fresh off the press');
    const id = await draftedNews(call, 'Fresh off the press');
    const afterDraft = await changes.version();
    expect(afterDraft).not.toBe(first);
    expect((await call.post(`/office/content/news/${id}/publish`, editor, {})).status).toBe(200);
    expect(await changes.version()).not.toBe(afterDraft);
    expect(await newsTitlesOn(app)).toContain('Fresh off the press');
    await changes.close();
  });

  it("sends another process's subscribers a new version when this one publishes", async () => {
    const changes = await changesOn(other);
    const first = await changes.version();
    const id = await draftedNews(call, 'Heard elsewhere');
    expect((await call.post(`/office/content/news/${id}/publish`, editor, {})).status).toBe(200);
    // The draft and the publication: one version or two, depending on how fast NOTIFY comes.
    expect(await changes.version()).not.toBe(first);
    await expect
      .poll(() => newsTitlesOn(other), { timeout: 5000, interval: 50 })
      .toContain('Heard elsewhere');
    await changes.close();
  });

  it.runIf(onPostgres)('sends a new version once LISTEN is back after its connection dropped', async () => {
    const changes = await changesOn(other);
    const first = await changes.version();
    await handles[0]!.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      [],
    );
    // Deaf (changes may go unheard from now on), then listening again a second later.
    const deaf = await changes.version();
    expect(deaf).not.toBe(first);
    expect(await changes.version()).not.toBe(deaf);
    await changes.close();
  });
});
