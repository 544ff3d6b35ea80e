import {
  ClubListResponseSchema,
  ImageVariantQuerySchema,
  imageOptimiser,
  NewsListResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { getContent } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { readImageBytes } from './store';
import { allowedRemoteUrl } from './remote';

let database: DatabaseHandle;
let app: Hono;
let newsImage: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  const { items } = await getContent(app, '/api/news', NewsListResponseSchema);
  newsImage = items.find((item) => item.image)!.image!.path;
});
afterAll(() => database.close());

const variant = (path: string, w: number | string, init?: RequestInit) =>
  app.request(`/api/images?path=${encodeURIComponent(path)}&w=${w}`, init);

function isWebp(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 12));
  return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
}

describe('GET /api/images (stored images)', () => {
  it('answers webp at the requested width, cached for a year under an ETag', async () => {
    expect(v.safeParse(ImageVariantQuerySchema, { path: newsImage, w: '640' }).success).toBe(true);
    const response = await variant(newsImage, 640);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}-640-webp80"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(isWebp(bytes)).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('serves the 1x and 2x widths the front end asks for', async () => {
    for (const w of [320, 640, 1280]) {
      const response = await variant(newsImage, w);
      expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width).toBe(w);
    }
  });

  it('encodes at quality 80: the bytes are exactly what sharp gives at quality 80', async () => {
    const source = (await readImageBytes(database.db, newsImage))!;
    const expected = await sharp(source).rotate().resize({ width: 768 }).webp({ quality: 80 }).toBuffer();
    const other = await sharp(source).rotate().resize({ width: 768 }).webp({ quality: 90 }).toBuffer();
    const served = Buffer.from(await (await variant(newsImage, 768)).arrayBuffer());
    expect(imageOptimiser.quality).toBe(80);
    expect(served.equals(expected)).toBe(true);
    expect(served.equals(other)).toBe(false);
  });

  it('never enlarges: a width beyond the source answers the source width', async () => {
    const wide = await variant(newsImage, 3072);
    expect((await sharp(new Uint8Array(await wide.arrayBuffer())).metadata()).width).toBe(1600);
    const { items } = await getContent(app, '/api/clubs?emirate=dubai', ClubListResponseSchema);
    const logo = await variant(items[0]!.logo!.path, 640);
    expect(await sharp(new Uint8Array(await logo.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      hasAlpha: true,
    });
  });

  it('answers 304 to a request that holds the current ETag, and 200 to a stale one', async () => {
    const first = await variant(newsImage, 320);
    const etag = first.headers.get('etag')!;
    const again = await variant(newsImage, 320, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const stale = await variant(newsImage, 320, { headers: { 'if-none-match': '"0000"' } });
    expect(stale.status).toBe(200);
    expect((await variant(newsImage, 640, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it.each([
    ['a width not in the list', { w: '500' }, { w: ['validation.invalid'] }],
    ['no width', { w: undefined }, { w: ['validation.required'] }],
    ['no path', { path: undefined }, { path: ['validation.required'] }],
  ])('answers 400 for %s', async (_, change, fields) => {
    const query = new URLSearchParams();
    const params = { path: newsImage, w: '640', ...change };
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
    const error = await expectApiError(await app.request(`/api/images?${query}`), 400, 'validation_failed');
    expect(error.fields).toEqual(fields);
  });

  it.each([
    '../../../etc/passwd',
    '../.pgdata/PG_VERSION.jpg',
    'news/../../../etc/hosts.jpg',
    '/etc/passwd.jpg',
    'news\\..\\..\\secret.jpg',
    'news/2026/no-such-picture.jpg',
    'news/2026/national-indoor-opens-season.gif',
    '%2e%2e%2fetc%2fpasswd',
  ])('answers 404 for %s, outside the store or not in it', async (path) => {
    const response = await variant(path, 640);
    await expectApiError(response, 404, 'not_found');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/images (remote images)', () => {
  const adminHost = 'admin.uaearchery.ae';

  it.each([
    'https://evil.example/picture.jpg',
    'http://admin.uaearchery.ae/picture.jpg',
    'https://admin.uaearchery.ae.evil.example/picture.jpg',
    'https://admin.uaearchery.ae@evil.example/picture.jpg',
    'https://user:secret@admin.uaearchery.ae/picture.jpg',
    'https://admin.uaearchery.ae:8443/picture.jpg',
    '//evil.example/picture.jpg',
    'file:///etc/passwd',
    'https://127.0.0.1/picture.jpg',
    'https://evil.example/?next=https://admin.uaearchery.ae/picture.jpg',
  ])('refuses %s with 403 image_host_not_allowed, without fetching it', async (url) => {
    const fetchImage = vi.fn();
    const guarded = testApp(database, { fetchImage });
    const response = await guarded.request(`/api/images?path=${encodeURIComponent(url)}&w=640`);
    await expectApiError(response, 403, 'image_host_not_allowed');
    expect(fetchImage).not.toHaveBeenCalled();
  });

  it('checks URLs against exactly the configured host', () => {
    expect(allowedRemoteUrl('https://admin.uaearchery.ae/media/a.jpg', adminHost)?.href).toBe(
      'https://admin.uaearchery.ae/media/a.jpg',
    );
    expect(allowedRemoteUrl('HTTPS://ADMIN.UAEARCHERY.AE:443/a.jpg', adminHost)?.host).toBe(adminHost);
    expect(allowedRemoteUrl('https://media.example/a.jpg', 'media.example')).toBeDefined();
    expect(allowedRemoteUrl('https://admin.uaearchery.ae/a.jpg', 'media.example')).toBeUndefined();
    expect(allowedRemoteUrl('not a url', adminHost)).toBeUndefined();
  });

  it('fetches from the allowed host (a stand-in here), without following redirects, and encodes webp', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#b42318' } })
      .png()
      .toBuffer();
    const fetchImage = vi.fn(async () => new Response(png, { headers: { 'content-type': 'image/png' } }));
    const remote = testApp(database, { fetchImage });
    const url = `https://${adminHost}/media/banner.png`;
    const response = await remote.request(`/api/images?path=${encodeURIComponent(url)}&w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width).toBe(320);
    expect(fetchImage).toHaveBeenCalledTimes(1);
    expect(String((fetchImage.mock.calls[0] as unknown[])[0])).toBe(url);
    expect((fetchImage.mock.calls[0] as unknown[])[1]).toMatchObject({ redirect: 'error' });

    const again = await remote.request(`/api/images?path=${encodeURIComponent(url)}&w=320`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(fetchImage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404 upstream', () => new Response('gone', { status: 404 }), 404, 'not_found'],
    ['a 500 upstream', () => new Response('oops', { status: 500 }), 502, 'image_fetch_failed'],
    ['something that is no image', () => new Response('<html>'), 502, 'image_fetch_failed'],
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), 502, 'image_fetch_failed'],
    // Headers came, then the body stalled until the fetch's timeout aborted it mid-read.
    [
      'a body that stalls',
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
              controller.error(new DOMException('The operation timed out.', 'TimeoutError'));
            },
          }),
        ),
      502,
      'image_fetch_failed',
    ],
  ])('answers %s with %i', async (_, answer, status, code) => {
    const remote = testApp(database, { fetchImage: async () => answer() });
    const url = `https://${adminHost}/media/${code}-${status}.jpg`;
    await expectApiError(
      await remote.request(`/api/images?path=${encodeURIComponent(url)}&w=320`),
      status,
      code,
    );
  });

  it('uses the host IMAGE_ADMIN_HOST names', async () => {
    const fetchImage = vi.fn(async () => new Response('x', { status: 404 }));
    const custom = testApp(database, { fetchImage, imageAdminHost: 'media.example' });
    await expectApiError(
      await custom.request(`/api/images?path=${encodeURIComponent(`https://${adminHost}/a.jpg`)}&w=320`),
      403,
      'image_host_not_allowed',
    );
    await expectApiError(
      await custom.request(`/api/images?path=${encodeURIComponent('https://media.example/a.jpg')}&w=320`),
      404,
      'not_found',
    );
    expect(fetchImage).toHaveBeenCalledTimes(1);
  });
});
