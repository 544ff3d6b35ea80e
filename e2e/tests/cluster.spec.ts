import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { dropDatabase, startCluster } from '../../scripts/cluster/cluster.mjs';
import { builtFolder } from '../../shared/app-tools/deployed-routes.mjs';
import { inlineScriptHashes } from '../../shared/app-tools/serve.mjs';
import { demoPassword } from '../fixtures/test';

/**
 * `npm run start:cluster` as its tests see it (issue 15 item 6): nginx in front of two of the shell's Node servers and
 * two API processes on one PostgreSQL database (TEST_DATABASE_URL's server, a database of this run's own), on the
 * ports of `npm start` plus 2000.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = Object.assign(new URL(adminUrl), {
  pathname: `/uaeaf_cluster_${randomBytes(4).toString('hex')}`,
}).toString();
const workDirectory = mkdtempSync(join(tmpdir(), 'uaeaf-cluster-'));
// The cluster serves a copy of the shell's build, which the redeploy test replaces; the repository's dist/ stays.
const shellFolder = join(workDirectory, 'shell', 'dist');
// node-postgres is the API's; these tests only read pg-boss's job table with it.
const pg = createRequire(join(import.meta.dirname, '../../api/package.json'))('pg') as {
  Client: new (url: string) => {
    connect(): Promise<void>;
    query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
    end(): Promise<void>;
  };
};
let cluster: Awaited<ReturnType<typeof startCluster>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cpSync(builtFolder({ dir: 'shell' }), shellFolder, { recursive: true });
  cluster = await startCluster({
    databaseUrl,
    portOffset: 2000,
    workDirectory,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    apiLogs: true,
    apiEnv: { LOG_LEVEL: 'info' },
    folderOf: (app) => (app.dir === 'shell' ? shellFolder : builtFolder(app)),
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await dropDatabase(databaseUrl);
  rmSync(workDirectory, { recursive: true, force: true });
});

const idempotentGets = ['/api/health', '/api/social-media', '/api/tournaments', '/api/age-categories'];

/**
 * Keeps `connections` clients sending GETs through nginx while `action` runs (and a moment after); returns every
 * answer that was not a 200, and how many were sent.
 */
