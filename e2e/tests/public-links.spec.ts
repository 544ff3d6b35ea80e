import { specRoutes } from '../fixtures/routes';
import { expect, expectNoAxeViolations, test } from '../fixtures/test';

// Every public page a visitor may open without an id or a tournament in mind.
const publicPages = [
  ...specRoutes.mf_public!.paths,
  ...specRoutes.mf_auth!.paths,
  ...specRoutes.mf_tournaments!.paths,
].filter((path) => !/\/\d+$/.test(path) && path !== '/tournament-details/register');

test.describe('every public page is reachable', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`from the menu, the footer or the home page (${locale})`, async ({ page }) => {
      const prefix = locale === 'en' ? '/en' : '';
      await page.goto(prefix || '/');
      await expect(
        page.getByRole('region', { name: locale === 'en' ? 'Latest news' : 'آخر الأخبار' }),
      ).toBeVisible();
      // Submenus are closed but in the page: their links count as the menu's. The menu comes from the API and may be
      // drawn after the news (the menu's answer had arrived but was not drawn yet in a full run), so this is asked
      // until it holds.
      const unlinked = async () => {
        const hrefs = await page
          .locator('header a[href], footer a[href], main a[href]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        const linked = new Set(hrefs.map((href) => href.replace(/^\/en(?=\/|$)/, '') || '/'));
        return publicPages.filter((path) => !linked.has(path));
      };
      await expect.poll(unlinked).toEqual([]);
    });
  }

  test('the footer lists the eight registration forms, each opening its form', async ({ page }) => {
    await page.goto('/en');
    const register = page.getByRole('navigation', { name: 'Register' });
    await expect(register.getByRole('link')).toHaveCount(8);
    await register.getByRole('link', { name: 'A referee' }).click();
    await expect(page).toHaveURL(/\/en\/register\/judges$/);
    await expectNoAxeViolations(page);
  });
});
