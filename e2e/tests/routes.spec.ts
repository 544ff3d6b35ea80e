import { expect, signInAs, test } from '../fixtures/test';
import { specRoutes } from '../fixtures/routes';

const notFound = /Page Not Found|الصفحة غير موجودة/;

/** Routes per test: a remote's whole list in one test outlasted its time on a loaded two-core machine. */
const routesPerTest = 6;

for (const [remote, { port, paths }] of Object.entries(specRoutes)) {
  for (let first = 0; first < paths.length; first += routesPerTest) {
    const some = paths.slice(first, first + routesPerTest);
    for (const locale of ['ar', 'en'] as const) {
      test(`${remote} serves its routes ${first + 1}-${first + some.length} of ${paths.length} in ${locale}`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        // Account areas are for members: these routes are visited with a member's session in the browser.
        if (remote === 'mf_club_account' || remote === 'mf_role_accounts')
          await signInAs(page, 'club@example.ae');
        for (const path of some) {
          const url = locale === 'en' ? `/en${path === '/' ? '' : path}` : path;
          const manifest = page.waitForResponse(`http://localhost:${port}/mf-manifest.json`);
          await page.goto(url);
          await manifest;
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading, url).toBeVisible();
          await expect(heading, url).not.toHaveText(notFound);
          await expect(page.locator('html'), url).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          const title = await page.title();
          expect(title, url).toContain(
            locale === 'ar' ? 'اتحاد الإمارات للقوس والسهم' : 'UAE Archery Federation',
          );
        }
      });
    }
  }
}

test.describe('unknown routes', () => {
  for (const path of [
    '/no-such-page',
    '/en/no-such-page',
    '/news/abc',
    '/en/my-account/unknown',
    '/en/tournament/Regional',
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
