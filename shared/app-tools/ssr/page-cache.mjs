// Rendered pages kept by address until their content changes (decision 090). A content change costs nothing at once:
// every page becomes "unverified", and the next request for one asks the API again about the answers that page read
// (conditional requests the API answers 304 from memory). Unchanged: the page is served. Its own content changed (a
// news item, the news list): it is rendered again before it is served. Only an answer every page reads changed (the
// menus, the start-up tournament list, whose entry counts move with each registration): the old page is served while
// the new one renders. The work follows the requests, never the number of pages.

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Buffer} [body] the page uncompressed; a kept page holds only its brotli copy
 * @property {Buffer} [br]
 * @property {string} etag
 * @property {{ url: string, etag: string | null }[]} reads the API answers the page was made of
 */

/** @typedef {'fresh' | 'unverified' | 'stale'} Freshness */

/** Kept pages; a status worth keeping is the page's own (not a failure's). */
const keptStatuses = new Set([200, 404]);

/** @param {{ url: string, etag: string | null }} read */
async function changedSince({ url, etag }) {
  if (!etag) return true;
  try {
    const response = await fetch(url, { headers: { 'If-None-Match': etag } });
    await response.body?.cancel();
    return response.status !== 304;
  } catch {
    return true;
  }
}

/**
 * @param {object} [options]
 * @param {(reads: string[]) => boolean} [options.sharedOnly] whether changed answers are only ones every page reads
 * @param {number} [options.maxEntries]
 * @param {number} [options.maxBytes]
 * @param {(message: string, error?: unknown) => void} [options.log]
 */
export function pageCache({
  sharedOnly = () => false,
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
  log = (message, error) => console.error(`[pages] ${message}`, error ?? ''),
} = {}) {
  /** @type {Map<string, { page: CachedPage, freshness: Freshness }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<CachedPage>>} */
  const flights = new Map();
  /** @type {Map<string, Promise<CachedPage>>} */
  const checks = new Map();
  let bytes = 0;
  // Bumped by every change: a page rendered across a change may hold content from before it.
  let generation = 0;
  // Bumped by clear(): a page rendered across it may come from a remote's code before its redeploy.
  let builds = 0;

  const size = (/** @type {CachedPage} */ page) => (page.body?.byteLength ?? 0) + (page.br?.byteLength ?? 0);

  function drop(/** @type {string} */ url) {
    const entry = entries.get(url);
    if (!entry) return;
    bytes -= size(entry.page);
    entries.delete(url);
  }

  function keep(
    /** @type {string} */ url,
    /** @type {CachedPage} */ page,
    /** @type {Freshness} */ freshness,
  ) {
    drop(url);
    if (!keptStatuses.has(page.status)) return;
    entries.set(url, { page, freshness });
    bytes += size(page);
    // The least recently asked go first.
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** @param {string} url @param {(url: string) => Promise<CachedPage>} renderFresh */
  function rendered(url, renderFresh) {
    let flight = flights.get(url);
    if (!flight) {
      const startedIn = generation;
      const startedWith = builds;
      const started = renderFresh(url)
        .then((page) => {
          if (startedWith === builds) keep(url, page, startedIn === generation ? 'fresh' : 'unverified');
          return page;
        })
        .finally(() => {
          if (flights.get(url) === started) flights.delete(url);
        });
      flights.set(url, started);
      flight = started;
    }
    return flight;
  }

  /** @param {string} url @param {(url: string) => Promise<CachedPage>} renderFresh */
  function refreshBehind(url, renderFresh) {
    rendered(url, renderFresh).catch((error) => log(`could not render ${url} again`, error));
  }

  /** @param {string} url @param {CachedPage} page @param {(url: string) => Promise<CachedPage>} renderFresh */
  function verified(url, page, renderFresh) {
    let check = checks.get(url);
    if (!check) {
      const startedIn = generation;
      check = (async () => {
        const changed = (
          await Promise.all(page.reads.map(async (read) => ((await changedSince(read)) ? [read.url] : [])))
        ).flat();
        if (changed.length === 0) {
          if (startedIn === generation && entries.get(url)?.page === page)
            entries.get(url).freshness = 'fresh';
          return page;
        }
        if (!sharedOnly(changed)) return rendered(url, renderFresh);
        const entry = entries.get(url);
        if (entry?.page === page) entry.freshness = 'stale';
        refreshBehind(url, renderFresh);
        return page;
      })().finally(() => checks.delete(url));
      checks.set(url, check);
    }
    return check;
  }

  return {
    /**
     * The page at an address, rendered by `renderFresh` when it is not kept or its content changed.
     * @param {string} url @param {(url: string) => Promise<CachedPage>} renderFresh
     * @returns {Promise<CachedPage>}
     */
    async page(url, renderFresh) {
      const entry = entries.get(url);
      if (!entry) return rendered(url, renderFresh);
      entries.delete(url);
      entries.set(url, entry);
      if (entry.freshness === 'fresh') return entry.page;
      if (entry.freshness === 'stale') {
        refreshBehind(url, renderFresh);
        return entry.page;
      }
      return verified(url, entry.page, renderFresh);
    },
    /** Content may have changed: every kept page is checked at its next request. */
    contentChanged() {
      generation++;
      for (const entry of entries.values()) if (entry.freshness === 'fresh') entry.freshness = 'unverified';
    },
    /** Every page made again from scratch (a remote was redeployed). */
    clear() {
      generation++;
      builds++;
      entries.clear();
      flights.clear();
      bytes = 0;
    },
    /** @param {string} url */
    freshnessOf: (url) => entries.get(url)?.freshness,
  };
}
