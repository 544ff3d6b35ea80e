import {
  DeletedDraftSchema,
  GalleryAlbumDetailSchema,
  GalleryAlbumItemSchema,
  GalleryAlbumListResponseSchema,
  GalleryAlbumOfficeListSchema,
  GalleryPhotoListResponseSchema,
  NewsDetailSchema,
  NewsPhotosSchema,
} from '@uaeaf/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { minimalPdf } from '../../../test/pdf';
import { TestFile } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, galleryAlbums, galleryPhotos, news } from '../../db/schema';

// Decision 068: gallery albums and a news item's further photos written in the office.

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => new Date('2026-11-25T09:00:00+04:00') });
  call = await demoCallers(app, database);
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c5e24' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#245e7c' } })
    .png()
    .toBuffer();
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const photo = (captionEn = '', captionAr = captionEn && `عربي ${captionEn}`, file?: unknown) => ({
  file: file ?? new TestFile(jpeg, 'image/jpeg', 'photo.jpg'),
  captionAr,
  captionEn,
});

const album = (title: string, photos: unknown[] = [photo('First'), photo()], cover = 0) => ({
  titleAr: `ألبوم ${title}`,
  titleEn: `Album ${title}`,
  takenOn: '2026-11-20',
  descriptionAr: '',
  descriptionEn: '',
  photos,
  cover,
});

async function created(title: string, photos?: unknown[], cover?: number) {
  return json(
    await call.post('/office/gallery', editor, album(title, photos, cover)),
    GalleryAlbumItemSchema,
    201,
  );
}

const publicList = async () => json(await call.get('/gallery'), GalleryAlbumListResponseSchema);

/** What an album's save must send to keep its photos as they are. */
const kept = (item: v.InferOutput<typeof GalleryAlbumItemSchema>) =>
  item.photos.map((stored) => ({
    file: { path: stored.image.path },
    captionAr: stored.caption?.ar ?? '',
    captionEn: stored.caption?.en ?? '',
  }));

