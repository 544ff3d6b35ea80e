// Pre-renders the public pages with the composed app itself in headless Chromium, and renders a page again when an
// API answer it read has changed (decision 074).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { compressedCopies } from '../compress.mjs';
import { prerenderedPageFile } from './page-file.mjs';
import { isPrerenderable } from './paths.mjs';

/** Where a page's file is: `/` in `index.html`, `/en/news` in `en/news/index.html`. */
export const pageFile = (/** @type {string} */ dir, /** @type {string} */ path) =>
  join(dir, ...path.split('/').filter(Boolean), 'index.html');

/** @param {string} file */
const removePage = (file) =>
  Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${file}${suffix}`, { force: true })));

/* global document -- capture() runs in the page (Playwright sends its source), not in Node. */

/**
 * Read in the page once the app says it is ready: the page's head tags and content, form fields that cannot be used
 * yet written so, and the page's status. Runs in the browser.
 */
function capture() {
  const html = document.documentElement;
  const content = /** @type {HTMLElement} */ (document.getElementById('root').cloneNode(true));
  // Until the app takes over, nothing typed or chosen could be kept: nobody types into a field about to be replaced.
  // (A button pressed meanwhile is pressed again once the app is there: shell/src/takeover.)
  for (const field of content.querySelectorAll('input, textarea')) field.setAttribute('readonly', '');
  for (const field of content.querySelectorAll(
    'select, input[type=checkbox], input[type=radio], input[type=file]',
  ))
    field.setAttribute('disabled', '');
  const head = [
    ...document.head.querySelectorAll(
      'meta[name=description], meta[name=robots], link[rel=canonical], link[rel=alternate][hreflang], ' +
        'meta[property^="og:"], meta[name^="twitter:"], link[rel=stylesheet], style',
    ),
  ];
  // The fonts the page used are asked for with the styles, not once the styles have been read.
  const fonts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.woff2(\?|$)/.test(entry.name))
    .map(({ name }) => {
      const link = document.createElement('link');
      Object.assign(link, {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: name,
        crossOrigin: 'anonymous',
      });
      return link;
    });
  return {
    status: html.dataset.pageStatus ?? 'ok',
    page: {
      lang: html.lang,
      dir: html.dir === 'rtl' ? 'rtl' : 'ltr',
      title: document.title,
      head: [...fonts, ...head].map((element) => element.outerHTML),
      content: content.innerHTML,
    },
    links: [...document.querySelectorAll('a[href]')].map(
      (link) => /** @type {HTMLAnchorElement} */ (link).href,
    ),
  };
}

/** @param {string} tag */
const hrefOf = (tag) => tag.match(/href="[^"]*"/)?.[0] ?? '<none>';

/** Remotes' stylesheets by URL: their names are content-hashed, so what was read once stays true. */
const stylesheets = new Map();

/**
 * A remote's stylesheet written into the page: the first paint needs no connection to another origin, and still
 * has its styles while that remote is down. One with `url()` stays a link (its paths are the remote's).
 * @param {string} tag @param {string} origin
 */
async function inlined(tag, origin) {
  const href = tag.match(/^<link[^>]*rel="stylesheet"[^>]*href="(https?:[^"]+)"/)?.[1];
  if (!href || href.startsWith(origin)) return tag;
  if (!stylesheets.has(href)) {
    const response = await fetch(href);
    const text = response.ok ? await response.text() : '';
    stylesheets.set(href, text && !/url\(|<\/style/i.test(text) ? text : undefined);
  }
  const text = stylesheets.get(href);
  return text ? `<style data-href="${href}">${text}</style>` : tag;
}

/**
 * @param {object} options
 * @param {string} options.origin the shell's origin, as visitors reach it
 * @param {string} options.apiOrigin the API's own origin, asked directly whether an answer changed
 * @param {string} options.shellDist the shell's built files (its index.html is the template)
 * @param {string} options.outDir where the pages' files go (the shell's server reads them)
 * @param {string[]} options.paths the public remotes' route paths (`news/*`, `careers`)
 * @param {number} [options.intervalMs] how often the answers are asked again
 * @param {number} [options.maxPages]
 * @param {(message: string) => void} [options.log] where a page that could not be rendered is told
 * @returns {Promise<{ settled: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPrerenderer({
  origin,
  apiOrigin,
  shellDist,
  outDir,
  paths,
  intervalMs = 5000,
  maxPages = 400,
  log = (message) => console.error(`prerender: ${message}`),
}) {
  if (!existsSync(chromiumPath)) {
    log(`no Chromium at ${chromiumPath}: pages are served without pre-rendered HTML`);
    return { settled: async () => {}, stop: async () => {} };
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  /** The API answers each page read: page path -> URLs. */
  const pageReads = new Map();
  /** URL -> the ETag last seen. */
  const answers = new Map();
  /**
   * Pages whose own content changed (an answer few pages read: a news list, an item), and the pages linked from
   * them: rendered before the rest.
   */
  const changed = new Set();
  /**
   * Pages changed only by an answer most pages read (the menus, the start-up tournament list, whose entry counts move
   * with every registration), or by a new shell: rendered after those, so a publication is never queued behind the
   * whole site.
   */
  const stale = new Set();
  /** Pages found by following links, in the order found. */
  const found = new Set(['/', '/en']);
  let stopped = false;
  let lastTemplate = await readFile(join(shellDist, 'index.html'), 'utf8');

  async function render(/** @type {string} */ path, /** @type {Set<string>} */ queue) {
    const page = await context.newPage();
    /** @type {Map<string, string>} */
    const reads = new Map();
    page.on('response', (response) => {
      const etag = response.headers().etag;
      if (etag && response.request().method() === 'GET' && response.url().startsWith(`${origin}/api/`)) {
        reads.set(response.url().slice(origin.length), etag);
      }
    });
    try {
      await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout: 30_000 });
      const { status, page: rendered, links } = await page.evaluate(capture);
      const file = pageFile(outDir, path);
      // A page that sent the visitor elsewhere (to log in) is that page's, not this one's.
      if (status !== 'ok' || new URL(page.url()).pathname !== path) {
        await removePage(file);
        pageReads.delete(path);
        return;
      }
      const template = lastTemplate;
      // The shell's own stylesheet is in the template already.
      rendered.head = await Promise.all(
        rendered.head
          .filter((tag) => !/^<link/.test(tag) || !template.includes(hrefOf(tag)))
          .map((tag) => inlined(tag, origin)),
      );
      await mkdir(dirname(file), { recursive: true });
      // Each file written whole, then renamed over the old one: a request never reads half a page. The compressed
      // copies are what a browser is sent (a page is ~25 KB of HTML, ~6 KB in brotli).
      const body = Buffer.from(prerenderedPageFile(template, rendered));
      for (const [suffix, bytes] of [...compressedCopies(body), ['', body]]) {
        await writeFile(`${file}${suffix}.tmp`, bytes);
        await rename(`${file}${suffix}.tmp`, `${file}${suffix}`);
      }
      pageReads.set(path, [...reads.keys()]);
      for (const [url, etag] of reads) answers.set(url, etag);
      for (const href of links) {
        const url = new URL(href);
        const known = [pageReads, found, changed, stale].some((pages) => pages.has(url.pathname));
        if (url.origin !== origin || known || pageReads.size + found.size >= maxPages) continue;
        if (isPrerenderable(url.pathname, paths)) queue.add(url.pathname);
      }
    } catch (error) {
      log(`could not pre-render ${path}: ${error instanceof Error ? error.message : error}`);
    } finally {
      await page.close();
    }
  }

  /** One page at a time (a page's render is a whole app's start), the changed pages first. */
  let rendering = Promise.resolve();
  let idle = true;
  function renderQueued() {
    if (!idle) return;
    idle = false;
    rendering = (async () => {
      for (;;) {
        const queue = [changed, stale, found].find((pages) => pages.size > 0) ?? found;
        const [path] = queue;
        if (path === undefined || stopped) break;
        queue.delete(path);
        await render(path, queue);
      }
      idle = true;
    })();
  }

  /**
   * A redeployed shell's index.html has other inline scripts, which the old pages hold and the new CSP no longer
   * allows: those pages are taken away at once (the app renders them meanwhile) and rendered again.
   */
  async function followShell() {
    const template = await readFile(join(shellDist, 'index.html'), 'utf8').catch(() => lastTemplate);
    if (template === lastTemplate) return;
    lastTemplate = template;
    for (const path of pageReads.keys()) {
      await removePage(pageFile(outDir, path));
      stale.add(path);
    }
  }

  /** Asks every answer again with its ETag; a page that read a changed one is rendered again. */
  async function refresh() {
    await followShell();
    const changedAnswers = new Set();
    for (const [url, etag] of answers) {
      if (stopped) return;
      try {
        const response = await fetch(`${apiOrigin}${url}`, { headers: { 'If-None-Match': etag } });
        await response.arrayBuffer();
        const now = response.headers.get('etag');
        if (response.status === 304 || now === etag) continue;
        if (now) answers.set(url, now);
        else answers.delete(url);
        changedAnswers.add(url);
      } catch {
        return; // the API is restarting: asked again next time
      }
    }
    /** @type {Map<string, number>} */
    const readers = new Map();
    for (const reads of pageReads.values())
      for (const url of reads) readers.set(url, (readers.get(url) ?? 0) + 1);
    const fewReaders = Math.max(4, pageReads.size / 10);
    for (const [path, reads] of /** @type {Map<string, string[]>} */ (pageReads)) {
      const changes = reads.filter((url) => changedAnswers.has(url));
      if (changes.some((url) => (readers.get(url) ?? 0) <= fewReaders)) {
        stale.delete(path);
        changed.add(path);
      } else if (changes.length > 0 && !changed.has(path)) stale.add(path);
    }
  }

  renderQueued();
  let refreshing = false;
  const timer = setInterval(() => {
    if (refreshing) return; // the last round is still asking
    refreshing = true;
    void refresh().finally(() => {
      refreshing = false;
      renderQueued();
    });
  }, intervalMs);
  return {
    settled: async () => {
      while (!idle) await rendering;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await rendering;
      await browser.close();
    },
  };
}