async function loadDuring(action: () => Promise<void>, connections = 8) {
  let running = true;
  let sent = 0;
  const failures: string[] = [];
  const client = async (index: number) => {
    while (running) {
      const path = idempotentGets[(sent + index) % idempotentGets.length]!;
      sent += 1;
      try {
        const response = await fetch(`${cluster.origin}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const clients = Array.from({ length: connections }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await action();
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await Promise.all(clients);
  return { sent, failures };
}

/**
 * A GET through nginx while it reloads (a new csp.json): its old workers close their idle keep-alive connections, and
 * a request sent on one of them at that moment finds it closed before any answer. A browser sends such a GET again on
 * a new connection (stop 37's fresh run failed on this in Node's fetch); so does this, once.
 */
async function getWhileReloading(url: string) {
  try {
    return await fetch(url);
  } catch (error) {
    if ((error as Error & { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url);
  }
}

/** Every line the API processes have logged (pino: one JSON object a line). */
function apiLogLines() {
  return cluster.apis
    .flatMap((api) => readFileSync(api.logFile!, 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { requestId?: string; msg: string; path?: string; status?: number });
}

/** The access log's lines from `from` on (nginx writes one JSON object a line). */
function accessLogSince(from: number) {
  return readFileSync(cluster.accessLog, 'utf8')
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { requestId: string; uri: string; upstream: string; status: number });
}

test('serves the built site with the cache headers of the README and a request id on every answer', async () => {
  const page = await fetch(`${cluster.origin}/en/news`, { headers: { 'x-request-id': 'cluster-test-1' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(page.headers.get('x-request-id')).toBe('cluster-test-1');
  const html = await page.text();
  // A server-rendered page names the app's code for after its load (decision 090).
  const script = html.match(/(?:src|data-after-load)="\/?([^"]+\.[0-9a-f]{8,}\.js)"/)?.[1];
  expect(script).toBeDefined();
  const hashed = await fetch(`${cluster.origin}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // A page no remote owns: the app's "Page Not Found" with the pages' headers, answered 404 (decision 084).
  const missing = await fetch(`${cluster.origin}/en/no-such-page`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(await missing.text()).toContain('Page Not Found: ');

  const config = (await (await fetch(`${cluster.origin}/config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const manifest = await fetch(config.remotes.mf_public!);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');

  const logStart = readFileSync(cluster.accessLog, 'utf8').length;
  const api = await fetch(`${cluster.origin}/api/health`, { headers: { 'x-request-id': 'cluster-test-2' } });
  expect(api.headers.get('x-request-id')).toBe('cluster-test-2');
  const made = await fetch(`${cluster.origin}/api/health`);
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  // nginx writes its log line after the answer has gone, so the second may not be there the moment the fetch ends.
  await expect
    .poll(() => accessLogSince(logStart).map((line) => line.requestId))
    .toEqual(['cluster-test-2', made.headers.get('x-request-id')]);
  // The API process that answered logged the request under the same id (pino's JSON lines, api/src/http/request-log.ts).
  await expect
    .poll(() => apiLogLines().filter((line) => line.requestId === 'cluster-test-2'))
    .toEqual([expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/health', status: 200 })]);
});

test("nginx answers a public page with the server's HTML, and an account page with index.html", async () => {
  const logStart = readFileSync(cluster.accessLog, 'utf8').length;
  for (const path of ['/en/careers', '/en/news?page=2']) {
    const page = await fetch(`${cluster.origin}${path}`);
    expect(page.status, path).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // One policy: nginx's, not the shell server's beside it.
    expect(page.headers.get('content-security-policy')).not.toContain(', ');
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const html = await page.text();
    expect(html, path).toMatch(/<html lang="en" dir="ltr" data-ssr="">/);
    expect(html).toMatch(/<h1[^>]*>(Careers|News)<\/h1>/);
  }
  const account = await fetch(`${cluster.origin}/en/my-account-player`);
  expect(account.status).toBe(200);
  expect(await account.text()).toBe(readFileSync(join(shellFolder, 'index.html'), 'utf8'));
  // Answered by the shell's Node servers (their own calls to the API and the remotes are in the log too).
  const pages = ['/en/careers', '/en/news?page=2', '/en/my-account-player'];
  await expect
    .poll(() =>
      accessLogSince(logStart)
        .filter((line) => pages.includes(line.uri))
        .map((line) => line.upstream),
    )
    .toEqual(Array(3).fill(expect.stringMatching(/^127\.0\.0\.1:530[01]$/)));
});

test('a redeployed shell whose inline script changed runs under its own policy, not the one nginx started with', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The new build's start-up script marks the page; csp.json and a new build id come with index.html, as the shell's
  // build writes them. The shell's servers, whose render is the old build's, leave its pages to the app until they
  // restart.
  const html = readFileSync(join(shellFolder, 'index.html'), 'utf8').replace(
    /<script>/,
    "<script>document.documentElement.dataset.deploy='next';",
  );
  const scriptHashes = inlineScriptHashes(html);
  writeFileSync(join(shellFolder, 'index.html'), html);
  for (const copy of ['index.html.gz', 'index.html.br']) rmSync(join(shellFolder, copy), { force: true });
  writeFileSync(join(shellFolder, 'csp.json'), JSON.stringify({ scriptHashes }));
  writeFileSync(join(shellFolder, 'builds', 'latest.json'), JSON.stringify({ id: 'next' }));

  await expect
    .poll(
      async () => (await getWhileReloading(`${cluster.origin}/en`)).headers.get('content-security-policy'),
      {
        timeout: 10_000,
      },
    )
    .toContain(scriptHashes[0]!);
  await expect
    .poll(async () => (await getWhileReloading(`${cluster.origin}/en`)).text(), { timeout: 10_000 })
    .toContain("dataset.deploy='next'");
  // Each shell server asks again at its next request once a second has passed (page-server.mjs).
  await page.waitForTimeout(1000);
  await page.goto(`${cluster.origin}/en`);
  await expect(page.locator('html')).toHaveAttribute('data-deploy', 'next');
  await expect(page.getByRole('banner').getByRole('link', { name: 'UAE Archery Federation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("nginx refuses twenty bodies longer than any route takes with the API's 413 at once", async () => {
  const body = new Uint8Array(10 * 1024 * 1024);
  const logStart = readFileSync(cluster.accessLog, 'utf8').length;
  const started = performance.now();
  const posts = Array.from({ length: 20 }, () =>
    fetch(`${cluster.origin}/api/uploads`, { method: 'POST', body }).then(async (response) => ({
      answer: `${response.status} ${((await response.json()) as { error: { code: string } }).error.code}`,
      ms: performance.now() - started,
    })),
  );
  const answers = await Promise.all(posts);
  expect(answers.map(({ answer }) => answer)).toEqual(Array(20).fill('413 payload_too_large'));
  // nginx answered each itself, by the length the request named: none reached an API process.
  await expect
    .poll(() => accessLogSince(logStart).filter((line) => line.uri === '/api/uploads'))
    .toHaveLength(20);
  for (const line of accessLogSince(logStart).filter(({ uri }) => uri === '/api/uploads')) {
    expect(line).toMatchObject({ status: 413, upstream: '' });
  }
  // Within seconds, not after the 200 MB were sent (with the browser tests' other worker rendering pages beside it,
  // the answers took up to 5.4 s on CI's two cores).
  expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(10_000);
});

test('a session made on one API process works on the other, and through the proxy', async () => {
  const [first, second] = cluster.apis;
  const login = await fetch(`${first!.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'coach@example.ae', password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('uaeaf_session='))!
    .split(';')[0]!;
  for (const origin of [second!.url, cluster.origin]) {
    const me = await fetch(`${origin}/api/auth/me`, { headers: { cookie } });
    expect(me.status, origin).toBe(200);
    expect(((await me.json()) as { userInfo: { email: string } }).userInfo.email).toBe('coach@example.ae');
  }
});

test('login limits count failures on both processes together', async () => {
  const attempt = (index: number, password: string) =>
    fetch(`${cluster.apis[index % 2]!.url}/api/auth/login`, {
      method: 'POST',
      // The API trusts the proxy (127.0.0.1, with its secret) to name the client, as nginx does for every request.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.23',
        'x-proxy-secret': cluster.proxySecret,
      },
      body: JSON.stringify({ email: 'referee@example.ae', password }),
    });
  for (let index = 0; index < 5; index++) {
    expect((await attempt(index, 'wrong password')).status, `failure ${index + 1}`).toBe(401);
  }
  for (const index of [5, 6]) {
    const refused = await attempt(index, demoPassword);
    expect(refused.status, `process ${(index % 2) + 1}`).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test('killing one API process during a load of GETs loses no request: nginx retries them on the other', async () => {
  const victim = cluster.apis[0]!;
  const logStart = readFileSync(cluster.accessLog, 'utf8').length;
  const { sent, failures } = await loadDuring(async () => {
    await victim.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(200);
  const upstreams = new Set(accessLogSince(logStart).map((line) => line.upstream));
  // Both served before the kill, and at least one request went to the killed process and was sent on.
  expect([...upstreams].some((upstream) => upstream === `127.0.0.1:${victim.port}`)).toBe(true);
  expect([...upstreams].some((upstream) => upstream.includes(', '))).toBe(true);
  await victim.start();
});

test('a rolling restart of both API processes loses no request', async () => {
  const before = cluster.apis.map((api) => api.pid);
  const { sent, failures } = await loadDuring(() => cluster.rollingRestart());
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(200);
  const after = cluster.apis.map((api) => api.pid);
  expect(after.every((pid, index) => pid !== undefined && pid !== before[index])).toBe(true);
});

test('the scheduled jobs run once a minute however many API processes run', async () => {
  // pg-boss's cron (decisions 028, 039): every process schedules the payments' sweep and the 14-day rule each minute.
  // pg-boss turns each minute into one send-it job per queue (a singleton for that minute), and that into the job;
  // two processes must not make two jobs of one minute. Waits until each queue has had two minutes.
  const queues = ['service-party-silence', 'order-expiry-sweep'];
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const counts = async () => {
      const { rows } = await client.query<{ queue: string; minutes: number; jobs: number }>(
        `select queue.name as queue,
           (select count(distinct singleton_on)::int from pgboss.job
              where name = '__pgboss__send-it' and singleton_key = queue.name) as minutes,
           (select count(*)::int from pgboss.job where name = queue.name) as jobs
         from unnest($1::text[]) as queue(name) order by 1`,
        [queues],
      );
      return rows;
    };
    await expect
      .poll(async () => Math.min(...(await counts()).map((row) => row.minutes)), { timeout: 150_000 })
      .toBeGreaterThanOrEqual(2);
    // A minute's job may still be on its way (the send-it job is picked up within 2 s): read again until settled.
    await expect
      .poll(async () => (await counts()).every((row) => row.jobs === row.minutes), { timeout: 10_000 })
      .toBe(true);
    for (const row of await counts()) expect(row.jobs, row.queue).toBe(row.minutes);
  } finally {
    await client.end();
  }
});
