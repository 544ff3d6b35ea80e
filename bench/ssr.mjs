// npm run bench:ssr — the shell's server rendering (issue 29 item 6, decision 090) on the production builds, as
// `withBenchSite` serves them (ports 5000-5006, API 5100, a fresh PGlite). For `/en` and a news item: requests per
// second and p50/p95/p99 at 50 connections for 10 s (BENCH_CONNECTIONS, BENCH_SECONDS) served from the page cache
// (after one warm-up request, with `Accept-Encoding: br` as a browser sends), then rendered fresh (each request its own
// `?page=<n>`, a parameter mf-public's pages read, so the page server keeps it and each one is a cache miss) at 50 connections and at 1 (what one visitor waits for a page nobody asked
// for yet); each run starts once the server is idle again. The shell server's memory (RSS before the runs, after them,
// and its peak) read from /proc through the pid listening on its port. Then the time from a publication to the new
// HTML: the demo editor publishes a news item with a unique title and `/en/news` is asked every 50 ms until its HTML
// holds it, timed from sending the publication (median of 5). Prints the figures beside their targets and the
// machine's load, and writes .bench/ssr.json. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { root } from '../scripts/steps.mjs';
import { benchOrigin, withBenchSite } from './bench-site.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const pages = ['/en', '/en/news/1'];
const publications = 5;
const pollMs = 50;
const publishTimeoutMs = 30_000;
const targets = { cachedRequestsPerSecond: 2000, freshP95Ms: 100, memoryMb: 250, publishToHtmlMs: 1000 };
const browserHeaders = { 'accept-encoding': 'br' };
// Fresh renders queue behind each other in one process: a request may wait many seconds, and autocannon's default
// 10 s time-out would count it an error instead of its latency.
const freshTimeoutSeconds = 60;
// The server keeps rendering what a load left queued after autocannon stops; the next run starts once it is idle.
const idleShare = 0.1;
const idleWaitMs = 120_000;

