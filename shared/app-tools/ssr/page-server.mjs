// The shell's page server (decision 090): renders public pages on request in Node with the shell's server build and
// the remotes' Node containers, and keeps the HTML until the content it was made of changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { followContentChanges } from './content-changes.mjs';
import { pageCache } from './page-cache.mjs';
import { serverPageHtml } from './page-html.mjs';
import { remoteStyles } from './remote-styles.mjs';

const brotli = promisify(brotliCompress);

/** How often, at most, a request waits to ask the remotes whether they were redeployed. */
const remoteCheckMs = 1000;

const statusCodes = { ok: 200, 'not-found': 404, unavailable: 503 };

/**
 * Pages rendered at once, at most. More would only share the same core and each hold its data and buffers meanwhile
 * (50 at once took the process from 100 to 400 MB); the others wait their turn.
 */
const renderSlots = 4;

/** Runs tasks at most `slots` at a time, in the order they came. @param {number} slots */
function limiter(slots) {
  let free = slots;
  /** @type {(() => void)[]} */
  const waiting = [];
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  return async (task) => {
    if (free > 0) free--;
    else await new Promise((/** @type {(value?: unknown) => void} */ resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is free again.
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * @typedef {object} PageAnswer
 * @property {number} status
 * @property {Buffer} [body] uncompressed, when not kept compressed only
 * @property {Buffer} [br]
 * @property {string} etag
 */

/** Brotli's window bits for a page of this size: the smallest window holding it, within brotli's 10-24. */
const windowBitsFor = (/** @type {number} */ bytes) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))),
  );

/** A strong validator of a page's bytes. @param {Buffer} body */
const etagOf = (body) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * A remote's server build: its id, and the query parameters its pages read.
 * @param {string} url
 * @returns {Promise<{ id: string, query: string[] } | undefined>}
 */
async function serverBuildAt(url) {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { id, query = [] } = await response.json();
    return { id, query };
  } catch {
    return undefined;
  }
}

/**
 * The address a page is rendered and kept by: only the query parameters its remote's pages read, in their order. Any
 * other (a campaign's `utm_source`, a share's `fbclid`, or one made up to get past the cache) changes nothing on the
 * page, so it costs no render of its own.
 * @param {string} url path and query
 * @param {string[]} read
 */
