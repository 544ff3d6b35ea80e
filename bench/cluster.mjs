// npm run bench:cluster — the same load on `npm start` (one API on PGlite behind the shell's Node server) and on
// `npm run start:cluster` (nginx, two of the shell's Node servers, two API processes, PostgreSQL): 200 connections for 60 s each (BENCH_CONNECTIONS,
// BENCH_SECONDS), spread over a page and the API calls every page load makes. Prints requests per second, p99 latency
// and errors (failed connections, timeouts and any answer other than 2xx, split by kind) and writes .bench/cluster.json. Needs
// `npm run build` first; the cluster's throwaway database is made on TEST_DATABASE_URL's server and dropped after.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dropDatabase, startCluster } from '../scripts/cluster/cluster.mjs';
import { startSite } from '../scripts/site.mjs';
import { root } from '../scripts/steps.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 60);
// Both set-ups on ports of their own (7000-7006, APIs 7100-7102): never a running site's, the tests' or other benches'.
const portOffset = 4000;
const paths = ['/en', '/api/health', '/api/tournaments', '/api/social-media', '/api/age-categories'];

/** @param {string} origin */
async function load(origin) {
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    // What the errors were: failed or timed-out connections, and answers by status class.
    failedConnections: result.errors + result.timeouts,
    '4xx': result['4xx'],
    '5xx': result['5xx'],
  };
}

async function onNpmStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-cluster-'));
  const site = await startSite({
    portOffset,
    apiEnv: { PGLITE_DIR: join(dataDir, 'pgdata'), LOG_LEVEL: 'silent' },
    catchMail: false,
    embeddedPayments: false,
    stdio: 'ignore',
  });
  try {
    return await load(site.urls.shell);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onCluster() {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const databaseUrl = Object.assign(new URL(adminUrl), {
    pathname: `/uaeaf_bench_${randomBytes(4).toString('hex')}`,
  }).toString();
  const workDirectory = mkdtempSync(join(tmpdir(), 'uaeaf-bench-nginx-'));
  // The JSON access log is part of what is measured: the cluster keeps it on.
  const cluster = await startCluster({
    databaseUrl,
    portOffset,
    workDirectory,
    stdio: 'ignore',
    apiEnv: { LOG_LEVEL: 'silent' },
  });
  try {
    return await load(cluster.origin);
  } finally {
    await cluster.stop();
    await dropDatabase(databaseUrl);
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

console.log(`${connections} connections for ${duration} s on each set-up: ${paths.join(', ')}`);
const results = { 'npm start': await onNpmStart(), 'npm run start:cluster': await onCluster() };
console.table(results);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench', 'cluster.json'),
  JSON.stringify({ connections, duration, paths, results }, null, 2),
);
