import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { createServer, get } from 'node:http';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { cacheControlFor, contentSecurityPolicy, inlineScriptHashes, startStaticServer } from './serve.mjs';
import { assertPortsFree } from './ports.mjs';
import { unsizedBodyBytes } from '../contracts/src/body-limits.mjs';

const run = promisify(execFile);
let root;
const servers = [];
const start = async (options) => {
  const server = await startStaticServer({ root, port: 0, ...options });
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(root, 'builds'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(join(root, 'remoteEntry.js'), 'var remote');
  writeFileSync(join(root, 'builds', 'latest.json'), '{"id":"abc"}');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * Twenty POSTs of `bytes` at once from a process of their own, as a client elsewhere sends them (in this process the
 * server's and the client's turns interleave, and a connection reset before the answer is read goes unseen): each
 * answer's status and error code, and when it came.
 */
async function postsFromAnotherProcess(url, bytes) {
  const script = `
    const started = performance.now();
    const body = new Uint8Array(${bytes});
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      fetch(${JSON.stringify(url)}, { method: 'POST', body }).then(
        async (response) => (response.status + ' ' + (await response.json()).error?.code),
        (error) => String(error.cause?.code ?? error.message),
      ).then((answer) => ({ answer, ms: performance.now() - started }))));
    console.log(JSON.stringify(answers));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout);
}

// Starting another Node process took over 5 s (vitest's default) on CI's two cores busy with the other test
// workers; the answers' own times are measured inside that process, and their limits stay as they are.
const anotherProcessTimeout = 30_000;

describe('static server', () => {
  it('caches content-hashed files for a year and revalidates the files that name them', async () => {
    const origin = await start({});
    expect((await fetch(`${origin}/main.0123456789.js`)).headers.get('cache-control')).toContain('immutable');
    for (const path of ['/remoteEntry.js', '/builds/latest.json', '/index.html']) {
      expect((await fetch(`${origin}${path}`)).headers.get('cache-control')).toBe('no-cache');
    }
    expect(cacheControlFor('/mf-manifest.json')).toBe('no-cache');
  });

  it('lets other origins fetch a remote, and answers unknown files with 404', async () => {
    const origin = await start({ cors: true });
    const response = await fetch(`${origin}/remoteEntry.js`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${origin}/nothing.js`)).status).toBe(404);
  });

  it('answers any page path of the shell with index.html', async () => {
    const origin = await start({ spa: true });
    const response = await fetch(`${origin}/en/news/3`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect((await fetch(`${origin}/missing.0123456789.js`)).status).toBe(404);
  });

  it("answers a page no remote owns with index.html and 404, by the shell build's table and the config's routes", async () => {
    const shell = mkdtempSync(join(tmpdir(), 'shell-'));
    cpSync(join(root, 'index.html'), join(shell, 'index.html'));
    writeFileSync(
      join(shell, 'route-table.json'),
      JSON.stringify({ mf_public: ['', 'news/*'], mf_office: ['office/*'] }),
    );
    const config = join(shell, 'runtime.json');
    writeFileSync(config, '{}');
    const origin = await start({ root: shell, spa: true, configFile: config });
    for (const path of ['/', '/en', '/news/3', '/en/office/requests/', '/ar/news']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    }
    for (const path of ['/no-such-page', '/en/no-such-page', '/english', `/en/${'x'.repeat(300)}`]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      // The app's own "Page Not Found", in the page's language, with the site's headers; never kept as a 304.
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      expect(response.headers.get('etag')).toBeNull();
    }
    // A remote redeployed with a new path declares it in the runtime config: served at once, without a restart.
    writeFileSync(config, JSON.stringify({ routes: { mf_public: ['', 'news/*', 'shop'] } }));
    expect((await fetch(`${origin}/en/shop`)).status).toBe(200);
    // A build without the table (a remote served alone) answers every page path.
    expect((await fetch(`${await start({ spa: true })}/no-such-page`)).status).toBe(200);
  });

  it('answers a server-rendered page compressed and revalidated, and index.html for the pages the browser renders', async () => {
    const html = Buffer.from('<title>news as HTML</title>');
    const pages = {
      answer: async (/** @type {string} */ url) =>
        url.startsWith('/en/news')
          ? { status: url === '/en/news/9' ? 404 : 200, br: brotliCompressSync(html), etag: '"news"' }
          : undefined,
    };
    const origin = await start({ spa: true, pages });
    const news = await fetch(`${origin}/en/news?page=2`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(await news.text()).toBe('<title>news as HTML</title>');
    expect(news.headers.get('content-encoding')).toBe('br');
    // A kept page holds its brotli copy only: a client that does not take brotli gets it gzipped or unpacked.
    const gzipped = await fetch(`${origin}/en/news`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe('<title>news as HTML</title>');
    expect(news.headers.get('cache-control')).toBe('no-cache');
    expect(news.headers.get('etag')).toBe('"news"');
    expect(news.headers.get('x-frame-options')).toBe('DENY');
    expect(news.headers.get('content-security-policy')).toBeTruthy();
    expect((await fetch(`${origin}/en/news`, { headers: { 'If-None-Match': '"news"' } })).status).toBe(304);
    expect((await fetch(`${origin}/en/news/9`)).status).toBe(404);
    const plain = await new Promise((resolve) =>
      get(`${origin}/en/news`, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve([res.headers['content-encoding'], text]));
      }),
    );
    expect(plain).toEqual([undefined, '<title>news as HTML</title>']);
    expect(await (await fetch(`${origin}/en/auth/login`)).text()).toContain('<title>shell</title>');
    expect((await fetch(`${origin}/main.0123456789.js`)).headers.get('cache-control')).toContain('immutable');
  });

  it('proxies /api to the API, and says so in JSON when the API is down', async () => {
    const api = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          path: req.url,
          forwardedFor: req.headers['x-forwarded-for'],
          proxySecret: req.headers['x-proxy-secret'],
        }),
      );
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    servers.push(api);
    const apiTarget = `http://127.0.0.1:${api.address().port}`;
    const origin = await start({ spa: true, apiTarget, proxySecret: 'the-secret' });
    const forged = { 'x-forwarded-for': '6.6.6.6', 'x-proxy-secret': 'forged' };
    const body = await (await fetch(`${origin}/api/health?x=1`, { headers: forged })).json();
    expect(body).toEqual({ path: '/api/health?x=1', forwardedFor: '127.0.0.1', proxySecret: 'the-secret' });
    // Without a secret of its own, a client's is not passed on either.
    const plain = await start({ spa: true, apiTarget });
    expect(
      (await (await fetch(`${plain}/api/health`, { headers: forged })).json()).proxySecret,
    ).toBeUndefined();
    expect((await (await fetch(`${origin}/sitemap.xml`)).json()).path).toBe('/api/seo/sitemap.xml');
    expect((await (await fetch(`${origin}/robots.txt`)).json()).path).toBe('/api/seo/robots.txt');

    const orphan = await start({ spa: true, apiTarget: 'http://127.0.0.1:9' });
    const down = await fetch(`${orphan}/api/health`);
    expect(down.status).toBe(502);
    expect((await down.json()).error.code).toBe('api_unavailable');
  });

  it(
    'refuses bodies longer than any route takes with 413 before reading them, while the API stays fast',
    async () => {
      let bodiesSeen = 0;
      const api = createServer((req, res) => {
        if (req.method === 'POST') bodiesSeen += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":"ok"}');
      });
      await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
      servers.push(api);
      const origin = await start({ spa: true, apiTarget: `http://127.0.0.1:${api.address().port}` });
      const posts = postsFromAnotherProcess(`${origin}/api/uploads`, 10 * 1024 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const healthStarted = performance.now();
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      const healthMs = performance.now() - healthStarted;
      const answers = await posts;
      expect(answers.map(({ answer }) => answer)).toEqual(Array(20).fill('413 payload_too_large'));
      expect(bodiesSeen).toBe(0);
      expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(3000);
      expect(healthMs).toBeLessThan(1000);
    },
    anotherProcessTimeout,
  );

  it(
    "passes on the API's early 413 at once",
    async () => {
      const api = createServer((req, res) => {
        // As limitBody does: refused by its length before a byte is read, and the connection ends with the answer.
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end('{"error":{"code":"payload_too_large","message":"The request body exceeds 65536 bytes"}}');
      });
      await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
      servers.push(api);
      const origin = await start({ spa: true, apiTarget: `http://127.0.0.1:${api.address().port}` });
      const answers = await postsFromAnotherProcess(`${origin}/api/contact`, 2 * 1024 * 1024);
      expect(answers.map(({ answer }) => answer)).toEqual(Array(20).fill('413 payload_too_large'));
      expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(3000);
    },
    anotherProcessTimeout,
  );

  it('counts a body sent in chunks and refuses it at the first byte over what the API takes unsized', async () => {
    let apiRead = 0;
    const api = createServer((req, res) => {
      req.on('data', (chunk) => (apiRead += chunk.byteLength));
      req.on('end', () => res.end('{}'));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    servers.push(api);
    const origin = await start({ spa: true, apiTarget: `http://127.0.0.1:${api.address().port}` });
    const chunks = async function* () {
      for (let index = 0; index < 10 * 16; index += 1) yield new Uint8Array(64 * 1024);
    };
    const response = await fetch(`${origin}/api/contact`, { method: 'POST', body: chunks(), duplex: 'half' });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect(apiRead).toBeLessThanOrEqual(unsizedBodyBytes);
  });

  it('serves another runtime config as /config.json without a rebuild', async () => {
    const config = join(mkdtempSync(join(tmpdir(), 'config-')), 'moved.json');
    writeFileSync(config, '{"apiBase":"https://api.example.ae"}');
    const origin = await start({ spa: true, configFile: config });
    expect(await (await fetch(`${origin}/config.json`)).json()).toEqual({
      apiBase: 'https://api.example.ae',
    });
  });

  it("sends the shell's Content-Security-Policy: its build's script hashes and the configured remotes' origins", async () => {
    const shell = mkdtempSync(join(tmpdir(), 'serve-shell-'));
    writeFileSync(join(shell, 'index.html'), '<!doctype html><script>boot()</script>');
    writeFileSync(join(shell, 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-abc='"] }));
    const config = join(shell, 'runtime.json');
    writeFileSync(
      config,
      JSON.stringify({
        apiBase: '/api',
        remotes: {
          a: 'http://localhost:4001/mf-manifest.json',
          b: 'https://b.example.ae/mf/mf-manifest.json',
        },
      }),
    );
    const origin = await start({ root: shell, spa: true, configFile: config });
    for (const path of ['/', '/en/news/3']) {
      const response = await fetch(`${origin}${path}`);
      const policy = response.headers.get('content-security-policy');
      expect(policy).toContain("script-src 'self' http://localhost:4001 https://b.example.ae 'sha256-abc='");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("gives a remote's own page the site's policy, with the hashes of its own inline scripts", async () => {
    const remoteRoot = mkdtempSync(join(tmpdir(), 'serve-remote-'));
    writeFileSync(
      join(remoteRoot, 'index.html'),
      '<!doctype html><script>start()</script><script src="/main.js"></script>',
    );
    const remote = await start({ root: remoteRoot, cors: true, spa: true });
    const [hash] = inlineScriptHashes('<script>start()</script>');
    for (const path of ['/', '/en/tournament/Local', '/index.html']) {
      expect((await fetch(`${remote}${path}`)).headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ scriptHashes: [hash], config: {} }),
      );
    }
    expect(contentSecurityPolicy({ scriptHashes: [hash], config: {} })).toContain(
      `script-src 'self' ${hash};`,
    );
  });

  it('answers a file replaced in place with its new body, length and validators, and 304 only while unchanged', async () => {
    const app = mkdtempSync(join(tmpdir(), 'serve-redeploy-'));
    writeFileSync(join(app, 'remoteEntry.js'), 'var remote = "first build";');
    const origin = await start({ root: app, cors: true });
    const first = await fetch(`${origin}/remoteEntry.js`);
    expect(await first.text()).toBe('var remote = "first build";');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidate = () => fetch(`${origin}/remoteEntry.js`, { headers: { 'if-none-match': etag } });
    expect((await revalidate()).status).toBe(304);

    // A deploy that writes the file in place, and one that renames a new file over it (what rsync does).
    const secondBuild = 'var remote = "second build, a longer one";';
    writeFileSync(join(app, 'remoteEntry.js'), secondBuild);
    const second = await revalidate();
    expect(second.status).toBe(200);
    expect(second.headers.get('content-length')).toBe(String(secondBuild.length));
    expect(await second.text()).toBe(secondBuild);
    expect(second.headers.get('etag')).not.toBe(etag);

    writeFileSync(join(app, 'next.js'), 'var remote = "first build";');
    renameSync(join(app, 'next.js'), join(app, 'remoteEntry.js'));
    // Rolled back: the old bytes are the old version again, for this server and any other.
    const rolledBack = await fetch(`${origin}/remoteEntry.js`);
    expect(rolledBack.headers.get('etag')).toBe(etag);
    expect(await rolledBack.text()).toBe('var remote = "first build";');
  });

  it('serves the files a deploy adds and forgets the ones it removes', async () => {
    const app = mkdtempSync(join(tmpdir(), 'serve-files-'));
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>one</title>');
    writeFileSync(join(app, 'routes.0123456789.js'), 'old()');
    const origin = await start({ root: app, spa: true });
    writeFileSync(join(app, 'routes.abcdef0123.js'), 'next()');
    rmSync(join(app, 'routes.0123456789.js'));
    const added = await fetch(`${origin}/routes.abcdef0123.js`);
    expect(await added.text()).toBe('next()');
    expect(added.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${origin}/routes.0123456789.js`)).status).toBe(404);
  });

  it('sends the pre-compressed copy the browser accepts, as it is after a deploy', async () => {
    const app = mkdtempSync(join(tmpdir(), 'serve-br-'));
    writeFileSync(join(app, 'mf-manifest.json'), '{"id":1}');
    writeFileSync(join(app, 'mf-manifest.json.br'), 'brotli one');
    const origin = await start({ root: app });
    const headers = { 'accept-encoding': 'gzip, br' };
    const first = await fetch(`${origin}/mf-manifest.json`, { headers, decompress: false });
    expect(first.headers.get('content-encoding')).toBe('br');
    writeFileSync(join(app, 'mf-manifest.json.br'), 'brotli two, longer');
    const second = await fetch(`${origin}/mf-manifest.json`, {
      headers: { ...headers, 'if-none-match': first.headers.get('etag') },
    });
    expect(second.status).toBe(200);
    expect(second.headers.get('content-length')).toBe('18');
    expect((await fetch(`${origin}/mf-manifest.json`)).headers.get('content-encoding')).toBeNull();
  });

  it('never serves dotfiles or paths outside the folder', async () => {
    const app = mkdtempSync(join(tmpdir(), 'serve-dot-'));
    writeFileSync(join(app, '.env'), 'SECRET=1');
    const origin = await start({ root: app });
    expect((await fetch(`${origin}/.env`)).status).toBe(404);
    expect((await fetch(`${origin}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });

  it("gives a redeployed shell's page the policy of its new inline scripts, without a restart", async () => {
    const shell = mkdtempSync(join(tmpdir(), 'serve-shell-redeploy-'));
    writeFileSync(join(shell, 'index.html'), '<!doctype html><script>one()</script>');
    writeFileSync(join(shell, 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-one='"] }));
    const origin = await start({ root: shell, spa: true });
    expect((await fetch(`${origin}/en/news`)).headers.get('content-security-policy')).toContain(
      "'sha256-one='",
    );

    const next = mkdtempSync(join(tmpdir(), 'serve-shell-next-'));
    writeFileSync(join(next, 'index.html'), '<!doctype html><script>two()</script>');
    writeFileSync(join(next, 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-two='"] }));
    cpSync(next, shell, { recursive: true, preserveTimestamps: true });
    const page = await fetch(`${origin}/en/news`);
    expect(await page.text()).toContain('two()');
    const policy = page.headers.get('content-security-policy');
    expect(policy).toContain("'sha256-two='");
    expect(policy).not.toContain("'sha256-one='");
  });

  it('refuses a port that is taken instead of moving to another', async () => {
    const origin = await start({});
    const port = Number(new URL(origin).port);
    await expect(startStaticServer({ root, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('port check before start', () => {
  it('names every busy port', async () => {
    const origin = await start({});
    const port = Number(new URL(origin).port);
    await expect(assertPortsFree([port])).rejects.toThrow(`port(s) ${port} already in use`);
    await servers.pop().close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(assertPortsFree([port])).resolves.toBeUndefined();
  });
});
