// node bench/uploads.mjs — what image uploads cost everyone else (issue 27 item 1, decision 078): the API's production
// build on a fresh PGlite folder, on loopback only; /api/health asked one request at a time, first alone, then while
// 20 uploads at once (BENCH_UPLOADS) of the costliest image the API takes (12 megapixels, as PNG and as JPEG) are
// checked. Prints health's p50, p99 and slowest answer in each phase, the p99 of what it took beyond a bare server
// asked at the same moment, the uploads' answers and how long they took, and the load average; exits 1 when health's
// p99 under load misses 100 ms. Needs the API built (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort } from '../shared/app-tools/apps.mjs';
import { assertPortsFree } from '../shared/app-tools/ports.mjs';
import { waitFor } from '../scripts/wait-for.mjs';
import { root } from '../scripts/steps.mjs';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
// Ports of their own (8102, bare 8103): never a running site's, the tests' or the other benches' (bench:api's 8100-1).
const port = apiPort + 5002;
const controlPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const controlOrigin = `http://127.0.0.1:${controlPort}/`;
const target = { p99Ms: 100 };
// Every phase ends by then, whatever the API does: a bench that hangs measures nothing.
const phaseLimitMs = 180_000;

const sharp = createRequire(join(root, 'api', 'package.json'))('sharp');

/** The largest images the API decodes: flat colour, so the files are small and all the cost is in the pixels. */
async function worstImages() {
  const create = { width: 4000, height: 3000, channels: 3, background: '#808080' };
  return {
    'image/png': await sharp({ create }).grayscale().png().toBuffer(),
    'image/jpeg': await sharp({ create }).jpeg({ quality: 90 }).toBuffer(),
  };
}

/** How long `url` took to answer, in ms. @param {string} url */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(phaseLimitMs) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Health answers' times, one request after another until `done` resolves, each sent together with one to a bare
 * server in a process of its own: on a machine other work keeps busy, the difference is what the API itself added.
 * @param {Promise<unknown>} done
 */
async function probeHealth(done) {
  const health = [];
  const added = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const [api, bare] = await Promise.all([timed(`${origin}/api/health`), timed(controlOrigin)]);
    health.push(api);
    added.push(api - bare);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { probes: health.length, ...percentiles(health), addedP99Ms: percentiles(added).p99Ms };
}

/** @param {number[]} times */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? NaN) };
}

/** `count` uploads of `bytes` at once; their statuses (counted) and the time until the last answered. */
async function uploadAll(bytes, type, count) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${origin}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes,
        signal: AbortSignal.timeout(phaseLimitMs),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const answers = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return { answers, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Ends a child process and waits until it has. @param {import('node:child_process').ChildProcess} child */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

await assertPortsFree([port, controlPort]);
const images = await worstImages();
const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-uploads-'));
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PGLITE_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
};
const api = spawn(process.execPath, ['dist/server.mjs'], {
  cwd: join(root, 'api'),
  env: { ...process.env, ...env },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bareServer = `require('node:http').createServer((req, res) => res.end('ok')).listen(${controlPort}, '127.0.0.1')`;
const control = spawn(process.execPath, ['-e', bareServer], { stdio: 'ignore' });
const rows = [];
try {
  await waitFor(controlOrigin, 15_000);
  await waitFor(`${origin}/api/health`, 120_000);
  const idle = new Promise((resolve) => setTimeout(resolve, 2_000));
  rows.push({ phase: 'health alone', ...(await probeHealth(idle)) });
  for (const [type, bytes] of Object.entries(images)) {
    const load = uploadAll(bytes, type, uploads);
    const health = await probeHealth(load);
    const { answers, seconds } = await load;
    rows.push({
      phase: `${uploads} x ${type} (${bytes.length} B)`,
      ...health,
      uploads: JSON.stringify(answers),
      seconds,
    });
  }
} finally {
  await Promise.all([stop(api), stop(control)]);
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
console.log(
  `load average (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
const underLoad = rows.slice(1);
const worst = Math.max(...underLoad.map((row) => row.p99Ms));
const worstAdded = Math.max(...underLoad.map((row) => row.addedP99Ms));
const met = worst < target.p99Ms;
console.log(
  `/api/health p99 under upload load: ${worst} ms (beyond the bare server's: ${worstAdded} ms), ` +
    `target < ${target.p99Ms} ms: ${met ? 'met' : 'missed'}`,
);
if (!met) process.exitCode = 1;