describe('gallery albums in the office', () => {
  it('keeps the seeded albums published (the first test: none written yet)', async () => {
    const seeded = await database.db.select({ status: galleryAlbums.status }).from(galleryAlbums);
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((row) => row.status))).toEqual(new Set(['published']));
  });

  it('are written as drafts the public does not see, then published first on the list with their photos', async () => {
    const draft = await created('draft');
    expect(draft.status).toBe('draft');
    expect(draft.photos.map((stored) => stored.caption)).toEqual([{ ar: 'عربي First', en: 'First' }, null]);
    // A photo's alt is its caption, else the album's title.
    expect(draft.photos.map((stored) => stored.image.alt.en)).toEqual(['First', 'Album draft']);

    expect((await publicList()).items.map((item) => item.id)).not.toContain(draft.id);
    await expectApiError(await call.get(`/gallery/${draft.id}`), 404, 'not_found');
    await expectApiError(await call.get(`/gallery/${draft.id}/photos`), 404, 'not_found');
    expect(await (await call.get('/seo/sitemap.xml')).text()).not.toContain(`/gallery/${draft.id}<`);

    const published = await json(
      await call.post(`/office/gallery/${draft.id}/publish`, editor, {}),
      GalleryAlbumItemSchema,
    );
    expect(published.status).toBe('published');
    // Taken the newest day of the demo albums? Not necessarily: the list is by day taken, so look for it by id.
    expect((await publicList()).items.map((item) => item.id)).toContain(draft.id);
    const detail = await json(await call.get(`/gallery/${draft.id}`), GalleryAlbumDetailSchema);
    expect(detail).toMatchObject({ title: { en: 'Album draft' }, photoCount: 2 });
    expect(detail.cover.path).toBe(draft.photos[0]!.image.path);
    const photos = await json(await call.get(`/gallery/${draft.id}/photos`), GalleryPhotoListResponseSchema);
    expect(photos.items.map((item) => item.caption?.en ?? null)).toEqual(['First', null]);
    expect(await (await call.get('/seo/sitemap.xml')).text()).toContain(`/gallery/${draft.id}<`);

    await call.post(`/office/gallery/${draft.id}/unpublish`, editor, {});
    expect((await publicList()).items.map((item) => item.id)).not.toContain(draft.id);
    await expectApiError(await call.get(`/gallery/${draft.id}`), 404, 'not_found');
  });

  it('reorders, captions, removes and adds photos, and moves the cover, in one save', async () => {
    const item = await created('order', [photo('One'), photo('Two'), photo('Three')]);
    const [one, two, three] = kept(item);
    const saved = await json(
      await call.put(`/office/gallery/${item.id}`, editor, {
        ...album(
          'order renamed',
          [
            three,
            { ...one!, captionAr: '', captionEn: '' },
            photo('Four', 'أربعة', new TestFile(png, 'image/png')),
          ],
          2,
        ),
      }),
      GalleryAlbumItemSchema,
    );
    expect(saved.titleEn).toBe('Album order renamed');
    expect(saved.photos.map((stored) => stored.caption?.en ?? null)).toEqual(['Three', null, 'Four']);
    // The uncaptioned photo takes the new title as its alt text.
    expect(saved.photos[1]!.image.alt).toEqual({ ar: 'ألبوم order renamed', en: 'Album order renamed' });
    expect(saved.photos[2]!.image).toMatchObject({ width: 40, height: 40 });
    expect(saved.cover).toBe(2);
    const rows = await database.db
      .select({ path: galleryPhotos.imagePath, sortOrder: galleryPhotos.sortOrder })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, item.id))
      .orderBy(asc(galleryPhotos.sortOrder));
    expect(rows.map((row) => row.sortOrder)).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.path)).not.toContain(two!.file.path);
    const [row] = await database.db
      .select({ cover: galleryAlbums.coverPath })
      .from(galleryAlbums)
      .where(eq(galleryAlbums.id, item.id));
    expect(row!.cover).toBe(rows[2]!.path);
  });

  it.each([
    ['a title missing', { titleEn: '' }, { titleEn: ['validation.required'] }],
    ['a day that is not one', { takenOn: '2026-02-30' }, { takenOn: ['validation.invalid'] }],
    ['a description in one language', { descriptionAr: 'وصف' }, { descriptionEn: ['validation.required'] }],
    [
      'a caption in one language',
      { photos: [photo('Only English', '', 'kept')] },
      { 'photos.0.captionAr': ['validation.required'] },
    ],
    ['a cover that is not one of its photos', { cover: 2 }, { cover: ['gallery.coverNotInAlbum'] }],
    [
      'a photo without its file',
      { photos: [photo('x', 'س', '')] },
      { 'photos.0.file': ['validation.required'] },
    ],
  ])('refuses %s on its field and writes nothing', async (_, change, fields) => {
    // The table is read before the files exist: a photo is sent as a fresh upload.
    const [first] = 'photos' in change ? change.photos : [];
    if (first?.file === 'kept') first.file = new TestFile(jpeg, 'image/jpeg');
    const before = (await database.db.select({ total: count() }).from(galleryAlbums))[0]!.total;
    const error = await expectApiError(
      await call.post('/office/gallery', editor, { ...album('refused'), ...change }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual(fields);
    expect((await database.db.select({ total: count() }).from(galleryAlbums))[0]!.total).toBe(before);
  });

  it("refuses a PDF as a photo, and another album's photo, on the photo's field", async () => {
    const pdf = await expectApiError(
      await call.post(
        '/office/gallery',
        editor,
        album('pdf', [photo('', '', new TestFile(minimalPdf(), 'application/pdf'))]),
      ),
      400,
      'validation_failed',
    );
    expect(pdf.fields).toEqual({ 'photos.0.file': ['validation.fileType'] });
    const other = await created('other');
    const mine = await created('mine');
    const stolen = await expectApiError(
      await call.put(`/office/gallery/${mine.id}`, editor, album('mine', [kept(other)[0]!])),
      400,
      'validation_failed',
    );
    expect(stolen.fields).toEqual({ 'photos.0.file': ['validation.invalid'] });
    const after = await json(await call.get(`/office/gallery/${mine.id}`, editor), GalleryAlbumItemSchema);
    expect(after.photos).toEqual(mine.photos);
  });

  it('publishes only an album with a photo, and keeps a published one from losing its last', async () => {
    const empty = await created('empty', []);
    const refused = await expectApiError(
      await call.post(`/office/gallery/${empty.id}/publish`, editor, {}),
      400,
      'validation_failed',
    );
    expect(refused.fields).toEqual({ photos: ['gallery.noPhotos'] });
    const full = await created('full', [photo('Only')]);
    await call.post(`/office/gallery/${full.id}/publish`, editor, {});
    const emptied = await expectApiError(
      await call.put(`/office/gallery/${full.id}`, editor, album('full', [])),
      400,
      'validation_failed',
    );
    expect(emptied.fields).toEqual({ photos: ['gallery.noPhotos'] });
  });

  it('schedules for a later time and refuses a past one', async () => {
    const item = await created('later');
    const past = await expectApiError(
      await call.post(`/office/gallery/${item.id}/publish`, editor, { at: '2026-11-24T09:00:00.000Z' }),
      400,
      'validation_failed',
    );
    expect(past.fields).toEqual({ at: ['publishing.atInPast'] });
    const scheduled = await json(
      await call.post(`/office/gallery/${item.id}/publish`, editor, { at: '2026-12-01T06:00:00.000Z' }),
      GalleryAlbumItemSchema,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T06:00:00.000Z' });
    expect((await publicList()).items.map((entry) => entry.id)).not.toContain(item.id);
  });

  it('deletes a draft, not a published album', async () => {
    const draft = await created('to delete');
    const published = await created('kept');
    await call.post(`/office/gallery/${published.id}/publish`, editor, {});
    await expectApiError(
      await call.delete(`/office/gallery/${published.id}`, editor),
      409,
      'gallery_album_public',
    );
    expect(await json(await call.delete(`/office/gallery/${draft.id}`, editor), DeletedDraftSchema)).toEqual({
      id: draft.id,
    });
    await expectApiError(await call.get(`/office/gallery/${draft.id}`, editor), 404, 'not_found');
  });

  it('writes the audit trail of every change with the editor and the statuses', async () => {
    const item = await created('audited');
    await call.put(`/office/gallery/${item.id}`, editor, album('audited', kept(item)));
    await call.post(`/office/gallery/${item.id}/publish`, editor, {});
    await call.post(`/office/gallery/${item.id}/unpublish`, editor, {});
    await call.delete(`/office/gallery/${item.id}`, editor);
    const rows = await database.db
      .select({
        actor: auditEvents.actorId,
        action: auditEvents.action,
        from: auditEvents.fromStatus,
        to: auditEvents.toStatus,
        reason: auditEvents.reason,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'galleryAlbum'), eq(auditEvents.subjectId, item.id)))
      .orderBy(asc(auditEvents.id));
    expect(rows).toEqual([
      { actor: call.idOf(editor), action: 'content.created', from: null, to: 'draft', reason: 'photos: 2' },
      {
        actor: call.idOf(editor),
        action: 'content.edited',
        from: 'draft',
        to: 'draft',
        reason: 'photos: 2 -> 2',
      },
      { actor: call.idOf(editor), action: 'content.published', from: 'draft', to: 'published', reason: null },
      {
        actor: call.idOf(editor),
        action: 'content.unpublished',
        from: 'published',
        to: 'unpublished',
        reason: null,
      },
      {
        actor: call.idOf(editor),
        action: 'content.deleted',
        from: 'unpublished',
        to: null,
        reason: 'Album audited',
      },
    ]);
  });

  it('lists every album for the editor, by status', async () => {
    const item = await created('listed');
    const drafts = await json(
      await call.get('/office/gallery?status=draft', editor),
      GalleryAlbumOfficeListSchema,
    );
    expect(drafts.items.find((entry) => entry.id === item.id)).toMatchObject({
      photoCount: 2,
      status: 'draft',
    });
    expect(drafts.items.every((entry) => entry.status === 'draft')).toBe(true);
  });

  it.each(['membership@example.ae', 'finance@example.ae', 'player@example.ae'])(
    'is refused to %s',
    async (email) => {
      await expectApiError(await call.get('/office/gallery', email), 403, 'forbidden');
      await expectApiError(await call.post('/office/gallery', email, album('no')), 403, 'forbidden');
      await expectApiError(await call.get('/office/content/news/1/photos', email), 403, 'forbidden');
    },
  );

  it('needs a session', async () => {
    await expectApiError(await call.get('/office/gallery'), 401, 'unauthenticated');
  });
});

