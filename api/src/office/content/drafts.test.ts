import { ContentItemSchema, DeletedDraftSchema, NewsListResponseSchema } from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { news, tournaments } from '../../db/schema';

/** Decision 069: a draft in one language, publishing refused until the other is written, deleting a draft. */

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const clock = new Date('2026-11-25T09:00:00+04:00');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const arabicOnly = (title: string) => ({
  titleAr: `خبر ${title}`,
  titleEn: '',
  summaryAr: 'ملخص بالعربية',
  summaryEn: '',
  bodyAr: '<p>النص بالعربية</p>',
  bodyEn: '',
});
const english = { titleEn: 'In English too', summaryEn: 'The summary', bodyEn: '<p>The text</p>' };
const publicTitles = async () =>
  (await json(await call.get('/news?pageSize=48'), NewsListResponseSchema)).items.map(
    (item) => item.title.ar,
  );

describe('a draft in one language', () => {
  it('is saved with the other language empty, and reads back so', async () => {
    const item = await json(
      await call.post('/office/content/news', editor, arabicOnly('عربي')),
      ContentItemSchema,
      201,
    );
    expect(item.status).toBe('draft');
    expect(item.fields).toMatchObject({ titleAr: 'خبر عربي', titleEn: '', summaryEn: '', bodyEn: '' });
    const [row] = await database.db.select().from(news).where(eq(news.id, item.id));
    expect(row!.bodyEn).toEqual([]);
  });

  it('is saved in English alone too', async () => {
    const item = await json(
      await call.post('/office/content/news', editor, {
        titleAr: '',
        summaryAr: '',
        bodyAr: '',
        ...english,
      }),
      ContentItemSchema,
      201,
    );
    expect(item.fields).toMatchObject({ titleAr: '', titleEn: 'In English too' });
  });

  it('refuses a language begun and not finished, naming its missing fields', async () => {
    const error = await expectApiError(
      await call.post('/office/content/news', editor, { ...arabicOnly('نصف'), titleEn: 'Half' }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      summaryEn: ['validation.required'],
      bodyEn: ['validation.required'],
    });
  });

  it('refuses publishing, now or at a time, naming each missing field, then publishes once completed', async () => {
    const { id } = await json(
      await call.post('/office/content/news', editor, arabicOnly('ينشر لاحقا')),
      ContentItemSchema,
      201,
    );
    for (const body of [{}, { at: '2026-12-01T10:00:00Z' }]) {
      const error = await expectApiError(
        await call.post(`/office/content/news/${id}/publish`, editor, body),
        400,
        'validation_failed',
      );
      expect(error.fields).toEqual({
        titleEn: ['publishing.neededToPublish'],
        summaryEn: ['publishing.neededToPublish'],
        bodyEn: ['publishing.neededToPublish'],
      });
    }
    expect(await publicTitles()).not.toContain('خبر ينشر لاحقا');
    const item = await json(await call.get(`/office/content/news/${id}`, editor), ContentItemSchema);
    expect(item.status).toBe('draft');

    await json(
      await call.put(`/office/content/news/${id}`, editor, { ...arabicOnly('ينشر لاحقا'), ...english }),
      ContentItemSchema,
    );
    const published = await json(
      await call.post(`/office/content/news/${id}/publish`, editor, {}),
      ContentItemSchema,
    );
    expect(published.status).toBe('published');
    expect(await publicTitles()).toContain('خبر ينشر لاحقا');

    // What the public sees keeps both languages: an edit taking one away is refused.
    const error = await expectApiError(
      await call.put(`/office/content/news/${id}`, editor, arabicOnly('ينشر لاحقا')),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['bodyEn', 'summaryEn', 'titleEn']);
  });

  it('refuses a circular with no number even in one language', async () => {
    const error = await expectApiError(
      await call.post('/office/content/circulars', editor, {
        number: '',
        titleAr: 'تعميم',
        titleEn: '',
        bodyAr: '<p>نص</p>',
        bodyEn: '',
        audience: [],
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ number: ['validation.required'] });
  });
});

describe('deleting a draft', () => {
  const rows = async (id: number) =>
    (await database.db.select({ total: count() }).from(news).where(eq(news.id, id)))[0]!.total;

  it('deletes a draft never published, with an audit row naming it', async () => {
    const { id } = await json(
      await call.post('/office/content/news', editor, arabicOnly('يحذف')),
      ContentItemSchema,
      201,
    );
    expect(await json(await call.delete(`/office/content/news/${id}`, editor), DeletedDraftSchema)).toEqual({
      id,
    });
    expect(await rows(id)).toBe(0);
    expect((await auditTrail(database.db, 'news', id)).map((row) => [row.action, row.reason])).toEqual([
      ['content.created', null],
      ['content.deleted', 'خبر يحذف'],
    ]);
    await expectApiError(await call.delete(`/office/content/news/${id}`, editor), 404, 'not_found');
  });

  it('refuses (409) an item the public has seen, published or unpublished, and keeps it', async () => {
    const { id } = await json(
      await call.post('/office/content/news', editor, { ...arabicOnly('منشور'), ...english }),
      ContentItemSchema,
      201,
    );
    await call.post(`/office/content/news/${id}/publish`, editor, {});
    await expectApiError(await call.delete(`/office/content/news/${id}`, editor), 409, 'not_a_draft');
    await call.post(`/office/content/news/${id}/unpublish`, editor, {});
    await expectApiError(await call.delete(`/office/content/news/${id}`, editor), 409, 'not_a_draft');
    expect(await rows(id)).toBe(1);
  });

  it('deletes a tournament draft and refuses a published tournament', async () => {
    const [published] = await database.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.status, 'published'))
      .limit(1);
    await expectApiError(
      await call.delete(`/office/editor/tournaments/${published!.id}`, editor),
      409,
      'not_a_draft',
    );
    await database.db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, published!.id));
    const response = await call.delete(`/office/editor/tournaments/${published!.id}`, editor);
    expect(await json(response, DeletedDraftSchema)).toEqual({ id: published!.id });
    expect((await auditTrail(database.db, 'tournament', published!.id)).at(-1)?.action).toBe(
      'content.deleted',
    );
    await expectApiError(
      await call.get(`/office/editor/tournaments/${published!.id}`, editor),
      404,
      'not_found',
    );
  });

  it.each(['finance@example.ae', 'membership@example.ae', 'club@example.ae'])('refuses %s', async (email) => {
    await expectApiError(await call.delete('/office/content/news/1', email), 403, 'forbidden');
    await expectApiError(await call.delete('/office/editor/courses/1', email), 403, 'forbidden');
  });
});
