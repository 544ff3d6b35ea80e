// A production-like static server for one app: fixed port (busy port = exit, never drift),
// long-lived caching for content-hashed files, no-cache for the files that name them (answered as they are on disk
// at each request, so an app is redeployed by replacing its files, without a restart: static-files.mjs),
// CORS for remotes (the shell fetches their manifests), SPA fallback and /api proxy for the shell.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { basename, dirname, join } from 'node:path';
import { proxiedBodyBytes } from '../contracts/src/body-limits.mjs';
import { ownedPagesPattern } from './owned-pages.mjs';
import { staticFiles } from './static-files.mjs';

const seoFiles = new Set(['/sitemap.xml', '/robots.txt']);

const hashedFile = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|gif|avif)$/;

/** A page (a folder or app route), not a file: no extension. @param {string} pathname */
const isPagePath = (pathname) => !/\.[a-z\d]+$/i.test(pathname);

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return hashedFile.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} url */
function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined; // a relative URL (`/api`) is this origin
  }
}

/**
 * The composed site's Content-Security-Policy (decision 043): scripts, styles, fonts and images only from this origin
 * and the remotes' origins of the runtime config, inline scripts only by the hashes the build computed (csp.json),
 * fetches to those origins and the API, and no page may frame the site.
 * @param {{ scriptHashes: string[], config: { apiBase?: string, remotes?: Record<string, string> } }} inputs
 */
