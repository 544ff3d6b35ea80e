// npm run bench:bundle — what each page makes a browser download: JavaScript and CSS bytes as sent (compressed)
// and uncompressed, split by origin (shell, each remote), measured in Chromium against the production builds.
// Run `npm run build` first. Prints a table and writes .bench/bundle.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './steps.mjs';
import { startSite } from './site.mjs';

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/en', '/en/news', '/en/tournament/Local'];
const offset = 2000;
const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-'));
const site = await startSite({
  portOffset: offset,
  shellConfig: join(root, 'scripts', 'bench-config.json'),
  apiEnv: { PGLITE_DIR: join(dataDir, 'pgdata'), LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
const results = [];
try {
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = [];
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const response = await request.response();
      const sizes = await request.sizes();
      const body = await response?.body().catch(() => Buffer.alloc(0));
      const raw = body ?? Buffer.alloc(0);
      assets.push({
        url: request.url(),
        type,
        sent: sizes.responseBodySize,
        raw: raw.length,
        gzip: gzipSync(raw, { level: 9 }).length,
      });
    });
    await page.goto(`http://localhost:${3000 + offset}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sum = (type, key) => assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
    const byOrigin = {};
    for (const asset of assets.filter((a) => a.type === 'script')) {
      const port = Number(new URL(asset.url).port) - offset;
      const name =
        {
          3000: 'shell',
          3001: 'mf-public',
          3002: 'mf-auth',
          3003: 'mf-club-account',
          3004: 'mf-role-accounts',
          3005: 'mf-tournaments',
        }[port] ?? String(port);
      byOrigin[name] = (byOrigin[name] ?? 0) + asset.sent;
    }
    results.push({
      path,
      jsFiles: assets.filter((a) => a.type === 'script').length,
      jsSent: sum('script', 'sent'),
      jsRaw: sum('script', 'raw'),
      jsGzip: sum('script', 'gzip'),
      cssSent: sum('stylesheet', 'sent'),
      cssRaw: sum('stylesheet', 'raw'),
      jsSentByOrigin: byOrigin,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  '\nJS and CSS each page loads (sent: as transferred, brotli; gzip: the same files at gzip level 9)\n' +
    'page                      JS files  JS sent    JS gzip    JS raw     CSS sent  CSS raw   JS sent by origin',
);
for (const r of results) {
  console.log(
    `${r.path.padEnd(25)} ${String(r.jsFiles).padStart(8)}  ${kb(r.jsSent).padEnd(10)} ${kb(r.jsGzip).padEnd(10)} ` +
      `${kb(r.jsRaw).padEnd(10)} ` +
      `${kb(r.cssSent).padEnd(9)} ${kb(r.cssRaw).padEnd(9)} ` +
      Object.entries(r.jsSentByOrigin)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', '),
  );
}
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'bundle.json'), JSON.stringify(results, null, 2));
