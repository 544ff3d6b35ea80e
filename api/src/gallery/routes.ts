import {
  type GalleryAlbumDetail,
  type GalleryAlbumListResponseSchema,
  GalleryAlbumQuerySchema,
  type GalleryPhotoListResponseSchema,
  GalleryPhotoQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { albumExists, findAlbum, listAlbumPhotos, listAlbums } from './gallery';

/**
 * Albums, one album, and an album's photos page by page (an album may hold hundreds); only published albums, so a
 * publication or a withdrawal in the office shows within seconds (decision 068).
 */
export function galleryRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publishedCache();

  routes.get('/gallery', cached, async (c) =>
    c.json<InferOutput<typeof GalleryAlbumListResponseSchema>>(
      await listAlbums(db, parseQuery(c, GalleryAlbumQuerySchema), now()),
    ),
  );

  routes.get('/gallery/:id', cached, async (c) => {
    const album = await findAlbum(db, idParam(c), now());
    if (!album) throw notFound(c);
    return c.json<GalleryAlbumDetail>(album);
  });

  routes.get('/gallery/:id/photos', cached, async (c) => {
    // The album first: photos of an album that does not exist are a 404 whatever the page asked for.
    const albumId = idParam(c);
    if (!(await albumExists(db, albumId, now()))) throw notFound(c);
    return c.json<InferOutput<typeof GalleryPhotoListResponseSchema>>(
      await listAlbumPhotos(db, albumId, parseQuery(c, GalleryPhotoQuerySchema)),
    );
  });

  return routes;
}
