import { expect, test } from '../fixtures/test';

test.use({ viewport: { width: 1300, height: 500 } });

test.describe('scrolling on navigation', () => {
  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('full-page-loader')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy-police$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash scrolls to its anchor', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('full-page-loader')).toBeHidden();
    await page.evaluate(() => {
      history.pushState(null, '', '/en/clubs#footer-legal');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/#footer-legal$/);
    await expect(page.locator('#footer-legal')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a page opened with a hash lands on its anchor', async ({ page }) => {
    await page.goto('/en/clubs#footer-contact');
    await expect(page.locator('#footer-contact')).toBeInViewport();
  });
});

test.describe('new versions', () => {
  test('a new build id in builds/latest.json reloads the page', async ({ page }) => {
    let id = 'build-a';
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id } }));
    await page.goto('/en/news');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    id = 'build-b';
    await page.waitForEvent('load');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test.describe('after a deploy removed a chunk', () => {
    test.use({ allowConsoleErrors: /Failed to load resource|\[shell\]|ChunkLoadError|Loading chunk/ });

    test('the page recovers, reloading at most once', async ({ page }) => {
      let failures = 1;
      await page.route('http://localhost:4005/__federation_expose_routes*.js', (route) =>
        failures-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
      );
      let documents = 0;
      page.on('request', (request) => request.isNavigationRequest() && documents++);
      await page.goto('/en/tournament/Local');
      await expect(page.getByRole('heading', { level: 1, name: 'Local tournaments' })).toBeVisible();
      expect(documents).toBeLessThanOrEqual(2);
    });

    test('it reloads at most once per 10 seconds per path, then shows the unavailable panel', async ({
      page,
    }) => {
      await page.route('http://localhost:4005/__federation_expose_routes*.js', (route) =>
        route.fulfill({ status: 404, body: 'gone' }),
      );
      let documents = 0;
      page.on('request', (request) => request.isNavigationRequest() && documents++);
      await page.goto('/en/tournament/Local');
      await expect(
        page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
      ).toBeVisible();
      await page.waitForTimeout(1000);
      expect(documents).toBe(2);
    });
  });
});
