import { expect, test } from '../fixtures/test';

// The failures these tests provoke are logged on purpose.
test.use({
  allowConsoleErrors:
    /Failed to load resource|\[shell\]|Federation Runtime|RUNTIME-|runtime configuration|broken deploy|ChunkLoadError/,
});

test.describe('a remote that is down or broken', () => {
  test('is replaced by a localized panel inside the layout, other areas keep working, and retry recovers', async ({
    page,
  }) => {
    await page.route('http://localhost:4001/**', (route) => route.abort('connectionrefused'));
    await page.goto('/en');
    const panel = page.getByRole('alert');
    await expect(
      panel.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Tournaments' })
      .click();
    await page.getByRole('link', { name: 'Local' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Local tournaments' })).toBeVisible();

    await page.goBack();
    await expect(panel).toBeVisible();
    await page.unroute('http://localhost:4001/**');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote whose entry or manifest fails once still loads, without a panel or a click', async ({
    page,
  }) => {
    // Each remote is first reached by a link, so the page's start-up preload has not fetched it already.
    const failOnce = (url: string) => {
      let failed = false;
      return page.route(url, (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.fulfill({ status: 503, body: 'restarting' });
      });
    };
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await failOnce('http://localhost:4005/remoteEntry.js');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Tournaments' })
      .click();
    await page.getByRole('link', { name: 'Local' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Local tournaments' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await failOnce('http://localhost:4002/mf-manifest.json');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('in Arabic, the panel is Arabic', async ({ page }) => {
    await page.route('http://localhost:4005/**', (route) => route.abort('connectionrefused'));
    await page.goto('/tournament/Local');
    await expect(page.getByRole('heading', { name: 'هذا القسم غير متاح مؤقتًا' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });

  test('a remote whose code throws is contained the same way', async ({ page }) => {
    await page.route('http://localhost:4005/__federation_expose_routes*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy")' }),
    );
    await page.goto('/en/tournament/Open');
    await expect(
      page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('error pages', () => {
  test('an error the shell cannot recover from shows the error page with 500 and "Internal Server Error"', async ({
    page,
  }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    // Pages the app renders: a server-rendered page keeps its HTML instead (server-rendered.spec.ts).
    await page.goto('/en/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'خطأ داخلي في الخادم' })).toBeVisible();
  });
});
