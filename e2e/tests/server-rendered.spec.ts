import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { shellConfig } from '../../shared/app-tools/shell-config.mjs';
import { testPortOffset } from '../fixtures/mail';
import { apiAs, draftNews } from '../fixtures/office';
import { startOwnShell, startSwitchableProxy } from '../fixtures/own-shell';
import { apiOrigin, expect, signInAs, test } from '../fixtures/test';
import { testOrigin } from '../playwright.config';

// Decision 090: the shell's server renders public pages on request, with their content, status and head tags, from
// the same React code as the browser's app, which then hydrates them: the server's elements stay.

type Localized = { ar: string; en: string };

const head = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

/** The schema.org types of the page's JSON-LD (shared/ui/src/structured-data.ts). */
const structuredDataTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"][data-page-data]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));

const arabicPath = (path: string) => path.replace(/^\/en(?=\/|$)/, '') || '/';
const englishPath = (path: string) => (path.startsWith('/en') ? path : `/en${path === '/' ? '' : path}`);

/** The first local tournament, whose details page is server-rendered too. */
async function aTournament(request: APIRequestContext) {
  const response = await request.get('/api/tournaments/list?kind=Local&pageSize=1');
  const { items } = (await response.json()) as { items: { id: number; name: Localized }[] };
  expect(items.length, 'a local tournament').toBeGreaterThan(0);
  return items[0]!;
}

/**
 * Holds the shell's main script (loaded after the page's load, from the server's HTML) until `release`: what the page
 * is before the app's code runs is the server's HTML alone.
 */
async function holdAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const menuButton = (page: Page, name: RegExp | string) =>
  page
    .getByRole('navigation', { name: /^(Main navigation|القائمة الرئيسية)$/ })
    .getByRole('button', { name });