export function contentSecurityPolicy({ scriptHashes, config }) {
  const remotes = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  const api = originOf(config.apiBase ?? '') ?? [];
  const from = (...extra) => ["'self'", ...remotes, ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from(...scriptHashes)}`,
    // React and the remotes' CSS loaders insert <style> elements at run time; styles cannot run script.
    `style-src ${from("'unsafe-inline'")}`,
    `img-src ${from('data:', 'blob:')}`,
    `font-src ${from('data:')}`,
    `connect-src ${from(...[api].flat())}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The CSP source of every inline script of a page (`'sha256-…'`), in its order: the shell's build writes them to
 * csp.json from its emitted index.html, so they always match what the browser runs.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** A file's whole stat as a key, '-' while it is missing (a copy made with its old modification time is a change). */
function fileStamp(/** @type {string} */ file) {
  if (!existsSync(file)) return '-';
  const { ino, size, mtimeMs, ctimeMs } = statSync(file);
  return `${ino}:${size}:${mtimeMs}:${ctimeMs}`;
}

/**
 * A page's policy (decision 043; a remote's own page too, decision 082), rebuilt when what it is made of changes: a
 * redeployed app brings the hashes of its new inline scripts, and moving a remote is a config edit, not a restart.
 * The shell's build lists its inline scripts in csp.json (its pre-rendered pages carry the same ones); a remote's own
 * page, which has no such list, is read for them. Keyed on each file's `fileStamp`.
 * @param {string} root @param {string | undefined} configFile
 */
function policyReader(root, configFile) {
  const hashesFile = join(root, 'csp.json');
  const page = join(root, 'index.html');
  const config = configFile ?? join(root, 'config.json');
  let key = '';
  let policy = '';
  const scriptHashes = () => {
    if (existsSync(hashesFile)) return JSON.parse(readFileSync(hashesFile, 'utf8')).scriptHashes;
    return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
  };
  return () => {
    const current = `${fileStamp(hashesFile)} ${fileStamp(page)} ${fileStamp(config)}`;
    if (current !== key) {
      const runtime = existsSync(config) ? JSON.parse(readFileSync(config, 'utf8')) : {};
      policy = contentSecurityPolicy({ scriptHashes: scriptHashes(), config: runtime });
      key = current;
    }
    return policy;
  };
}

/**
 * Whether some remote owns a page path, by the route table the shell's build wrote beside it (`route-table.json`) and
 * the routes of the runtime config, which replace the built-in paths of the remotes they list (decision 053), as the
 * app's own lookup does. A build without the table (a remote's) owns every path. Read again when either file changes.
 * @param {string} root @param {string | undefined} configFile
 * @returns {(pathname: string) => boolean}
 */
function ownedPagesReader(root, configFile) {
  const tableFile = join(root, 'route-table.json');
  const config = configFile ?? join(root, 'config.json');
  let key = '';
  let owned = /^/;
  return (pathname) => {
    const current = `${fileStamp(tableFile)} ${fileStamp(config)}`;
    if (current !== key) {
      const table = existsSync(tableFile) ? JSON.parse(readFileSync(tableFile, 'utf8')) : undefined;
      const { routes } = existsSync(config) ? JSON.parse(readFileSync(config, 'utf8')) : {};
      owned = table ? new RegExp(ownedPagesPattern({ ...table, ...routes })) : /^/;
      key = current;
    }
    return owned.test(pathname);
  };
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] answer unknown paths with index.html (the shell)
 * @param {string} [options.apiTarget] origin that /api/* is proxied to (the shell)
 * @param {string} [options.proxySecret] sent to the API in X-Proxy-Secret, its PROXY_SECRET: the API believes the
 *   X-Forwarded-For of this proxy, not of any other local caller (decision 082)
 * @param {string} [options.configFile] a runtime config served as /config.json instead of the built one
 * @param {boolean} [options.cors] allow other origins to fetch (remotes)
 * @param {{ answer: (url: string) => Promise<import('./ssr/page-server.mjs').PageAnswer | undefined> }} [options.pages]
 *   the server-rendered pages (the shell; decision 090), answered for page paths before index.html
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  apiTarget,
  proxySecret,
  configFile,
  cors = false,
  pages,
}) {
  const pagePolicy = policyReader(root, configFile);
  const ownsPage = ownedPagesReader(root, configFile);
  /** @param {import('node:http').ServerResponse} res @param {string} pathname */
  function setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A page: index.html by name, or a folder or SPA path answered with it.
    if (pathname.endsWith('.html') || isPagePath(pathname)) {
      res.setHeader('Content-Security-Policy', pagePolicy());
      res.setHeader('X-Frame-Options', 'DENY');
    }
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  }
  const files = staticFiles(root, {
    spa,
    revalidated: (path) => cacheControlFor(path) === 'no-cache',
    setHeaders,
    // A page no remote owns is the app's "Page Not Found", and says so to search engines (decision 084).
    fallbackStatus: (pathname) => (ownsPage(pathname) ? 200 : 404),
  });
  const configServer =
    configFile &&
    staticFiles(dirname(configFile), {
      revalidated: () => true,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (apiTarget && (url === '/api' || url.startsWith('/api/')))
      return proxy(req, res, apiTarget, proxySecret);
    // Search engines look for these at the site's root; the API writes them from the content it holds.
    if (apiTarget && seoFiles.has(url.split('?')[0])) {
      req.url = `/api/seo${url}`;
      return proxy(req, res, apiTarget, proxySecret);
    }
    if (configServer && url.split('?')[0] === '/config.json') {
      req.url = `/${basename(configFile)}`;
      return void configServer(req, res, () => notFound(res));
    }
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    const serveFile = () => void files(req, res, () => notFound(res));
    if (pages && (req.method === 'GET' || req.method === 'HEAD') && isPagePath(url.split('?')[0])) {
      return void pages.answer(url).then(
        (page) => (page ? sendPage(req, res, page, setHeaders) : serveFile()),
        () => serveFile(),
      );
    }
    serveFile();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * A server-rendered page, compressed as the client accepts, revalidated by its ETag.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {import('./ssr/page-server.mjs').PageAnswer} page
 * @param {(res: import('node:http').ServerResponse, pathname: string) => void} setHeaders
 */
function sendPage(req, res, page, setHeaders) {
  setHeaders(res, (req.url ?? '/').split('?')[0]);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304);
    return res.end();
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = pageBytes(page, accepted);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.byteLength);
  res.writeHead(page.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page in the encoding a client takes. A kept page holds its brotli copy only: every browser takes it; the rare
 * client that does not (a crawler, a script) gets the page unpacked, and gzipped if it takes that.
 * @param {import('./ssr/page-server.mjs').PageAnswer} page @param {string} accepted the Accept-Encoding header
 * @returns {[encoding: string | undefined, body: Buffer]}
 */
function pageBytes(page, accepted) {
  if (page.br && /\bbr\b/.test(accepted)) return ['br', page.br];
  const body = page.body ?? brotliDecompressSync(/** @type {Buffer} */ (page.br));
  return /\bgzip\b/.test(accepted) ? ['gzip', gzipSync(body)] : [undefined, body];
}

/** @param {import('node:http').ServerResponse} res */
function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/**
 * The request's headers as the API gets them. This server is the edge: what a client claims in X-Forwarded-For or
 * X-Proxy-Secret is replaced or dropped, never passed on, or the API's per-address login limit could be dodged.
 * @param {import('node:http').IncomingMessage} req @param {string | undefined} secret
 */
function forwardedHeaders(req, secret) {
  const headers = { ...req.headers };
  delete headers['x-proxy-secret'];
  return {
    ...headers,
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'http',
    ...(secret && { 'x-proxy-secret': secret }),
  };
}

/**
 * How long the rest of a refused body is read and dropped, so that the client, still sending, reads the refusal: a
 * connection closed on unread bytes is reset, and the client loses the answer (EPIPE) with it (nginx's lingering close).
 */
const lingerMs = 2000;

/**
 * Reads what is left of a body into nothing, then cuts the connection if the body is still coming. Nothing of it is
 * forwarded or kept.
 * @param {import('node:http').IncomingMessage} req
 */
function dropRest(req) {
  const cut = setTimeout(() => req.socket.destroy(), lingerMs).unref();
  req.once('end', () => clearTimeout(cut));
  req.resume();
}

/**
 * The API's 413 `payload_too_large`, from the proxy.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} maxBytes
 */
function tooLarge(req, res, maxBytes) {
  res.writeHead(413, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { code: 'payload_too_large', message: `The request body exceeds ${maxBytes} bytes` },
    }),
  );
  dropRest(req);
}

