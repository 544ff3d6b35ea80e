import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * Every page of the club's and the academy's area, reached from the area's own navigation, passes axe in Arabic and
 * in English once its content has loaded (issue 11: "axe on every page"). The walk follows the navigation, so a page
 * added to the area's registry is checked without touching this test.
 */

const languages = [
  { prefix: '/en', navName: 'Your account', loading: 'Loading…' },
  { prefix: '', navName: 'حسابك', loading: 'جارٍ التحميل…' },
] as const;

for (const email of ['club@example.ae', 'academy@example.ae']) {
  for (const { prefix, navName, loading } of languages) {
    test(`every page of ${email}'s area passes axe (${prefix || '/ar'})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, email);
      await page.goto(`${prefix}/my-account`);
      const nav = page.getByRole('navigation', { name: navName });
      const links = nav.getByRole('link');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(14);

      for (const href of hrefs) {
        await nav.locator(`a[href="${href}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
        await expect(nav.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: loading })).toHaveCount(0);
        await test.step(href, () => expectNoAxeViolations(page));
      }
    });
  }
}
