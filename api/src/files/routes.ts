import { imageUpload } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { matchesEtag } from '../http/etag';
import { idParam, notFound } from '../http/path';
import { findFile } from './files';

/**
 * Downloads (circular attachments, published documents). A file row is never rewritten (a new version is a new file),
 * so its bytes may be cached for a day and revalidated by the hash of its content. Served as what it is (decision
 * 052): under its stored type with `nosniff`, so a browser never guesses another; a JPG or PNG inline, as pages show
 * them, anything else (a PDF, a document) as an attachment, so nothing else renders on the API's origin.
 */
export function fileRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/files/:id', async (c) => {
    const file = await findFile(db, idParam(c));
    if (!file) throw notFound(c);
    const etag = `"${file.sha256.slice(0, 32)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=86400');
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    const disposition = (imageUpload.types as readonly string[]).includes(file.contentType)
      ? 'inline'
      : 'attachment';
    c.header('Content-Type', file.contentType);
    // The name is ASCII by construction (seeded or sanitised on upload); the header quoting would not survive otherwise.
    c.header('Content-Disposition', `${disposition}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });

  return routes;
}