test.describe('with JavaScript off, a public page is whole', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    {
      path: '/',
      lang: 'ar',
      dir: 'rtl',
      h1: 'مرحبًا بكم في اتحاد الإمارات للقوس والسهم',
      data: ['Organization'],
    },
    {
      path: '/en',
      lang: 'en',
      dir: 'ltr',
      h1: 'Welcome to the UAE Archery Federation',
      data: ['Organization'],
    },
    { path: '/en/news', lang: 'en', dir: 'ltr', h1: 'News', data: [] },
    { path: '/tournament/Local', lang: 'ar', dir: 'rtl', h1: 'البطولات المحلية', data: [] },
    { path: '/en/tournament/Local', lang: 'en', dir: 'ltr', h1: 'Local tournaments', data: [] },
  ] as const;

  /** What every public page's head says of it: its address in both languages, its title and description. */
  async function expectHead(page: Page, path: string) {
    expect(await head(page, 'link[rel=canonical]', 'href')).toBe(`${testOrigin}${path}`);
    expect(await head(page, 'link[rel=alternate][hreflang=ar]', 'href')).toBe(
      `${testOrigin}${arabicPath(path)}`,
    );
    expect(await head(page, 'link[rel=alternate][hreflang=en]', 'href')).toBe(
      `${testOrigin}${englishPath(path)}`,
    );
    expect(await head(page, 'meta[property="og:title"]')).toBe(await page.title());
    expect(await head(page, 'meta[property="og:url"]')).toBe(`${testOrigin}${path}`);
    expect(await head(page, 'meta[name=description]')).toBeTruthy();
    expect(await head(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    // One description: the page's own replaces the template's site-wide one.
    await expect(page.locator('head meta[name=description]')).toHaveCount(1);
  }

  for (const { path, lang, dir, h1, data } of pages) {
    test(`${path}: its content, language, head tags and structured data`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectHead(page, path);
      expect(await structuredDataTypes(page)).toEqual(data);
    });
  }

  test('a news item: its own title, summary, picture and NewsArticle, in both languages', async ({
    page,
    request,
  }) => {
    const news = (await (await request.get('/api/news/1')).json()) as {
      title: Localized;
      summary: Localized;
    };
    for (const locale of ['ar', 'en'] as const) {
      const path = locale === 'ar' ? '/news/1' : '/en/news/1';
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title[locale]);
      await expect(page).toHaveTitle(new RegExp(`^${news.title[locale]} \\| `));
      await expectHead(page, path);
      expect(await head(page, 'meta[name=description]')).toBe(news.summary[locale]);
      expect(await head(page, 'meta[property="og:description"]')).toBe(news.summary[locale]);
      expect(await head(page, 'meta[property="og:image"]')).toMatch(/\/api\/images\?path=news/);
      expect(await structuredDataTypes(page)).toEqual(['NewsArticle']);
    }
  });

  test("a tournament's details: its name and a SportsEvent, in both languages", async ({ page, request }) => {
    const tournament = await aTournament(request);
    for (const locale of ['ar', 'en'] as const) {
      const path = `${locale === 'ar' ? '' : '/en'}/tournament-details/${tournament.id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.name[locale]);
      await expectHead(page, path);
      expect(await structuredDataTypes(page)).toEqual(['SportsEvent']);
    }
  });

  test('a page is rendered with the query parameters it reads; a campaign tag or a made-up one changes nothing', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/news?page=2')).json()) as {
      items: { title: Localized }[];
    };
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect((await page.goto('/en/news?utm_source=newsletter&page=2&fbclid=abc'))?.status()).toBe(200);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('link', { name: items[0]!.title.en })).toBeVisible();
    expect((await page.goto('/en/news?made_up=1'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('a missing item or an unknown path', () => {
    // The browser reports the page's own status.
    test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

    for (const path of ['/en/news/999999', '/news/999999', '/en/no-such-page']) {
      test(`${path} answers 404 with the rendered "Page Not Found"`, async ({ page }) => {
        expect((await page.goto(path))?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          path.startsWith('/en') ? 'Page Not Found: ' : 'الصفحة غير موجودة: ',
        );
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });
});

test.describe('with JavaScript on', () => {
  // What the page is before the app hydrates it is what these tests look at.
  test.use({ waitForApp: false });

  for (const path of ['/en', '/en/news', '/news/1', '/tournament/Local']) {
    test(`${path}: the app hydrates the server's page: the same elements, no shift, one page, menus working`, async ({
      page,
      consoleErrors,
    }) => {
      // Every layout shift from the first paint on.
      await page.addInitScript(() => {
        const seen = { shifts: 0 };
        Object.assign(window, { seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await holdAppCode(page);
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
      // The server's heading, marked before any code of the app runs.
      await page.evaluate(() => Object.assign(document.querySelector('h1')!, { fromServer: true }));
      release();
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
      await expect(page.locator('#root')).not.toHaveAttribute('data-ssr');
      expect(
        await page.evaluate(
          () => (document.querySelector('h1') as { fromServer?: boolean } | null)?.fromServer,
        ),
        'the heading is the server’s element',
      ).toBe(true);
      expect(consoleErrors.filter((text) => text.includes('[hydration]'))).toEqual([]);
      await expect(page.locator('#root')).toHaveCount(1);
      await expect(page.getByTestId('full-page-loader')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { seen: { shifts: number } }).seen.shifts)).toBe(
        0,
      );
      const menu = menuButton(page, /^(Tournaments|البطولات)$/);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('a menu button pressed before the app is there opens its menu once the page has hydrated', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/en/news');
    const menu = menuButton(page, 'Tournaments');
    await menu.click();
    // Nothing ran yet: the press waits for the app.
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
    await expect(menu).not.toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-ssr');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Local', exact: true })).toBeVisible();
  });

  test('a page reached with a campaign tag hydrates without a mismatch and keeps the page it was rendered for', async ({
    page,
  }) => {
    await page.goto('/en/news?page=2&utm_source=newsletter');
    await expect(page.locator('#root')).not.toHaveAttribute('data-ssr');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('"Log in" is there for a visitor before the app is; a member back within the session sees their menu instead, never "Log in"', async ({
    page,
  }) => {
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    const visitorRelease = await holdAppCode(page);
    await page.goto('/en/news');
    await expect(logIn).toBeVisible();
    visitorRelease();
    await expect(page.locator('#root')).not.toHaveAttribute('data-ssr');
    await expect(logIn).toBeVisible();

    const { userInfo } = await signInAs(page, 'player@example.ae');
    const release = await holdAppCode(page);
    await page.goto('/en/news');
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(logIn).toBeHidden();
    release();
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Account of ${userInfo.name.en}` }),
    ).toBeVisible();
    await expect(logIn).toHaveCount(0);
  });

  test.describe('when the runtime configuration cannot be read', () => {
    test.use({ allowConsoleErrors: /runtime configuration|Failed to load resource/ });
    test("the server's page stays, its links working, instead of the error page", async ({ page }) => {
      // The app's code has run and given up.
      const failed = page.waitForEvent('console', (message) =>
        message.text().includes('runtime configuration'),
      );
      await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.goto('/en/news');
      await failed;
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expect(page.getByTestId('full-page-loader')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
      await expect(page).toHaveURL(/\/en\/careers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    });
  });

  test("a news item published in the office is in the server's HTML at the next request", async ({
    request,
  }) => {
    const titleEn = `Server-rendered news ${Date.now()}`;
    // Both pages are kept by the server before the publication.
    expect(await (await request.get('/en/news')).text()).not.toContain(titleEn);
    const office = await apiAs('editor@example.ae');
    const id = await draftNews(office, { ar: `خبر ${titleEn}`, en: titleEn });
    expect((await request.get(`/en/news/${id}`)).status()).toBe(404);
    expect((await office.post(`/api/office/content/news/${id}/publish`, { data: {} })).status()).toBe(200);
    // The API tells the page server at once (decision 091); the next requests find the new HTML.
    for (const path of ['/en/news', `/en/news/${id}`]) {
      await expect
        .poll(async () => (await request.get(path)).text(), { intervals: [100], timeout: 2000 })
        .toContain(titleEn);
    }
    await office.dispose();
  });
});

test.describe('when the page server cannot render a page', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({
    allowConsoleErrors:
      /Failed to load resource|\[shell\]|Federation Runtime|RUNTIME-|ChunkLoadError|Loading chunk|loadRemote/,
  });

  // A shell of these tests' own, whose API and mf-public go through proxies that fail on demand: the tests' site is
  // every other test's too.
  let work: string;
  let api: Awaited<ReturnType<typeof startSwitchableProxy>>;
  let remote: Awaited<ReturnType<typeof startSwitchableProxy>>;
  let shell: Awaited<ReturnType<typeof startOwnShell>>;
  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'uaeaf-ssr-'));
    api = await startSwitchableProxy(apiOrigin.replace('localhost', '127.0.0.1'));
    remote = await startSwitchableProxy(`http://127.0.0.1:${4001}`);
    const config = shellConfig({ portOffset: testPortOffset, settings: { versionCheckIntervalMs: 1000 } });
    config.remotes.mf_public = `${remote.origin}/mf-manifest.json`;
    const configFile = join(work, 'config.json');
    writeFileSync(configFile, JSON.stringify(config));
    shell = await startOwnShell({ configFile, apiTarget: api.origin });
  });
  test.afterAll(async () => {
    await shell?.stop();
    await api?.stop();
    await remote?.stop();
    rmSync(work, { recursive: true, force: true });
  });
  test.afterEach(() => {
    api.heal();
    remote.heal();
  });

  test('a start-up call that fails: 500 with the app, which shows the page; the next request renders it', async ({
    page,
  }) => {
    api.fail(/^\/api\/social-media/, { times: 1 });
    const response = await page.goto(`${shell.origin}/en/news`);
    expect(response?.status()).toBe(500);
    expect(await response?.text()).not.toMatch(/<html[^>]* data-ssr/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/en\/careers$/);
    // A failure is not kept.
    const again = await fetch(`${shell.origin}/en/news`);
    expect(again.status).toBe(200);
    expect(await again.text()).toMatch(/<html[^>]* data-ssr/);
  });

  test('a remote that is down: its pages are the app’s, which shows its panel in the layout', async ({
    page,
  }) => {
    remote.fail(/./, { refuse: true });
    // The page server asks the remotes at most once a second whether they changed (page-server.mjs).
    await page.waitForTimeout(1100);
    const response = await page.goto(`${shell.origin}/en/news`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toMatch(/<html[^>]* data-ssr/);
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The other remotes' pages work.
    await menuButton(page, 'Tournaments').click();
    await page.getByRole('link', { name: 'Local', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Local tournaments' })).toBeVisible();
  });
});
