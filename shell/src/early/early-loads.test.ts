import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteForPathIn } from '../routing/route-lookup.js';
import routeTable from '../routing/route-table.json';
import { startEarlyLoads } from './early-loads.js';
import { takeEarlyConfig, takeEarlyManifest } from './early-results';

const config = { apiBase: '/api', remotes: { mf_public: 'http://remotes.test/public/mf-manifest.json' } };
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: ['7035.js', '__federation_expose_routes.js'], async: ['news.js'] },
        css: { sync: ['routes.css'], async: [] },
      },
    },
  ],
};

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);
}

async function settle() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the start-up script inlined in index.html', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.__uaeafEarly;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('preloads the entry and the routes files of the remote that owns the page, and hands over its answers', async () => {
    window.history.replaceState(null, '', '/en/news/4');
    const fetch = vi.fn((url: string) => answer(url === '/config.json' ? config : manifest));
    vi.stubGlobal('fetch', fetch);

    startEarlyLoads(routeTable, remoteForPathIn);
    await settle();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      'http://remotes.test/public/mf-manifest.json',
    ]);
    expect(preloads()).toEqual([
      ['script', 'http://remotes.test/public/remoteEntry.js'],
      ['script', 'http://remotes.test/public/7035.js'],
      ['script', 'http://remotes.test/public/__federation_expose_routes.js'],
      ['style', 'http://remotes.test/public/routes.css'],
    ]);
    await expect(takeEarlyConfig()).resolves.toEqual(config);
    const response = await takeEarlyManifest('http://remotes.test/public/mf-manifest.json');
    await expect(response?.json()).resolves.toEqual(manifest);
    // Handed out once: a retry after a failure fetches anew.
    expect(takeEarlyConfig()).toBeUndefined();
    expect(takeEarlyManifest('http://remotes.test/public/mf-manifest.json')).toBeUndefined();
  });

  it.each([
    ['/ar/news/4', 'http://remotes.test/public/mf-manifest.json'],
    ['/ar', 'http://remotes.test/public/mf-manifest.json'],
    ['/news/4', 'http://remotes.test/public/mf-manifest.json'],
    ['/en/auth/login', 'http://remotes.test/auth/mf-manifest.json'],
    ['/ar/office/requests', 'http://remotes.test/office/mf-manifest.json'],
  ])('on %s fetches the manifest of the remote that owns the page', async (path, manifestUrl) => {
    window.history.replaceState(null, '', path);
    const remotes = {
      mf_public: 'http://remotes.test/public/mf-manifest.json',
      mf_auth: 'http://remotes.test/auth/mf-manifest.json',
      mf_office: 'http://remotes.test/office/mf-manifest.json',
    };
    const fetch = vi.fn((url: string) => answer(url === '/config.json' ? { ...config, remotes } : manifest));
    vi.stubGlobal('fetch', fetch);

    startEarlyLoads(routeTable, remoteForPathIn);
    await settle();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json', manifestUrl]);
    expect(preloads()[0]).toEqual(['script', new URL('remoteEntry.js', manifestUrl).href]);
  });

  it("takes the remote's paths from the config's routes when it lists them", async () => {
    window.history.replaceState(null, '', '/ar/shop');
    const fetch = vi.fn((url: string) =>
      answer(url === '/config.json' ? { ...config, routes: { mf_public: ['shop'] } } : manifest),
    );
    vi.stubGlobal('fetch', fetch);

    startEarlyLoads(routeTable, remoteForPathIn);
    await settle();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      'http://remotes.test/public/mf-manifest.json',
    ]);
  });

  it('fetches only the config on a path no remote owns', async () => {
    window.history.replaceState(null, '', '/nothing-here');
    const fetch = vi.fn(() => answer(config));
    vi.stubGlobal('fetch', fetch);

    startEarlyLoads(routeTable, remoteForPathIn);
    await settle();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('leaves a failed manifest to the shell, which then fetches it itself', async () => {
    window.history.replaceState(null, '', '/');
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === '/config.json' ? answer(config) : answer({}, 503))),
    );
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);

    startEarlyLoads(routeTable, remoteForPathIn);
    await settle();

    expect(preloads()).toEqual([]);
    const retried = await takeEarlyManifest('http://remotes.test/public/mf-manifest.json');
    expect(retried?.status).toBe(503);
    expect(unhandled).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });

  it('leaves a failed config to the shell, which reports it', async () => {
    window.history.replaceState(null, '', '/');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer({}, 500)),
    );

    startEarlyLoads(routeTable, remoteForPathIn);

    await expect(takeEarlyConfig()).rejects.toThrow('/config.json answered 500');
  });
});
