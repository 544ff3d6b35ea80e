import { Hono } from 'hono';
import type { Database } from '../db/client';
import { matchesEtag } from '../http/etag';
import { idParam, notFound } from '../http/path';
import { findFile } from './files';

/**
 * Downloads (circular attachments). A file row is never rewritten (a new version is a new file), so its bytes may be
 * cached for a day and revalidated by the hash of its content.
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
    c.header('Content-Type', file.contentType);
    // The name is ASCII by construction (seeded or sanitised on upload); the header quoting would not survive otherwise.
    c.header('Content-Disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });

  return routes;
}
