// npm run bench:bundle — what each page makes a browser download: JavaScript and CSS, as sent (brotli), gzipped
// (level 9) and raw, with the JavaScript split by origin (shell, each remote). Measured in Chromium against the
// production builds (run `npm run build` first). Prints a table and writes .bench/bundle.json.
// Account pages are measured signed in (`/my-account...` as the demo club, `/office...` as the office administrator),
// and for every page the table says which of the heavy kits (the data table, the form library) its JavaScript holds:
// the club's home must hold neither.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { apps } from '../shared/app-tools/apps.mjs';
import { root } from '../scripts/steps.mjs';
import { benchOrigin, chromiumFlags, chromiumPath, withBenchSite } from './bench-site.mjs';

const pages =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        '/',
        '/en',
        '/en/news',
        '/en/tournament/Local',
        '/en/my-account',
        '/en/my-account/players',
        '/en/my-account/teams',
        '/en/my-account/fees',
        '/en/my-account/register-new',
        '/en/office',
        '/en/office/bills',
      ];
const signedInAs = { '/my-account': 'club@example.ae', '/office': 'admin@example.ae' };
const demoPassword = 'Archery#2026';
// Property names survive minification, so each kit is recognised by one it alone reads.
const kitMarkers = { table: 'getCoreRowModel', form: 'shouldUnregister' };
const appByPort = new Map(apps.map((app) => [app.port + 2000, app.dir]));

/** @param {import('@playwright/test').Browser} browser @param {string} path */
async function measure(browser, path) {
  const context = await browser.newContext();
  const area = Object.keys(signedInAs).find((prefix) => path.replace(/^\/en/, '').startsWith(prefix));
  if (area) {
    const email = signedInAs[area];
    const login = await context.request.post(`${benchOrigin}/api/auth/login`, {
      data: { email, password: demoPassword },
    });
    if (!login.ok()) throw new Error(`signing in as ${email} answered ${login.status()}`);
    // What the login page keeps in the browser (spec section 3) besides the cookie the API just set.
    const { userInfo, accountType } = await login.json();
    await context.addInitScript(
      ([info, type]) => {
        localStorage.setItem('userInfo', info);
        localStorage.setItem('accountType', type);
        localStorage.setItem('startActivity', String(Date.now()));
      },
      [JSON.stringify(userInfo), accountType],
    );
  }
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = (await (await request.response())?.body().catch(() => undefined)) ?? Buffer.alloc(0);
        const sent = (await request.sizes()).responseBodySize;
        return {
          url: request.url(),
          type,
          sent,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          kits: Object.entries(kitMarkers)
            .filter(([, marker]) => type === 'script' && body.includes(marker))
            .map(([kit]) => kit),
        };
      })(),
    );
  });
  await page.goto(`${benchOrigin}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const assets = await Promise.all(pending);
  await context.close();

  const total = (type, key) => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a[key], 0);
  const jsSentByApp = {};
  for (const asset of assets.filter((a) => a.type === 'script')) {
    const app = appByPort.get(Number(new URL(asset.url).port)) ?? new URL(asset.url).host;
    jsSentByApp[app] = (jsSentByApp[app] ?? 0) + asset.sent;
  }
  return {
    path,
    jsFiles: assets.filter((a) => a.type === 'script').length,
    jsSent: total('script', 'sent'),
    jsGzip: total('script', 'gzip'),
    jsRaw: total('script', 'raw'),
    cssSent: total('stylesheet', 'sent'),
    cssGzip: total('stylesheet', 'gzip'),
    jsSentByApp,
    kits: [...new Set(assets.flatMap((a) => a.kits))].sort(),
  };
}

const results = await withBenchSite(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const measured = [];
    for (const path of pages) measured.push(await measure(browser, path));
    return measured;
  } finally {
    await browser.close();
  }
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padEnd(10);
console.log('\nJS and CSS each page loads (sent: as transferred, brotli; gzip: the same files at level 9)');
console.log(
  'page                          JS files JS sent   JS gzip   JS raw    CSS sent  CSS gzip  kits        JS sent by app',
);
for (const r of results) {
  const byApp = Object.entries(r.jsSentByApp).map(([app, bytes]) => `${app} ${kb(bytes).trim()}`);
  console.log(
    `${r.path.padEnd(29)} ${String(r.jsFiles).padStart(8)} ${kb(r.jsSent)}${kb(r.jsGzip)}${kb(r.jsRaw)}` +
      `${kb(r.cssSent)}${kb(r.cssGzip)}${(r.kits.join('+') || '-').padEnd(12)}${byApp.join(', ')}`,
  );
}
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'bundle.json'), JSON.stringify(results, null, 2));
