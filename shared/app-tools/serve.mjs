// A production-like static server for one app: fixed port (busy port = exit, never drift),
// long-lived caching for content-hashed files, no-cache for the files that name them,
// CORS for remotes (the shell fetches their manifests), SPA fallback and /api proxy for the shell.
import { createServer, request } from 'node:http';
import sirv from 'sirv';

const seoFiles = new Set(['/sitemap.xml', '/robots.txt']);

const hashedFile = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg|gif|avif)$/;

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return hashedFile.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] answer unknown paths with index.html (the shell)
 * @param {string} [options.apiTarget] origin that /api/* is proxied to (the shell)
 * @param {string} [options.configFile] a runtime config served as /config.json instead of the built one
 * @param {boolean} [options.cors] allow other origins to fetch (remotes)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  apiTarget,
  configFile,
  cors = false,
}) {
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const configServer = configFile ? sirv(configFile.replace(/\/[^/]+$/, ''), { dev: true }) : undefined;
  const configName = configFile?.replace(/^.*\//, '');

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (apiTarget && (url === '/api' || url.startsWith('/api/'))) return proxy(req, res, apiTarget);
    // Search engines look for these at the site's root; the API writes them from the content it holds.
    if (apiTarget && seoFiles.has(url.split('?')[0])) {
      req.url = `/api/seo${url}`;
      return proxy(req, res, apiTarget);
    }
    if (configServer && url.split('?')[0] === '/config.json') {
      req.url = `/${configName}`;
      res.setHeader('Cache-Control', 'no-cache');
      return configServer(req, res, () => notFound(res));
    }
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    files(req, res, () => notFound(res));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** @param {import('node:http').ServerResponse} res */
function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} target
 */
function proxy(req, res, target) {
  const upstream = request(
    new URL(req.url ?? '/', target),
    {
      method: req.method,
      // This server is the edge: what a client claims in X-Forwarded-For is replaced, never passed on, or the API's
      // per-address login limit could be dodged.
      headers: {
        ...req.headers,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'api_unavailable', message: 'The API is not reachable' } }));
  });
  req.pipe(upstream);
}
