import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import { pageCache } from './page-cache.mjs';

/** The API's current ETag by path; it answers 304 to a request that names it. */
const etags = new Map();
let api;
let origin;

beforeAll(async () => {
  api = createServer((request, response) => {
    const etag = etags.get(request.url) ?? '"none"';
    const status = request.headers['if-none-match'] === etag ? 304 : 200;
    response.writeHead(status, { etag }).end(status === 200 ? '{}' : undefined);
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${api.address().port}`;
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  etags.clear();
  etags.set('/menus', '"menus-1"');
  etags.set('/news/1', '"news-1"');
});

/** A page made of the API's answers as they are now, its body naming their versions. */
function pageNow(url, { status = 200, reads = ['/menus', '/news/1'], bytes } = {}) {
  const body = Buffer.from(
    bytes ? 'x'.repeat(bytes) : `${url} ${reads.map((path) => etags.get(path)).join(' ')}`,
  );
  return {
    status,
    body,
    etag: `"${body.length}"`,
    reads: reads.map((path) => ({ url: `${origin}${path}`, etag: etags.get(path) ?? null })),
  };
}

/** A render the test lets finish, or the current content at once. */
function deferred() {
  let finish;
  const promise = new Promise((resolve) => (finish = resolve));
  return { promise, finish };
}

const renderer = (options) => vi.fn(async (url) => pageNow(url, options));

const bodyOf = async (promise) => String((await promise).body);

describe('page cache', () => {
  it('renders a page once, then serves it from memory', async () => {
    const cache = pageCache();
    const render = renderer();
    const first = await cache.page('/en/news/1', render);
    expect(await cache.page('/en/news/1', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.freshnessOf('/en/news/1')).toBe('fresh');
  });

  it('renders once for concurrent first requests', async () => {
    const cache = pageCache();
    const render = renderer();
    const pages = await Promise.all([1, 2, 3].map(() => cache.page('/en', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('after a change, serves a page whose answers did not change without rendering it again', async () => {
    const cache = pageCache();
    const render = renderer();
    const first = await cache.page('/en/news/1', render);
    cache.contentChanged();
    expect(cache.freshnessOf('/en/news/1')).toBe('unverified');
    expect(await cache.page('/en/news/1', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.freshnessOf('/en/news/1')).toBe('fresh');
  });

  it('renders a page whose own answer changed before serving it: the visitor never gets the old content', async () => {
    const cache = pageCache({ sharedOnly: (reads) => reads.every((url) => url.endsWith('/menus')) });
    const render = renderer();
    await cache.page('/en/news/1', render);
    etags.set('/news/1', '"news-2"');
    cache.contentChanged();
    expect(await bodyOf(cache.page('/en/news/1', render))).toBe('/en/news/1 "menus-1" "news-2"');
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.freshnessOf('/en/news/1')).toBe('fresh');
  });

  it('serves the old page at once when only a shared answer changed, and the next request gets the new one', async () => {
    const cache = pageCache({ sharedOnly: (reads) => reads.every((url) => url.endsWith('/menus')) });
    const behind = deferred();
    const render = vi.fn(async (url) => pageNow(url));
    await cache.page('/en/news/1', render);
    render.mockImplementationOnce(async (url) => {
      await behind.promise;
      return pageNow(url);
    });
    etags.set('/menus', '"menus-2"');
    cache.contentChanged();

    expect(await bodyOf(cache.page('/en/news/1', render))).toBe('/en/news/1 "menus-1" "news-1"');
    expect(cache.freshnessOf('/en/news/1')).toBe('stale');
    // Asked again while the new one renders: still the old one, and no second render.
    expect(await bodyOf(cache.page('/en/news/1', render))).toBe('/en/news/1 "menus-1" "news-1"');
    expect(render).toHaveBeenCalledTimes(2);

    behind.finish();
    await vi.waitFor(() => expect(cache.freshnessOf('/en/news/1')).toBe('fresh'));
    expect(await bodyOf(cache.page('/en/news/1', render))).toBe('/en/news/1 "menus-2" "news-1"');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a render that spans a change as unverified, and checks it at the next request', async () => {
    const cache = pageCache();
    const slow = deferred();
    const render = vi.fn(async (url) => {
      const page = pageNow(url);
      await slow.promise;
      return page;
    });
    const first = cache.page('/en/news/1', render);
    cache.contentChanged();
    etags.set('/news/1', '"news-2"');
    slow.finish();
    await first;
    expect(cache.freshnessOf('/en/news/1')).toBe('unverified');

    render.mockImplementation(async (url) => pageNow(url));
    expect(await bodyOf(cache.page('/en/news/1', render))).toBe('/en/news/1 "menus-1" "news-2"');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps only pages that answered 200 or 404: a failure renders again next time', async () => {
    const cache = pageCache();
    for (const status of [503, 500]) {
      const render = renderer({ status });
      await cache.page(`/${status}`, render);
      expect(cache.freshnessOf(`/${status}`)).toBeUndefined();
      await cache.page(`/${status}`, render);
      expect(render).toHaveBeenCalledTimes(2);
    }
    const render = renderer({ status: 404 });
    await cache.page('/en/news/999', render);
    await cache.page('/en/news/999', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently asked pages beyond the number of pages', async () => {
    const cache = pageCache({ maxEntries: 2 });
    const render = renderer();
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/a', render);
    await cache.page('/c', render);
    expect(['/a', '/b', '/c'].map((url) => cache.freshnessOf(url))).toEqual(['fresh', undefined, 'fresh']);
    await cache.page('/b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('drops the least recently asked pages beyond the bytes', async () => {
    const cache = pageCache({ maxBytes: 250 });
    const render = renderer({ bytes: 100 });
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/a', render);
    await cache.page('/c', render);
    expect(['/a', '/b', '/c'].map((url) => cache.freshnessOf(url))).toEqual(['fresh', undefined, 'fresh']);
    // A page larger than the whole budget is served but not kept.
    await cache.page('/big', renderer({ bytes: 300 }));
    expect(cache.freshnessOf('/big')).toBeUndefined();
  });

  it('after clear(), renders every page again: a render started before it is neither served nor kept', async () => {
    const cache = pageCache();
    const before = deferred();
    const render = vi.fn(async (url) => {
      const page = pageNow(url);
      await before.promise;
      return page;
    });
    const old = cache.page('/en', render);
    cache.clear();
    etags.set('/menus', '"menus-2"');
    render.mockImplementation(async (url) => pageNow(url));
    expect(await bodyOf(cache.page('/en', render))).toBe('/en "menus-2" "news-1"');
    before.finish();
    await old;
    expect(await bodyOf(cache.page('/en', render))).toBe('/en "menus-2" "news-1"');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
