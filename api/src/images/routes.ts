import { ImagePathSchema, ImageVariantQuerySchema } from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { matchesEtag } from '../http/etag';
import { ApiError } from '../http/errors';
import { notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { allowedRemoteUrl, type FetchImage, fetchRemoteImage, looksLikeUrl } from './remote';
import { findImageHash, readImageBytes } from './store';
import { encodeVariant, VariantCache, webpOptions } from './variants';

/**
 * `path` is a path in the image store (the contract's ImagePathSchema) or, as the one exception, an https URL on the
 * admin host. Anything that is neither names no image: 404, so `../` and friends learn nothing about the server.
 */
const OptimiserQuerySchema = v.object({
  path: v.pipe(v.string(), v.nonEmpty('validation.required'), v.maxLength(2048, 'validation.maxLength')),
  w: ImageVariantQuerySchema.entries.w,
});

/** A stored path's bytes never change, so its variants may be cached for good. */
const storedCacheControl = 'public, max-age=31536000, immutable';
/** The admin host may replace a file under the same URL: a day, then revalidate by ETag. */
const remoteCacheControl = 'public, max-age=86400';
const remoteKeepMs = 10 * 60 * 1000;

export interface ImageRouteOptions {
  /** The one host remote images may come from (IMAGE_ADMIN_HOST). */
  adminHost: string;
  fetchImage: FetchImage;
  /** Bytes of encoded variants kept in memory. */
  cacheBytes?: number;
}

/** The image optimiser (spec sections 7 and 9): `?path=&w=` answers webp, quality 80, at one of the allowed widths. */
export function imageRoutes(db: Database, options: ImageRouteOptions): Hono {
  const routes = new Hono();
  const cache = new VariantCache(options.cacheBytes ?? 64 * 1024 * 1024);

  routes.get('/images', async (c) => {
    const { path, w } = parseQuery(c, OptimiserQuerySchema);
    if (looksLikeUrl(path)) return remoteVariant(c, path, w);
    if (!v.is(ImagePathSchema, path)) throw notFound(c);

    const sha256 = await findImageHash(db, path);
    if (sha256 === undefined) throw notFound(c);
    const etag = variantEtag(sha256, w);
    if (notModified(c, etag, storedCacheControl)) return c.body(null, 304);
    const entry = await cache.getOrMake(`${sha256}:${w}`, Date.now(), async () => {
      const bytes = await readImageBytes(db, path);
      if (!bytes) throw notFound(c);
      return { etag, body: await encodeVariant(bytes, w), expiresAt: Infinity };
    });
    return webp(c, entry.body, etag, storedCacheControl);
  });

  async function remoteVariant(c: Context, text: string, w: number): Promise<Response> {
    const url = allowedRemoteUrl(text, options.adminHost);
    if (!url) {
      throw new ApiError(
        403,
        'image_host_not_allowed',
        `Remote images are served only from https://${options.adminHost}/`,
      );
    }
    const entry = await cache.getOrMake(`remote:${url.href}:${w}`, Date.now(), async () => {
      const source = await fetchRemoteImage(url, options.fetchImage);
      let body: Uint8Array;
      try {
        body = await encodeVariant(source.bytes, w);
      } catch {
        throw new ApiError(502, 'image_fetch_failed', 'The remote file is not an image');
      }
      return { etag: variantEtag(source.sha256, w), body, expiresAt: Date.now() + remoteKeepMs };
    });
    if (notModified(c, entry.etag, remoteCacheControl)) return c.body(null, 304);
    return webp(c, entry.body, entry.etag, remoteCacheControl);
  }

  return routes;
}

/** Names the source's content, the width and the encoding: a change to any of them is a different variant. */
function variantEtag(sha256: string, width: number): string {
  return `"${sha256.slice(0, 32)}-${width}-webp${webpOptions.quality}"`;
}

/** Sets the validators a 304 must repeat, and says whether the browser's copy is current. */
function notModified(c: Context, etag: string, cacheControl: string): boolean {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  return matchesEtag(c.req.header('if-none-match'), etag);
}

function webp(c: Context, body: Uint8Array, etag: string, cacheControl: string): Response {
  c.header('Content-Type', 'image/webp');
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  c.header('X-Content-Type-Options', 'nosniff');
  // sharp's Buffers sit on a plain ArrayBuffer; the type says only "ArrayBufferLike".
  return c.body(body as Uint8Array<ArrayBuffer>);
}
