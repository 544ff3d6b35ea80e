// One app's built files, answered from the disk as it is at each request: a deploy in place (or a rollback) is seen
// by the next request, with validators and a length of the file actually sent (issue 17). A cache of the files read
// at start-up kept answering `remoteEntry.js` with the first build's ETag, so browsers revalidated into the old remote.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const missing = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** @param {import('node:fs').Stats} stats */
const statKey = (stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;

/**
 * @param {string} root
 * @param {object} options
 * @param {boolean} [options.spa] answer page paths (no extension) that match no file with index.html
 * @param {(pathname: string) => boolean} options.revalidated files the browser asks about on every use: their ETag is
 *   a hash of their bytes, so it changes exactly when they do, and is the same on every server of a cluster
 * @param {(res: import('node:http').ServerResponse, pathname: string) => void} [options.setHeaders]
 * @param {(pathname: string) => number} [options.fallbackStatus] the status of a page path answered with index.html
 *   (`spa`): 404 for a path the app will show as not found (decision 084), which is then sent whole, never as a 304
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => Promise<void>}
 */
export function staticFiles(
  root,
  { spa = false, revalidated, setHeaders = () => {}, fallbackStatus = () => 200 },
) {
  const base = resolve(root) + sep;
  /** Content hashes by file, for a 304 without reading the file while its stat is the one they were taken at. */
  const etags = new Map();

  /** The file a path names, as it is on disk now, or undefined. */
  async function find(/** @type {string} */ path) {
    const file = join(base, path);
    if (!file.startsWith(base)) return undefined;
    try {
      const stats = await stat(file);
      return stats.isFile() ? { file, stats } : undefined;
    } catch (error) {
      if (missing.has(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) return undefined;
      throw error;
    }
  }

  /** The file itself or the pre-compressed copy (compress.mjs) the client accepts. */
  async function variant(/** @type {string} */ path, /** @type {string} */ accepted) {
    for (const [suffix, encoding] of [
      ['.br', 'br'],
      ['.gz', 'gzip'],
    ]) {
      if (!accepted.includes(encoding)) continue;
      const found = await find(path + suffix);
      if (found) return { ...found, encoding };
    }
    return undefined;
  }

  async function locate(/** @type {string} */ pathname) {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const path of candidates) {
      const found = await find(path);
      if (found) return { path, ...found, status: 200 };
    }
    if (!spa || extname(pathname)) return undefined;
    const page = await find('/index.html');
    return page && { path: '/index.html', ...page, status: fallbackStatus(pathname) };
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    // Dotfiles and NUL bytes are never part of a build.
    if (pathname.includes('\0') || /\/\./.test(pathname)) return next();
    try {
      const found = await locate(pathname);
      if (!found) return next();
      const encoded = await variant(found.path, String(req.headers['accept-encoding'] ?? ''));
      const { file, stats } = encoded ?? found;
      res.setHeader('Content-Type', types[extname(found.path)] ?? 'application/octet-stream');
      res.setHeader('Last-Modified', stats.mtime.toUTCString());
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoded) res.setHeader('Content-Encoding', encoded.encoding);
      setHeaders(res, pathname);

      if (!revalidated(found.path)) {
        // Content-hashed: never changes under its name, so its stat is a validator as good as its bytes.
        return send(req, res, `W/"${stats.size}-${stats.mtime.getTime()}"`, () => {
          res.setHeader('Content-Length', stats.size);
          const stream = createReadStream(file);
          stream.once('error', () => res.destroy());
          stream.pipe(res);
        });
      }
      if (found.status !== 200) {
        const body = await readFile(file);
        res.writeHead(found.status, { 'Content-Length': body.length });
        return void res.end(body);
      }
      const key = statKey(stats);
      if (etags.get(file)?.key === key && send(req, res, etags.get(file).etag)) return;
      // The ETag is taken from the bytes sent: a file replaced between the stat and the read is described as it is.
      const body = await readFile(file);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      etags.set(file, { key, etag });
      send(req, res, etag, () => {
        res.setHeader('Content-Length', body.length);
        res.end(body);
      });
    } catch {
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    }
  };
}

/**
 * Answers 304 when the client holds this version, else runs `body` (when given). Returns whether it answered.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} etag @param {() => void} [body]
 */
function send(req, res, etag, body) {
  res.setHeader('ETag', etag);
  const held = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(etag.replace(/^W\//, ''))) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  if (!body) return false;
  res.statusCode = 200;
  body();
  return true;
}
