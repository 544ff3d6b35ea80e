import {
  ArticleDetailSchema,
  CircularDetailSchema,
  ContentItemSchema,
  NewsDetailSchema,
} from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { minimalPdf } from '../../../test/pdf';
import { TestFile, uploaded } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { files, images, news, uploads } from '../../db/schema';

// Decision 060: pictures and PDFs chosen in the editors' forms, sent ahead and claimed when the form is saved.

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let jpeg: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => new Date('2026-11-25T09:00:00+04:00') });
  call = await demoCallers(app, database);
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c5e24' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const picture = (file: unknown = new TestFile(jpeg, 'image/jpeg', 'range.jpg')) => ({
  file,
  altAr: 'رماة على خط الرمي',
  altEn: 'Archers on the shooting line',
});
const story = (title: string, image: unknown) => ({
  titleAr: `خبر ${title}`,
  titleEn: `News ${title}`,
  summaryAr: 'ملخص الخبر',
  summaryEn: 'The summary',
  bodyAr: '<p>نص الخبر</p>',
  bodyEn: '<p>The story</p>',
  image,
});

async function publishedNews(title: string, image: unknown) {
  const created = await json(
    await call.post('/office/content/news', editor, story(title, image)),
    ContentItemSchema,
    201,
  );
  await call.post(`/office/content/news/${created.id}/publish`, editor, {});
  return created;
}

const rowCount = async (table: typeof news | typeof images | typeof files) =>
  (await database.db.select({ total: count() }).from(table))[0]!.total;

