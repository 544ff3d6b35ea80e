import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** The public lists and their pages, in English, against the seeded API. */

interface Localized {
  ar: string;
  en: string;
}
interface ListAnswer<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
type Named = { id: number; title?: Localized; name?: Localized };

const label = (item: Named) => (item.title ?? item.name)!;

async function apiList<T = Named>(request: APIRequestContext, path: string): Promise<ListAnswer<T>> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

/** The next answer of the API to a GET of `path` (without its query). */
function nextAnswer(page: Page, path: string) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api${path}` && response.request().method() === 'GET',
  );
}

async function pageLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('full-page-loader')).toBeHidden();
}

const lists = [
  { path: '/news', heading: 'News' },
  { path: '/articles', heading: 'Articles' },
  { path: '/clubs', heading: 'Clubs' },
  { path: '/training-centers', heading: 'Training centres' },
  { path: '/training-courses', heading: 'Training courses' },
];

test.describe('lists lead to their items', () => {
  for (const { path, heading } of lists) {
    test(`${path}: the first item opens its page, and back returns to the list`, async ({
      page,
      request,
    }) => {
      // The list the page shows (rendered on the server: the browser does not ask for it again).
      const { items, total } = await apiList(request, path);
      await page.goto(`/en${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(items.length, `${path} has seeded items`).toBeGreaterThan(0);
      await expect(
        page.getByRole('main').getByText(total === 1 ? '1 result' : `${total} results`),
      ).toBeVisible();
      const first = items[0]!;
      await page
        .getByRole('main')
        .getByRole('link', { name: label(first).en, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/en${path}/${first.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(first).en);
      await expect(page).toHaveTitle(`${label(first).en} | UAE Archery Federation`);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/en${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('an item page in Arabic shows the Arabic title', async ({ page, request }) => {
    const { items } = await apiList(request, '/news');
    const story = items[0]!;
    await page.goto(`/news/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label(story).ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the gallery lists albums and opens one with its photos', async ({ page, request }) => {
    const { items } = await apiList<{ id: number; title: Localized; photoCount: number }>(
      request,
      '/gallery',
    );
    expect(items.length, 'seeded gallery albums').toBeGreaterThan(0);
    const album = items[0]!;
    await page.goto('/en/gallery');
    await page.getByRole('main').getByRole('link', { name: album.title.en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/gallery/${album.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title.en);
    if (album.photoCount > 0)
      await expect(page.getByRole('main').locator('figure img').first()).toBeVisible();
    await page.goto(`/en/gallery?album=${album.id}`);
    await expect(page).toHaveURL(new RegExp(`/en/gallery/${album.id}$`));
  });
});

test.describe('paging', () => {
  test('news pages with ?page= links; the URL is the state, so back and forward work', async ({
    page,
    request,
  }) => {
    const { totalPages, items } = await apiList(request, '/news');
    expect(totalPages, 'the seed has more than one page of news').toBeGreaterThan(1);
    await page.goto('/en/news');
    await pageLoaded(page);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const second = nextAnswer(page, '/news');
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    expect(new URL((await second).url()).searchParams.get('page')).toBe('2');
    const { items: secondItems } = await apiList(request, '/news?page=2');
    await expect(page.getByRole('main').getByRole('link', { name: label(secondItems[0]!).en })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.getByRole('main').getByRole('link', { name: label(items[0]!).en })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the end says so and links back to the first page', async ({ page }) => {
    await page.goto('/en/news?page=999');
    await expect(page.getByText('This page is past the end of the list.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
  });
});

test.describe('search', () => {
  for (const path of ['/news', '/articles', '/clubs', '/circulars']) {
    test(`${path} is searched with ?q=, on the server`, async ({ page, request }) => {
      const { items } = await apiList(request, path);
      expect(items.length).toBeGreaterThan(0);
      const name = label(items[0]!).en;
      // The longest word of the first item's title finds at least that item.
      const word = name
        .split(/\s+/)
        .sort((a, b) => b.length - a.length)[0]!
        .replace(/[^\p{L}\p{N}-]/gu, '');
      await page.goto(`/en${path}`);
      await pageLoaded(page);
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api${path}` && new URL(response.url()).searchParams.has('q'),
      );
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/en${path}\\?q=${encodeURIComponent(word)}$`));
      const found = (await (await answer).json()) as ListAnswer<Named>;
      expect(found.items.map((item) => label(item).en)).toContain(name);
      const main = page.getByRole('main');
      if (path === '/circulars') await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
      else await expect(main.getByRole('link', { name, exact: true }).first()).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxjv-nothing-like-this');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(/Nothing matches your search/)).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
    });
  }
});

test.describe('filters', () => {
  test('clubs filter by emirate through ?emirate=', async ({ page, request }) => {
    const { items } = await apiList<Named & { emirate: string }>(request, '/clubs');
    const emirate = items[0]!.emirate;
    await page.goto('/en/clubs');
    await pageLoaded(page);
    const answer = page.waitForResponse((response) => response.url().includes(`emirate=${emirate}`));
    await page.getByRole('combobox', { name: 'Emirate' }).selectOption(emirate);
    await expect(page).toHaveURL(new RegExp(`/en/clubs\\?emirate=${emirate}$`));
    const filtered = (await (await answer).json()) as ListAnswer<Named & { emirate: string }>;
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((club) => club.emirate === emirate)).toBe(true);
    await expect(
      page.getByRole('main').getByRole('link', { name: label(filtered.items[0]!).en, exact: true }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('academy');
    await expect(page).toHaveURL(new RegExp(`/en/clubs\\?emirate=${emirate}&kind=academy$`));
  });

  test('courses filter by open and closed registration; closed ones say so', async ({ page, request }) => {
    const closed = await apiList(request, '/training-courses?status=closed');
    const open = await apiList(request, '/training-courses?status=open');
    await page.goto('/en/training-courses');
    await pageLoaded(page);
    const status = page.getByRole('combobox', { name: 'Registration' });
    await status.selectOption('closed');
    await expect(page).toHaveURL(/\/en\/training-courses\?status=closed$/);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    if (closed.total > 0) {
      await expect(page.getByText(closed.total === 1 ? '1 result' : `${closed.total} results`)).toBeVisible();
      await expect(cards.first()).toContainText('Registration period has ended');
      expect(await cards.count()).toBe(
        await page.getByRole('main').getByText('Registration period has ended').count(),
      );
    } else {
      await expect(page.getByText(/Nothing matches your search/)).toBeVisible();
    }
    await status.selectOption('open');
    await expect(page).toHaveURL(/\/en\/training-courses\?status=open$/);
    if (open.total > 0) {
      await expect(page.getByText(/Registration is open until/).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Registration period has ended')).toHaveCount(0);
    }
  });

  test('a closed course says "Registration period has ended" on its page, in both languages', async ({
    page,
    request,
  }) => {
    const { items } = await apiList(request, '/training-courses?status=closed');
    expect(items.length, 'seeded closed courses').toBeGreaterThan(0);
    await page.goto(`/en/training-courses/${items[0]!.id}`);
    await expect(page.getByText('Registration period has ended')).toBeVisible();
    await page.goto(`/training-courses/${items[0]!.id}`);
    await expect(page.getByText('انتهت فترة التسجيل')).toBeVisible();
  });
});

test.describe('unknown items', () => {
  // The API's 404 for the item is logged by the browser; the page itself handles it.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  for (const path of [
    '/en/news/999999',
    '/en/articles/999999',
    '/en/training-courses/999999',
    '/clubs/999999',
  ]) {
    test(`${path} shows "Page Not Found: ${path}"`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(
        path.startsWith('/en') ? 'Page Not Found: ' : 'الصفحة غير موجودة: ',
      );
      await expect(heading).toContainText(path);
      await expect(page).toHaveTitle(path.startsWith('/en') ? /Page Not Found/ : /الصفحة غير موجودة/);
    });
  }
});
