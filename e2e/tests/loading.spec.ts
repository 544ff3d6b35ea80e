import { expect, test } from '../fixtures/test';

test.describe('loaders and start-up data', () => {
  test('the full-page loader covers the page until the five start-up calls have answered', async ({
    page,
  }) => {
    const startupCalls: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      const url = new URL(route.request().url());
      startupCalls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/blocks') await held;
      await route.continue();
    });
    // A page the app renders: a pre-rendered one (decision 074) shows its HTML, not a loader, until the app is ready.
    await page.goto('/en/auth/login');
    const loader = page.getByTestId('full-page-loader');
    await expect(loader).toBeVisible();
    await expect(page.getByTestId('top-loader-bar')).toBeVisible();
    await expect(loader.locator('svg')).toBeVisible();
    // All five are under way while one of them is still held: they run in parallel (pages may call others too).
    await expect
      .poll(() => startupCalls)
      .toEqual(
        expect.arrayContaining([
          '/api/age-categories',
          '/api/blocks?categoryId=35',
          '/api/menus/detail?categoryId=1',
          '/api/social-media',
          '/api/tournaments',
        ]),
      );
    release();
    await expect(loader).toBeHidden();
    await expect(page.getByTestId('top-loader-bar')).toBeHidden();
  });

  test.describe('when a start-up call fails', () => {
    test.use({ allowConsoleErrors: /failed to fetch token|Failed to load resource/ });
    test('the loader stays and the failure is logged', async ({ page }) => {
      const logged = page.waitForEvent('console', (message) =>
        message.text().includes('failed to fetch token'),
      );
      await page.route('**/api/social-media', (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.goto('/en/auth/login');
      await logged;
      await page.waitForTimeout(500);
      await expect(page.getByTestId('full-page-loader')).toBeVisible();
    });
  });

  test('the top loader bar is 3 px high and shows while a slow page loads, then goes', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('full-page-loader')).toBeHidden();
    await page.route('http://localhost:4005/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Tournaments' }).click();
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    const bar = page.getByTestId('top-loader-bar');
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())!.height).toBe(3);
    await expect(page.getByRole('heading', { level: 1, name: 'Open tournaments' })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
