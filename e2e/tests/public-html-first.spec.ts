import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, draftNews } from '../fixtures/office';
import { prerenderDuringTests } from '../fixtures/prerender';
import { expect, test } from '../fixtures/test';
import { testOrigin } from '../playwright.config';

// Decision 074: the public pages arrive as HTML with their content and their head tags, rendered by the composed app
// in the background and rendered again when what they show changes; the app then takes over without a flash.

// One pre-renderer for the file, over the routes its pages are on (decision 077): the file runs in one worker.
test.describe.configure({ mode: 'serial' });
let stopPrerendering = async () => {};
test.beforeAll(async () => {
  stopPrerendering = await prerenderDuringTests(['', 'news/*', 'tournament/*']);
});
test.afterAll(() => stopPrerendering());

type News = { title: { ar: string; en: string }; summary: { ar: string; en: string } };

/** The pre-renderer works through the routes' pages in the order it finds them: waits for this page's HTML. */
async function prerenderedHtml(request: APIRequestContext, path: string, holding?: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return /<html[^>]* data-prerendered/.test(html) && (!holding || html.includes(holding));
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(true);
  return html;
}

const head = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

const pages = [
  { path: '/', lang: 'ar', dir: 'rtl', h1: 'مرحبًا بكم في اتحاد الإمارات للقوس والسهم' },
  { path: '/en', lang: 'en', dir: 'ltr', h1: 'Welcome to the UAE Archery Federation' },
  { path: '/en/news', lang: 'en', dir: 'ltr', h1: 'News' },
  { path: '/tournament/Local', lang: 'ar', dir: 'rtl', h1: 'البطولات المحلية' },
  { path: '/en/tournament/Local', lang: 'en', dir: 'ltr', h1: 'Local tournaments' },
] as const;

test.describe('with JavaScript off, a public page is whole', () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(300_000);

  for (const { path, lang, dir, h1 } of pages) {
    test(`${path}: its content, language and head tags`, async ({ page, request }) => {
      await prerenderedHtml(request, path);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await head(page, 'link[rel=canonical]', 'href')).toBe(`${testOrigin}${path}`);
      const arabic = path.replace(/^\/en(?=\/|$)/, '') || '/';
      const english = path.startsWith('/en') ? path : `/en${path === '/' ? '' : path}`;
      expect(await head(page, 'link[rel=alternate][hreflang=ar]', 'href')).toBe(`${testOrigin}${arabic}`);
      expect(await head(page, 'link[rel=alternate][hreflang=en]', 'href')).toBe(`${testOrigin}${english}`);
      expect(await head(page, 'meta[property="og:title"]')).toBe(await page.title());
      expect(await head(page, 'meta[name=description]')).toBeTruthy();
      expect(await head(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    });
  }

  test("a news item's own title, summary and picture, in both languages", async ({ page, request }) => {
    const news = (await (await request.get('/api/news/1')).json()) as News;
    for (const locale of ['ar', 'en'] as const) {
      const path = locale === 'ar' ? '/news/1' : '/en/news/1';
      await prerenderedHtml(request, path);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title[locale]);
      await expect(page).toHaveTitle(new RegExp(`^${news.title[locale]} \\| `));
      expect(await head(page, 'meta[name=description]')).toBe(news.summary[locale]);
      expect(await head(page, 'meta[property="og:description"]')).toBe(news.summary[locale]);
      expect(await head(page, 'meta[property="og:image"]')).toMatch(/\/api\/images\?path=news/);
      expect(await head(page, 'meta[property="og:url"]')).toBe(`${testOrigin}${path}`);
    }
  });
});

test.describe('with JavaScript on', () => {
  test.setTimeout(300_000);
  // What the page is before the app takes over is what these tests look at.
  test.use({ waitForApp: false });

  test('the app takes over the same page: no loader, no shift, one page', async ({ page, request }) => {
    // What the first paint has, before any script of the app ran, and every layout shift after it.
    await page.addInitScript(() => {
      const seen = { h1AtStart: '', shifts: 0 };
      Object.assign(window, { seen });
      document.addEventListener('DOMContentLoaded', () => {
        seen.h1AtStart = document.querySelector('h1')?.textContent ?? '';
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/en/news', '/tournament/Local']) {
      const html = await prerenderedHtml(request, path);
      expect(html).not.toContain('boot-loader" role="status"');
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
      const heading = page.getByRole('heading', { level: 1 });
      const seen = await page.evaluate(() => (window as unknown as { seen: object }).seen);
      expect(seen).toEqual({ h1AtStart: await heading.textContent(), shifts: 0 });
      await expect(page.locator('#root')).toHaveCount(1);
      await expect(page.locator('body > div[hidden]')).toHaveCount(0);
      // It is the app now: the menu's buttons open their lists.
      const menu = page
        .getByRole('navigation', { name: /Main navigation|القائمة الرئيسية/ })
        .getByRole('button', { name: /^(Tournaments|البطولات)$/ });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    }
  });

  test('a menu button pressed before the app is there opens its menu once the app has taken over', async ({
    page,
    request,
  }) => {
    await prerenderedHtml(request, '/en/news');
    // The shell's code is held until the button has been pressed in the HTML.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/news');
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
    const menu = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Tournaments' });
    await menu.click();
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Local', exact: true })).toBeVisible();
  });

  for (const failure of [
    { what: 'a start-up call fails', url: '**/api/social-media', logged: /failed to fetch token/ },
    {
      what: 'the runtime configuration cannot be read',
      url: '**/config.json',
      logged: /runtime configuration/,
    },
  ]) {
    test.describe(`when ${failure.what}`, () => {
      test.use({ allowConsoleErrors: new RegExp(`${failure.logged.source}|Failed to load resource`) });
      test('the pre-rendered page stays, its links working, instead of the loader or the error page', async ({
        page,
        request,
      }) => {
        await prerenderedHtml(request, '/en/news');
        const failed = page.waitForResponse(failure.url);
        await page.route(failure.url, (route) => route.fulfill({ status: 503, body: '{}' }));
        await page.goto('/en/news');
        await failed;
        await page.waitForTimeout(1000);
        await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
        await expect(page.getByTestId('full-page-loader')).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
        await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
        await expect(page).toHaveURL(/\/en\/careers$/);
      });
    });
  }

  test('a news item published in the office is in the HTML of the news page within seconds', async ({
    request,
  }) => {
    await prerenderedHtml(request, '/en/news');
    const office = await apiAs('editor@example.ae');
    const titleEn = `Prerendered news ${Date.now()}`;
    const id = await draftNews(office, { ar: `خبر ${titleEn}`, en: titleEn });
    expect((await office.post(`/api/office/content/news/${id}/publish`, { data: {} })).status()).toBe(200);
    const started = Date.now();
    await prerenderedHtml(request, '/en/news', titleEn);
    // Its own page is found through the list's link and pre-rendered too.
    await prerenderedHtml(request, `/en/news/${id}`, titleEn);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
