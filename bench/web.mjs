// npm run bench:web — Lighthouse (mobile profile: emulated mid-range phone, simulated slow 4G) against the
// production builds in Debian's Chromium: performance, accessibility, best practices and SEO scores, the main timings
// and the JavaScript bytes each page transfers. Run `npm run build` first. Writes .bench/lighthouse.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from '../scripts/steps.mjs';
import { benchOrigin, chromiumFlags, chromiumPath, withBenchSite } from './bench-site.mjs';

const reportDir = join(root, '.bench');
mkdirSync(reportDir, { recursive: true });
const pages = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/en', '/en/news'];
// Lighthouse's scores move by a few points between loads of the same page: each page's figures are those of the run
// with the median performance score of three (issue 16).
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);

/** @template {{ scores: { performance: number } }} T @param {T[]} runs */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(port, path) {
  const { lhr } = await lighthouse(`${benchOrigin}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  // The whole report stays next to the summary: the LCP breakdown and request chains explain a score.
  writeFileSync(
    join(reportDir, `lighthouse${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`),
    JSON.stringify(lhr),
  );
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    path,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsTransferBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const results = await withBenchSite(async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    // One warm-up load, so the first audited page is not the one that pays for Chromium's own start.
    await audit(chrome.port, pages[0]);
    const audited = [];
    for (const path of pages) {
      const runs = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await audit(chrome.port, path));
      audited.push(medianRun(runs));
    }
    return audited;
  } finally {
    chrome.kill();
  }
});

console.log('\nLighthouse, mobile profile');
console.log(
  'page         perf  a11y  best  seo   FCP      LCP      TBT     CLS    JS transferred  failing binary audits',
);
for (const r of results) {
  const s = r.scores;
  console.log(
    `${r.path.padEnd(12)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ` +
      `${String(s['best-practices']).padEnd(5)} ${String(s.seo).padEnd(5)} ${`${r.fcpMs} ms`.padEnd(8)} ${`${r.lcpMs} ms`.padEnd(8)} ` +
      `${`${r.tbtMs} ms`.padEnd(7)} ${String(r.cls).padEnd(6)} ${`${(r.jsTransferBytes / 1024).toFixed(1)} KB`.padEnd(15)} ` +
      r.failing.join(', '),
  );
}
writeFileSync(join(reportDir, 'lighthouse.json'), JSON.stringify(results, null, 2));