describe("a news item's further photos", () => {
  it('are saved in order after its picture and shown on its public page', async () => {
    const [item] = await database.db
      .select({ id: news.id, titleEn: news.titleEn })
      .from(news)
      .where(eq(news.status, 'published'))
      .limit(1);
    const before = await json(
      await call.get(`/office/content/news/${item!.id}/photos`, editor),
      NewsPhotosSchema,
    );
    const keptBefore = before.photos.map((stored) => ({
      file: { path: stored.image.path },
      captionAr: stored.caption?.ar ?? '',
      captionEn: stored.caption?.en ?? '',
    }));
    const saved = await json(
      await call.put(`/office/content/news/${item!.id}/photos`, editor, {
        photos: [photo('The winners', 'الفائزون'), ...keptBefore, photo()],
      }),
      NewsPhotosSchema,
    );
    expect(saved.photos).toHaveLength(before.photos.length + 2);
    expect(saved.photos[0]!.caption).toEqual({ ar: 'الفائزون', en: 'The winners' });
    expect(saved.photos.at(-1)!.image.alt.en).toBe(item!.titleEn);
    const detail = await json(await call.get(`/news/${item!.id}`), NewsDetailSchema);
    expect(detail.photos.map((image) => image.path)).toEqual(saved.photos.map((stored) => stored.image.path));
    expect(detail.photos[0]!.alt.en).toBe('The winners');

    const audit = await database.db
      .select({ action: auditEvents.action, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'news'), eq(auditEvents.subjectId, item!.id)));
    expect(audit).toContainEqual({
      action: 'content.photosEdited',
      reason: `photos: ${before.photos.length} -> ${before.photos.length + 2}`,
    });
  });

  it('refuses a caption in one language and a photo of another item, writing nothing', async () => {
    const [first, second] = await database.db
      .select({ id: news.id })
      .from(news)
      .orderBy(asc(news.id))
      .limit(2);
    const other = await json(
      await call.put(`/office/content/news/${second!.id}/photos`, editor, { photos: [photo('Other')] }),
      NewsPhotosSchema,
    );
    const before = await json(
      await call.get(`/office/content/news/${first!.id}/photos`, editor),
      NewsPhotosSchema,
    );
    const oneLanguage = await expectApiError(
      await call.put(`/office/content/news/${first!.id}/photos`, editor, { photos: [photo('', 'عربي فقط')] }),
      400,
      'validation_failed',
    );
    expect(oneLanguage.fields).toEqual({ 'photos.0.captionEn': ['validation.required'] });
    const stolen = await expectApiError(
      await call.put(`/office/content/news/${first!.id}/photos`, editor, {
        photos: [{ file: { path: other.photos[0]!.image.path }, captionAr: '', captionEn: '' }],
      }),
      400,
      'validation_failed',
    );
    expect(stolen.fields).toEqual({ 'photos.0.file': ['validation.invalid'] });
    expect(
      await json(await call.get(`/office/content/news/${first!.id}/photos`, editor), NewsPhotosSchema),
    ).toEqual(before);
  });

  it('is a 404 for a news item that does not exist', async () => {
    await expectApiError(await call.get('/office/content/news/2147483647/photos', editor), 404, 'not_found');
    await expectApiError(
      await call.put('/office/content/news/2147483647/photos', editor, { photos: [] }),
      404,
      'not_found',
    );
  });
});