/**
 * Forwards a request to the API. A body longer than any route takes is refused here (decision 082): by its
 * Content-Length before a byte is read, or, sent in chunks, at the first byte over. The request's head goes at once,
 * so the API can refuse by the length it names; an answer that comes while the body is still arriving (its 413) is
 * passed on at once, and the rest of the body is dropped. The body is held here and sent in one write, as nginx
 * does: streamed, the API's refusal raced our writes, and a write into its closed connection (EPIPE) lost the answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} target @param {string | undefined} secret
 */
function proxy(req, res, target, secret) {
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const maxBytes = proxiedBodyBytes(chunked);
  if (!chunked && Number(req.headers['content-length'] ?? 0) > maxBytes) return tooLarge(req, res, maxBytes);
  let answered = false;
  /** @type {Buffer[]} */
  const body = [];
  let received = 0;
  const stopReading = () => {
    req.off('data', hold);
    req.off('end', send);
  };
  const hold = (/** @type {Buffer} */ chunk) => {
    received += chunk.byteLength;
    if (received <= maxBytes) return void body.push(chunk);
    answered = true;
    stopReading();
    upstream.destroy();
    tooLarge(req, res, maxBytes);
  };
  const send = () => upstream.end(Buffer.concat(body));
  const upstream = request(
    new URL(req.url ?? '/', target),
    {
      method: req.method,
      headers: forwardedHeaders(req, secret),
    },
    (upstreamRes) => {
      if (answered) return void upstreamRes.resume();
      answered = true;
      const early = !req.complete;
      const headers = { ...upstreamRes.headers };
      if (early) {
        stopReading();
        // Its "Connection: close" is not passed on: closed on a body still coming, the client's connection would be
        // reset before it read the answer.
        delete headers.connection;
        dropRest(req);
        // The API ends its side with such an answer; the body it did not ask for goes nowhere.
        upstreamRes.once('end', () => upstream.destroy());
      }
      res.writeHead(upstreamRes.statusCode ?? 502, headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.writableEnded) return;
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'api_unavailable', message: 'The API is not reachable' } }));
  });
  upstream.flushHeaders();
  req.on('data', hold);
  req.on('end', send);
}