describe("a news item's picture", () => {
  it('is stored with its alt text in both languages, shown on the public page and served by the optimiser', async () => {
    const created = await publishedNews('pictured', picture());
    expect(created.files.image).toMatchObject({
      width: 80,
      height: 60,
      alt: { ar: 'رماة على خط الرمي', en: 'Archers on the shooting line' },
    });
    const detail = await json(await call.get(`/news/${created.id}`), NewsDetailSchema);
    expect(detail.image).toEqual(created.files.image);
    const variant = await app.request(`/api/images?path=${encodeURIComponent(detail.image!.path)}&w=96`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    // Claimed: the upload is gone from the uploads table.
    expect((await database.db.select({ total: count() }).from(uploads))[0]!.total).toBe(0);
  });

  it('is kept by its path with its alt text edited, or replaced by a new one', async () => {
    const created = await publishedNews('kept', picture());
    const path = created.files.image!.path;
    const kept = await json(
      await call.put(`/office/content/news/${created.id}`, editor, {
        ...story('kept', { file: { path }, altAr: 'قوس', altEn: 'A bow' }),
      }),
      ContentItemSchema,
    );
    expect(kept.files.image).toMatchObject({ path, alt: { ar: 'قوس', en: 'A bow' } });

    const replaced = await json(
      await call.put(`/office/content/news/${created.id}`, editor, story('kept', picture())),
      ContentItemSchema,
    );
    expect(replaced.files.image!.path).not.toBe(path);
    expect((await json(await call.get(`/news/${created.id}`), NewsDetailSchema)).image!.path).toBe(
      replaced.files.image!.path,
    );
  });

  it('is taken off when the form has none, and left as it is when the body does not name one', async () => {
    const created = await publishedNews('taken off', picture());
    const untouched = await json(
      await call.put(`/office/content/news/${created.id}`, editor, story('taken off', undefined)),
      ContentItemSchema,
    );
    expect(untouched.files.image).toEqual(created.files.image);
    const none = await json(
      await call.put(
        `/office/content/news/${created.id}`,
        editor,
        story('taken off', { file: '', altAr: '', altEn: '' }),
      ),
      ContentItemSchema,
    );
    expect(none.files.image).toBeNull();
    expect((await json(await call.get(`/news/${created.id}`), NewsDetailSchema)).image).toBeNull();
  });

  it('goes on an article the same way', async () => {
    const created = await json(
      await call.post('/office/content/articles', editor, {
        ...story('article', picture()),
        authorAr: 'الكاتب',
        authorEn: 'The author',
      }),
      ContentItemSchema,
      201,
    );
    await call.post(`/office/content/articles/${created.id}/publish`, editor, {});
    const detail = await json(await call.get(`/articles/${created.id}`), ArticleDetailSchema);
    expect(detail.image?.alt.en).toBe('Archers on the shooting line');
  });
});

describe('a picture refused, with nothing written', () => {
  it.each([
    ['without its alt text', () => ({ ...picture(), altAr: ' ', altEn: '' }), ['image.altAr', 'image.altEn']],
    ['alt text without a picture', () => picture(''), ['image.file']],
    ['a path that is not the item’s own', () => picture({ path: 'news/2026/other.jpg' }), ['image.file']],
    ['a PDF', () => picture(new TestFile(minimalPdf(), 'application/pdf')), ['image.file']],
  ])('%s', async (_, image, fields) => {
    const before = [await rowCount(news), await rowCount(images)];
    const error = await expectApiError(
      await call.post('/office/content/news', editor, story('refused', image())),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect([await rowCount(news), await rowCount(images)]).toEqual(before);
  });

  it("another member's upload, and one used by a saved form already", async () => {
    const others = await uploaded(app, new TestFile(jpeg, 'image/jpeg'), await call.as('club@example.ae'));
    const error = await expectApiError(
      await call.post('/office/content/news', editor, story('other', picture(others))),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ 'image.file': ['validation.uploadMissing'] });

    const mine = await uploaded(app, new TestFile(jpeg, 'image/jpeg'), await call.as(editor));
    await json(
      await call.post('/office/content/news', editor, story('first', picture(mine))),
      ContentItemSchema,
      201,
    );
    const again = await expectApiError(
      await call.post('/office/content/news', editor, story('second', picture(mine))),
      400,
      'validation_failed',
    );
    expect(again.fields).toEqual({ 'image.file': ['validation.uploadMissing'] });
  });
});

describe("a circular's PDF attachments", () => {
  const circular = (number: string, attachments: unknown[]) => ({
    number,
    titleAr: `تعميم ${number}`,
    titleEn: `Circular ${number}`,
    bodyAr: '<p>إلى الجميع</p>',
    bodyEn: '<p>To everyone</p>',
    audience: [],
    attachments,
  });
  const rules = (file: unknown = new TestFile(minimalPdf(), 'application/pdf', 'rules.pdf')) => ({
    file,
    nameAr: 'قواعد البطولة',
    nameEn: 'Championship rules',
  });

  it('are stored in order, downloaded from the public circular, kept, renamed and taken off', async () => {
    const created = await json(
      await call.post('/office/content/circulars', editor, circular('70/2026', [rules(), rules()])),
      ContentItemSchema,
      201,
    );
    expect(created.files.attachments.map((attachment) => attachment.name.en)).toEqual([
      'Championship rules',
      'Championship rules',
    ]);
    await call.post(`/office/content/circulars/${created.id}/publish`, editor, {});
    const detail = await json(await call.get(`/circulars/${created.id}`), CircularDetailSchema);
    expect(detail.attachments).toHaveLength(2);
    const download = await app.request(detail.attachments[0]!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('championship-rules.pdf');

    const [first, second] = created.files.attachments;
    const edited = await json(
      await call.put(
        `/office/content/circulars/${created.id}`,
        editor,
        circular('70/2026', [{ file: { fileId: second!.fileId }, nameAr: 'الجدول', nameEn: 'Schedule' }]),
      ),
      ContentItemSchema,
    );
    expect(edited.files.attachments).toEqual([
      { fileId: second!.fileId, name: { ar: 'الجدول', en: 'Schedule' }, byteSize: second!.byteSize },
    ]);
    // The file taken off is deleted with its attachment.
    expect(await database.db.select().from(files).where(eq(files.id, first!.fileId))).toEqual([]);
    const after = await json(await call.get(`/circulars/${created.id}`), CircularDetailSchema);
    expect(after.attachments.map((attachment) => attachment.name.en)).toEqual(['Schedule']);
  });

  it('refuses an image, a missing name, and a file of another circular, writing nothing', async () => {
    const before = await rowCount(files);
    const error = await expectApiError(
      await call.post(
        '/office/content/circulars',
        editor,
        circular('71/2026', [rules(new TestFile(jpeg, 'image/jpeg')), { ...rules(), nameEn: '' }, rules('')]),
      ),
      400,
      'validation_failed',
    );
    expect(error.fields).toMatchObject({
      'attachments.1.nameEn': ['validation.required'],
      'attachments.2.file': ['validation.required'],
    });
    const wrongType = await expectApiError(
      await call.post(
        '/office/content/circulars',
        editor,
        circular('71/2026', [rules(new TestFile(jpeg, 'image/jpeg'))]),
      ),
      400,
      'validation_failed',
    );
    expect(wrongType.fields).toEqual({ 'attachments.0.file': ['validation.pdfType'] });

    const other = await json(
      await call.post('/office/content/circulars', editor, circular('72/2026', [rules()])),
      ContentItemSchema,
      201,
    );
    const stolen = await expectApiError(
      await call.post(
        '/office/content/circulars',
        editor,
        circular('73/2026', [{ ...rules(), file: { fileId: other.files.attachments[0]!.fileId } }]),
      ),
      400,
      'validation_failed',
    );
    expect(stolen.fields).toEqual({ 'attachments.0.file': ['validation.invalid'] });
    expect(await rowCount(files)).toBe(before + 1);
  });
});
