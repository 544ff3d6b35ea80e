import {
  type DeletedDraft,
  GalleryAlbumInputSchema,
  type GalleryAlbumItem,
  GalleryAlbumListQuerySchema,
  type GalleryAlbumOfficeList,
  type NewsPhotos,
  NewsPhotosInputSchema,
  PublishInputSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import {
  createGalleryAlbum,
  deleteGalleryAlbum,
  findGalleryAlbum,
  listGalleryAlbums,
  publishGalleryAlbum,
  unpublishGalleryAlbum,
  updateGalleryAlbum,
} from './albums';
import { findNewsPhotos, saveNewsPhotos } from './news-photos';

/**
 * Gallery albums and a news item's further photos in the office (decision 068), under `content.publish`: list, read,
 * create (a draft), edit with the photos, publish now or at a time, unpublish, delete a draft. Every change writes the
 * audit trail; the photos went ahead to POST /api/uploads and are claimed in the save's transaction (decision 060).
 */
export function officeGalleryRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = [requireSession(db, now), requirePermission('content.publish')] as const;
  routes.use('/office/gallery/*', ...guard);
  routes.use('/office/content/news/:id/photos', ...guard);

  const withUploads = async <T>(c: Context<SessionEnv>, schema: v.GenericSchema<unknown, T>) =>
    resolveUploads(db, ownerOfForm(c, c.get('member').id), await parseJsonBody(c, schema));

  const answer = async (c: Context<SessionEnv>, id: number, status: 200 | 201 = 200) =>
    c.json<GalleryAlbumItem>((await findGalleryAlbum(db, id, now()))!, status);

  routes.get('/office/gallery', async (c) =>
    c.json<GalleryAlbumOfficeList>(
      await listGalleryAlbums(db, parseQuery(c, GalleryAlbumListQuerySchema), now()),
    ),
  );

  routes.get('/office/gallery/:id', async (c) => {
    const album = await findGalleryAlbum(db, idParam(c), now());
    if (!album) throw notFound(c);
    return c.json<GalleryAlbumItem>(album);
  });

  routes.post('/office/gallery', async (c) => {
    const uploads = await withUploads(c, GalleryAlbumInputSchema);
    return answer(c, await createGalleryAlbum(db, c.get('member'), uploads.values, uploads.claim), 201);
  });

  routes.put('/office/gallery/:id', async (c) => {
    const id = idParam(c);
    const uploads = await withUploads(c, GalleryAlbumInputSchema);
    if (!(await updateGalleryAlbum(db, c.get('member'), id, uploads.values, uploads.claim)))
      throw notFound(c);
    return answer(c, id);
  });

  routes.post('/office/gallery/:id/publish', async (c) => {
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    if (!(await publishGalleryAlbum(db, c.get('member'), id, at ? new Date(at) : undefined, now())))
      throw notFound(c);
    return answer(c, id);
  });

  routes.post('/office/gallery/:id/unpublish', async (c) => {
    const id = idParam(c);
    if (!(await unpublishGalleryAlbum(db, c.get('member'), id, now()))) throw notFound(c);
    return answer(c, id);
  });

  // `{ id }` as the content editors' delete answers: the office's client reads a JSON answer.
  routes.delete('/office/gallery/:id', async (c) => {
    const id = idParam(c);
    if (!(await deleteGalleryAlbum(db, c.get('member'), id))) throw notFound(c);
    return c.json<DeletedDraft>({ id });
  });

  routes.get('/office/content/news/:id/photos', async (c) => {
    const photos = await findNewsPhotos(db, idParam(c));
    if (!photos) throw notFound(c);
    return c.json<NewsPhotos>(photos);
  });

  routes.put('/office/content/news/:id/photos', async (c) => {
    const id = idParam(c);
    const uploads = await withUploads(c, NewsPhotosInputSchema);
    if (!(await saveNewsPhotos(db, c.get('member'), id, uploads.values.photos, uploads.claim)))
      throw notFound(c);
    return c.json<NewsPhotos>((await findNewsPhotos(db, id))!);
  });

  return routes;
}
