// What the database benchmarks (bench:search, bench:results) share: the API's TypeScript run from source, a call's
// time and the figures of many, the machine's load, and one measurement on PGlite and on a throwaway PostgreSQL
// database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { dropDatabase, ensureDatabase } from '../scripts/cluster/cluster.mjs';
import { root } from '../scripts/steps.mjs';

// tsx (an API dev dependency) compiles the API's sources on import, as in bench:office.
const apiRequire = createRequire(join(root, 'api', 'package.json'));
const tsxFolder = dirname(apiRequire.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(join(tsxFolder, 'dist', 'esm', 'api', 'index.mjs')).href);
register();

/** A module of the API's sources: `fromApi('db/client.ts')` is api/src/db/client.ts. @param {string} path */
export const fromApi = (path) => import(pathToFileURL(join(root, 'api', 'src', path)).href);

/** @param {number[]} sorted @param {number} fraction */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** @param {() => Promise<unknown>} call @returns {Promise<number>} its milliseconds */
export async function timed(call) {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/**
 * p50, p95 and the slowest of a call's times (sorted here), beside the database's target for p95.
 * @param {number[]} times @param {number} targetMs
 */
export function latencyFigures(times, targetMs) {
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  const tenths = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return {
    'p50 ms': tenths(percentile(times, 0.5)),
    'p95 ms': tenths(p95),
    'max ms': tenths(/** @type {number} */ (times.at(-1))),
    'target p95 ms': targetMs,
    'meets target': p95 <= targetMs ? 'yes' : 'no',
  };
}

/** The machine's load is part of every figure: said before and after. */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * `measure` on a PGlite in a new folder, then on a new database on TEST_DATABASE_URL's server; both removed after.
 * @template T
 * @param {string} name the benchmark's, in the folder's and the database's names
 * @param {(database: 'PGlite' | 'PostgreSQL', target: object) => Promise<T>} measure
 * @returns {Promise<{ PGlite: T, PostgreSQL: T }>}
 */
export async function onBothDatabases(name, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), `uaeaf-bench-${name}-`));
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const databaseUrl = Object.assign(new URL(adminUrl), {
    pathname: `/uaeaf_bench_${name}_${randomBytes(4).toString('hex')}`,
  }).toString();
  try {
    const pglite = await measure('PGlite', { kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await ensureDatabase(databaseUrl);
    try {
      return {
        PGlite: pglite,
        PostgreSQL: await measure('PostgreSQL', { kind: 'postgres', url: databaseUrl }),
      };
    } finally {
      await dropDatabase(databaseUrl);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
