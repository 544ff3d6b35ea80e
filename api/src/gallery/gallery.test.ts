import {
  GalleryAlbumDetailSchema,
  GalleryAlbumListResponseSchema,
  GalleryPhotoListResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;
let albumId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  const { items } = await getContent(app, '/api/gallery', GalleryAlbumListResponseSchema);
  albumId = items[0]!.id;
});
afterAll(() => database.close());

describe('GET /api/gallery', () => {
  it('lists the three albums, newest event first, with cover and photo count', async () => {
    const page = await getContent(app, '/api/gallery', GalleryAlbumListResponseSchema);
    expect(page.items.map((album) => [album.title.en, album.photoCount])).toEqual([
      ['National Indoor Championship 2026', 6],
      ['Family Archery Day 2026', 5],
      ['National Day Archery Festival 2025', 5],
    ]);
    expect(page.items[0]!.cover.path).toBe('gallery/national-indoor-2026/qualification-round.jpg');
  });

  itPaginates(() => app, '/api/gallery', GalleryAlbumListResponseSchema);

  it('searches the album titles in both languages', async () => {
    const arabic = await getContent(
      app,
      `/api/gallery?q=${encodeURIComponent('العائلة')}`,
      GalleryAlbumListResponseSchema,
    );
    expect(arabic.items.map((album) => album.title.en)).toEqual(['Family Archery Day 2026']);
  });
});

describe('GET /api/gallery/:id', () => {
  it('answers the album with its description', async () => {
    const album = await getContent(app, `/api/gallery/${albumId}`, GalleryAlbumDetailSchema);
    expect(album).toMatchObject({ id: albumId, takenOn: '2026-11-18', photoCount: 6 });
    expect(album.description?.en).toMatch(/Sharjah/);
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/gallery/${id}`,
  );
});

describe('GET /api/gallery/:id/photos', () => {
  it('answers the photos in order, with captions where the album has them', async () => {
    const page = await getContent(app, `/api/gallery/${albumId}/photos`, GalleryPhotoListResponseSchema);
    expect(page.total).toBe(6);
    expect(page.items[0]!.image.path).toBe('gallery/national-indoor-2026/qualification-round.jpg');
    expect(page.items.some((photo) => photo.caption === null)).toBe(true);
    expect(page.items.find((photo) => photo.image.height > photo.image.width)!.image).toMatchObject({
      width: 900,
      height: 1200,
    });
  });

  itPaginates(() => app, '/api/gallery/1/photos', GalleryPhotoListResponseSchema);

  it('does not search: q is not a parameter of the photos', async () => {
    const page = await getContent(
      app,
      `/api/gallery/${albumId}/photos?q=zzz`,
      GalleryPhotoListResponseSchema,
    );
    expect(page.total).toBe(6);
  });

  it('answers 404 for the photos of an album that does not exist, whatever the page', async () => {
    await expectApiError(await app.request('/api/gallery/999999/photos'), 404, 'not_found');
    await expectApiError(await app.request('/api/gallery/999999/photos?page=abc'), 404, 'not_found');
    await expectApiError(await app.request('/api/gallery/abc/photos'), 404, 'not_found');
  });
});
