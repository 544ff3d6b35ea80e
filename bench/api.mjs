// npm run bench:api — the API's public reads against a bare Hono route in the same run (issue 16 item 3, decision 064):
// the API's production build on a fresh PGlite folder, then on a fresh PostgreSQL database (TEST_DATABASE_URL's
// server, dropped after), each route loaded alone with autocannon, 100 connections for 10 s (BENCH_CONNECTIONS,
// BENCH_SECONDS). The bare route is measured again before each database, so each ratio compares two figures taken
// under the same load on the machine. Prints route, req/s, its share of the bare route, p99 and errors, and writes
// .bench/api.json. Needs the API built (`npm run build`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiPort } from '../shared/app-tools/apps.mjs';
import { assertPortsFree } from '../shared/app-tools/ports.mjs';
import { dropDatabase, ensureDatabase } from '../scripts/cluster/cluster.mjs';
import { waitFor } from '../scripts/wait-for.mjs';
import { root } from '../scripts/steps.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// Ports of their own (8100, bare 8101): never a running site's, the tests' or the other benches'.
const port = apiPort + 5000;
const barePort = port + 1;
// The shell's start-up calls (shared/api-client/src/startup.ts).
const startupPaths = [
  '/api/menus/detail?categoryId=1',
  '/api/blocks?categoryId=35',
  '/api/social-media',
  '/api/age-categories',
  '/api/tournaments',
];
const targets = { share: 0.3, p99Ms: 50 };
// The member read is measured, not cached: it is not held to the public reads' targets.
const memberPath = '/api/account/summary';

/** Starts a Node process and returns its stop. @param {string[]} args @param {Record<string, string>} env */
function launch(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

// The same framework and server the API runs on, with one route and no middleware.
const bareServer = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: ${barePort}, hostname: '127.0.0.1' });
`;

/** @param {string} url @param {Record<string, string>} [headers] */
async function load(url, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A demo member's session, for the member read. @param {string} origin */
async function memberCookie(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@example.ae', password: 'Archery#2026' }),
  });
  if (!response.ok) throw new Error(`The demo player could not log in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Every route's figures on one database, after the bare route's. @param {Record<string, string>} env */
async function measure(database, env) {
  const bare = await load(`http://127.0.0.1:${barePort}/`);
  const stop = launch(['dist/server.mjs'], {
    PORT: String(port),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ...env,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/api/health`, 180_000);
    const list = await (await fetch(`${origin}/api/news?page=1`)).json();
    const paths = [
      '/api/news?page=1',
      `/api/news/${list.items[0].id}`,
      '/api/tournaments/list?kind=Local',
      ...startupPaths,
    ];
    // A process just started is still compiling its hot paths and starting its jobs: not part of any route's figure.
    await autocannon({ url: `${origin}${paths[0]}`, connections, duration: Math.min(duration, 3) });
    const cookie = await memberCookie(origin);
    const rows = [{ database, route: 'bare Hono', ...bare }];
    for (const path of [...paths, memberPath]) {
      const headers = path === memberPath ? { cookie } : {};
      const first = await fetch(`${origin}${path}`, { headers });
      if (!first.ok) throw new Error(`${path} answered ${first.status}`);
      rows.push({ database, route: path, ...(await load(`${origin}${path}`, headers)) });
    }
    return rows.map((row) => ({
      ...row,
      share: `${Math.round((row.requestsPerSecond / bare.requestsPerSecond) * 1000) / 10}%`,
      meetsTargets:
        row.route === memberPath || row.route === 'bare Hono'
          ? '—'
          : row.requestsPerSecond >= targets.share * bare.requestsPerSecond &&
              row.p99Ms <= targets.p99Ms &&
              row.errors === 0
            ? 'yes'
            : 'no',
    }));
  } finally {
    await stop();
  }
}

await assertPortsFree([port, barePort]);
const stopBare = launch(['--input-type=module', '-e', bareServer], {});
const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-api-'));
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = Object.assign(new URL(adminUrl), {
  pathname: `/uaeaf_bench_api_${randomBytes(4).toString('hex')}`,
}).toString();
const rows = [];
try {
  await waitFor(`http://127.0.0.1:${barePort}/`, 15_000);
  console.log(
    `${connections} connections for ${duration} s per route; targets: >= ${targets.share * 100}% of bare Hono, ` +
      `p99 <= ${targets.p99Ms} ms, 0 errors (the member read is measured only)`,
  );
  rows.push(...(await measure('PGlite', { PGLITE_DIR: join(dataDir, 'pgdata') })));
  await ensureDatabase(databaseUrl);
  try {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: databaseUrl })));
  } finally {
    await dropDatabase(databaseUrl);
  }
} finally {
  await stopBare();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(
  rows.map(({ database, route, requestsPerSecond, share, p99Ms, errors, meetsTargets }) => ({
    database,
    route,
    'req/s': requestsPerSecond,
    'of bare': share,
    'p99 ms': p99Ms,
    errors,
    'meets targets': meetsTargets,
  })),
);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'api.json'), JSON.stringify({ connections, duration, rows }, null, 2));