const machineLoad = () => loadavg().map((value) => value.toFixed(2));

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
// Query strings are never reused across runs: a run after another would find the earlier one's pages kept.
let nextQuery = 0;
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * One load: autocannon's throughput, and percentiles from every response's own time (autocannon's summary has no p95).
 * @param {string} path @param {{ connections: number, fresh: boolean }} options
 */
async function load(path, { connections, fresh }) {
  const run = autocannon({
    url: `${benchOrigin}${path}`,
    connections,
    duration,
    headers: browserHeaders,
    ...(fresh && { timeout: freshTimeoutSeconds }),
    // A query string the cache has never seen, of a parameter the remote declares (any other is left out of the
    // cache key): the page server renders every request.
    ...(fresh && {
      requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?page=${nextQuery++}` }) }],
    }),
  });
  /** @type {number[]} */
  const times = [];
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
    responses: times.length,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The pid of the process listening on a local port, from `ss` (this runs as the user who started the site). */
function listenerPid(/** @type {number} */ port) {
  const listing = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`No process found listening on port ${port}:\n${listing}`);
  return Number(pid);
}

/** CPU time a process used so far, in clock ticks (100 a second on Linux). */
function cpuTicks(/** @type {number} */ pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Waits until a process used under `idleShare` of a core over a second. */
async function idle(/** @type {number} */ pid) {
  const until = Date.now() + idleWaitMs;
  let before = cpuTicks(pid);
  while (Date.now() < until) {
    await sleep(1000);
    const now = cpuTicks(pid);
    if (now - before < idleShare * 100) return;
    before = now;
  }
  throw new Error(`The shell's server (pid ${pid}) was still busy after ${idleWaitMs / 1000} s`);
}

/** RSS now and at its peak, and the anonymous part (the JavaScript heap, buffers, native allocations), in MB. */
function memoryOf(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (/** @type {string} */ field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const mb = (/** @type {number} */ value) => Math.round(value / 1024);
  return {
    rssMb: mb(kilobytes('VmRSS')),
    anonMb: mb(kilobytes('RssAnon')),
    peakRssMb: mb(kilobytes('VmHWM')),
  };
}

/** A page as a browser asks for it; fails unless it is a server render. @param {string} path */
async function serverRendered(path) {
  const response = await fetch(`${benchOrigin}${path}`, { headers: browserHeaders });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('data-ssr')) {
    throw new Error(
      `${path} answered ${response.status} ${html.includes('data-ssr') ? '' : 'without a server render'}`,
    );
  }
  return { html, encoding: response.headers.get('content-encoding') };
}

/** The demo editor's session. Writes must name the site's origin, as the browser does (decision 082). */
async function editorSession() {
  const headers = { 'content-type': 'application/json', origin: benchOrigin };
  const login = await fetch(`${benchOrigin}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'editor@example.ae', password: 'Archery#2026' }),
  });
  if (!login.ok) throw new Error(`The demo editor could not log in: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async (/** @type {string} */ path, /** @type {unknown} */ body) => {
    const response = await fetch(`${benchOrigin}/api${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return /** @type {any} */ (await response.json());
  };
}

/** Milliseconds from sending a publication until `/en/news` holds its title; undefined past the time-out. */
async function publishToHtml(/** @type {(path: string, body: unknown) => Promise<any>} */ post) {
  const title = `SSR bench ${randomBytes(6).toString('hex')}`;
  const { id } = await post('/office/content/news', {
    titleAr: `قياس ${title}`,
    titleEn: title,
    summaryAr: 'ملخص',
    summaryEn: 'Summary',
    bodyAr: '<p>نص</p>',
    bodyEn: '<p>Text</p>',
  });
  // The draft is a write too: the list is verified again (and kept) before the publication is timed.
  await sleep(500);
  await serverRendered('/en/news');
  const started = performance.now();
  await post(`/office/content/news/${id}/publish`, {});
  while (performance.now() - started < publishTimeoutMs) {
    if ((await serverRendered('/en/news')).html.includes(title))
      return Math.round(performance.now() - started);
    await sleep(pollMs);
  }
  return undefined;
}

const loadAtStart = machineLoad();
console.log(
  `${connections} connections for ${duration} s per run (and 1 connection, fresh); load ${loadAtStart.join(' / ')}`,
);
const measured = await withBenchSite(async () => {
  const pid = listenerPid(Number(new URL(benchOrigin).port));
  const memoryBefore = memoryOf(pid);
  const runs = [];
  for (const path of pages) {
    const { encoding } = await serverRendered(path);
    if (encoding !== 'br') throw new Error(`${path} was not sent with brotli (${encoding})`);
    for (const [run, options] of /** @type {const} */ ([
      [`cached, ${connections} conn`, { connections, fresh: false }],
      [`fresh, ${connections} conn`, { connections, fresh: true }],
      ['fresh, 1 conn', { connections: 1, fresh: true }],
    ])) {
      await idle(pid);
      runs.push({ page: path, run, ...(await load(path, options)) });
    }
  }
  await idle(pid);
  const memoryAfterRuns = memoryOf(pid);
  const post = await editorSession();
  /** @type {(number | undefined)[]} */
  const publishMs = [];
  for (let index = 0; index < publications; index++) publishMs.push(await publishToHtml(post));
  return { pid, memoryBefore, memoryAfterRuns, memoryAtEnd: memoryOf(pid), runs, publishMs };
});
const loadAtEnd = machineLoad();

const { runs, memoryBefore, memoryAfterRuns, memoryAtEnd, publishMs } = measured;
const seen = publishMs.filter((value) => value !== undefined).sort((a, b) => a - b);
const publishMedianMs = seen.length === publishMs.length ? percentile(seen, 0.5) : undefined;
const peakMb = memoryAtEnd.peakRssMb;
const yes = (/** @type {boolean} */ ok) => (ok ? 'yes' : 'no');

console.table(
  runs.map((row) => {
    const cached = row.run.startsWith('cached');
    return {
      page: row.page,
      run: row.run,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p95 ms': row.p95Ms,
      'p99 ms': row.p99Ms,
      answers: row.responses,
      errors: row.errors,
      target: cached ? `>= ${targets.cachedRequestsPerSecond} req/s` : `p95 <= ${targets.freshP95Ms} ms`,
      meets: yes(
        row.errors === 0 &&
          (cached
            ? row.requestsPerSecond >= targets.cachedRequestsPerSecond
            : row.p95Ms <= targets.freshP95Ms),
      ),
    };
  }),
);
console.table({
  'shell server RSS (MB)': {
    before: memoryBefore.rssMb,
    'after the loads': memoryAfterRuns.rssMb,
    'at the end': memoryAtEnd.rssMb,
    peak: peakMb,
    target: `peak <= ${targets.memoryMb}`,
    meets: yes(peakMb <= targets.memoryMb),
  },
  'of which anonymous (MB)': {
    before: memoryBefore.anonMb,
    'after the loads': memoryAfterRuns.anonMb,
    'at the end': memoryAtEnd.anonMb,
  },
});
console.log(
  `publish -> /en/news HTML: ${publishMs.map((value) => (value === undefined ? 'timed out' : `${value} ms`)).join(', ')}; ` +
    `median ${publishMedianMs === undefined ? 'n/a (a publication never showed)' : `${publishMedianMs} ms`} ` +
    `(target <= ${targets.publishToHtmlMs} ms: ${yes(publishMedianMs !== undefined && publishMedianMs <= targets.publishToHtmlMs)})`,
);
console.log(`load at the start ${loadAtStart.join(' / ')}, at the end ${loadAtEnd.join(' / ')}`);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench', 'ssr.json'),
  JSON.stringify(
    {
      connections,
      duration,
      targets,
      load: { start: loadAtStart, end: loadAtEnd },
      runs,
      memory: { before: memoryBefore, afterRuns: memoryAfterRuns, end: memoryAtEnd },
      publishMs,
      publishMedianMs,
    },
    null,
    2,
  ),
);