export function renderedAddress(url, read) {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const kept = new URLSearchParams([...searchParams].filter(([name]) => read.includes(name)));
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * @param {object} options
 * @param {string} options.root the shell's build (its `server/render.cjs`, `index.html`, `config.json`)
 * @param {string} [options.configFile] the runtime config served instead of the built one
 * @param {string} options.apiTarget the API's origin as this server reaches it
 * @param {string} options.publicOrigin the site's origin as visitors reach it (canonical and Open Graph URLs)
 * @param {(message: string, error?: unknown) => void} [options.log]
 * @returns {{ answer: (url: string) => Promise<PageAnswer | undefined>, stop: () => void } | undefined} undefined for a
 *   build without a server render
 */
export function createPageServer({
  root,
  configFile,
  apiTarget,
  publicOrigin,
  log = (message, error) => console.error(`[pages] ${message}`, error ?? ''),
}) {
  const renderFile = join(root, 'server', 'render.cjs');
  if (!existsSync(renderFile)) return undefined;
  /** @type {any} the shell's server render module (shell/src/server/render.tsx) */
  const render = createRequire(import.meta.url)(renderFile);
  const configPath = configFile ?? join(root, 'config.json');
  /** The runtime config, read again when the file changes (a remote moved, or given new paths). */
  let config = {
    text: '',
    apiBase: '',
    /** @type {Record<string, string>} */ manifests: {},
    routes: undefined,
    startup: {},
  };
  function configChanged() {
    const text = readFileSync(configPath, 'utf8');
    if (text === config.text) return false;
    const runtime = JSON.parse(text);
    config = {
      text,
      apiBase: runtime.apiBase ?? '/api',
      manifests: runtime.remotes,
      routes: runtime.routes,
      startup: runtime.startup ?? render.defaultStartupPaths,
    };
    return true;
  }
  configChanged();
  // The answers every page reads (menus, footer, the start-up tournament list).
  const apiUrl = (/** @type {string} */ path) => new URL(`${config.apiBase}${path}`, apiTarget).href;
  const startupUrls = () => new Set(Object.values(config.startup).map(apiUrl));
  const fonts = readdirSync(join(root, 'assets'))
    .filter((file) => /^noto-kufi-arabic-\d+\.[0-9a-f]+\.woff2$/.test(file))
    .map((file) => `/assets/${file}`);
  const styles = remoteStyles();
  const rendering = limiter(renderSlots);
  /** @type {string | undefined} the API's content version, while its change stream is followed */
  let contentVersion;
  const cache = pageCache({
    sharedOnly: (reads) => {
      const shared = startupUrls();
      return reads.every((url) => shared.has(url));
    },
    log,
  });

  /** @type {Map<string, { id: string, query: string[] }>} remote -> its server build, for the remotes that have one */
  let serverBuilds = new Map();
  let lastCheck = 0;
  /** @type {Promise<void> | undefined} */
  let checking;

  /** Asks every remote for its server build; a new one is loaded by the next render, and every page is made again. */
  async function checkRemotes() {
    if (!shellReplaced && readFileSync(shellBuild, 'utf8') !== builtAs) {
      shellReplaced = true;
      log('the shell was deployed again: its pages are rendered by the browser until its server restarts');
    }
    const moved = configChanged();
    const { manifests } = config;
    const builds = await Promise.all(
      Object.keys(manifests).map(
        async (name) =>
          /** @type {const} */ ([
            name,
            await serverBuildAt(new URL('server/builds/latest.json', manifests[name]).href),
          ]),
      ),
    );
    const next = new Map(
      builds.flatMap(([name, build]) => (build ? [/** @type {const} */ ([name, build])] : [])),
    );
    const redeployed = [...next].filter(
      ([name, build]) => serverBuilds.has(name) && serverBuilds.get(name)?.id !== build.id,
    );
    const changed = moved || redeployed.length > 0 || next.size !== serverBuilds.size;
    if (!changed && lastCheck > 0) return;
    render.configure(
      {
        apiBase: config.apiBase,
        apiOrigin: apiTarget,
        remotes: Object.fromEntries(
          [...next.keys()].map((name) => [name, new URL('server/remoteEntry.js', manifests[name]).href]),
        ),
        routes: config.routes,
        startup: config.startup,
      },
      moved ? [...next.keys()] : redeployed.map(([name]) => name),
    );
    for (const name of Object.keys(manifests)) styles.forget(manifests[name]);
    serverBuilds = next;
    cache.clear();
  }

  async function remotesChecked() {
    if (Date.now() - lastCheck >= remoteCheckMs) {
      checking ??= checkRemotes()
        .catch((error) => log('could not ask the remotes for their server builds', error))
        .finally(() => {
          lastCheck = Date.now();
          checking = undefined;
        });
    }
    await checking;
  }

  // The render module and the page around it are this build's, read once. A shell deployed in place (new files under
  // the running server) would need both anew: its pages are then left to the app (index.html, read at each request)
  // until the server restarts.
  const shellBuild = join(root, 'builds', 'latest.json');
  const builtAs = readFileSync(shellBuild, 'utf8');
  const page = readFileSync(join(root, 'index.html'), 'utf8');
  let shellReplaced = false;
  const template = () => page;

  /** @param {string} url @returns {Promise<import('./page-cache.mjs').CachedPage>} */
  async function renderFresh(url) {
    const owner = render.ownerOf(new URL(url, publicOrigin).pathname);
    const page = await rendering(() => render.renderPage(url, publicOrigin, contentVersion));
    const html = serverPageHtml(template(), page, {
      styles: owner ? await styles.stylesFor(config.manifests[owner]) : [],
      fonts: page.lang === 'ar' ? fonts : fonts.slice(0, 1),
    });
    const body = Buffer.from(html);
    const br = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        // A window as large as the page, not the default 4 MB: the encoder's memory follows it, for no smaller copy.
        [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.byteLength),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    // Kept as brotli only (every browser takes it; serve.mjs unpacks it for the rare client that does not): a page
    // costs about a sixth of its size in memory.
    return {
      status: statusCodes[/** @type {keyof typeof statusCodes} */ (page.status)] ?? 200,
      br,
      etag: etagOf(body),
      reads: page.reads,
    };
  }

  /**
   * An address's page, from the cache or rendered; undefined for the pages the browser renders. A failure answers 500
   * with the app's own page, which tries again in the browser.
   * @param {string} url
   * @returns {Promise<PageAnswer | undefined>}
   */
  async function answer(url) {
    await remotesChecked();
    if (shellReplaced) return undefined;
    const owner = render.ownerOf(new URL(url, publicOrigin).pathname);
    // Member areas, sign-in and the office are the browser's (their pages depend on who is signed in).
    if (owner && !serverBuilds.has(owner)) return undefined;
    try {
      return await cache.page(
        renderedAddress(url, owner ? (serverBuilds.get(owner)?.query ?? []) : []),
        renderFresh,
      );
    } catch (error) {
      log(`could not render ${url}`, error);
      const body = Buffer.from(template());
      return { status: 500, body, etag: etagOf(body) };
    }
  }

  // Any change may concern any page: each is checked at its next request. While not following, the same: whatever
  // changed meanwhile went unheard.
  const changes = followContentChanges({
    url: apiUrl('/content/changes'),
    changed: (version) => {
      contentVersion = version;
      cache.contentChanged();
    },
    lost: () => {
      contentVersion = undefined;
      cache.contentChanged();
    },
  });

  return { answer, stop: () => changes.stop() };
}
