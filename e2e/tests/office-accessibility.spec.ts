import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerGuest, signInAs, test, uniqueEmail } from '../fixtures/test';
import { apiAs, memberIdOf, requestIdOf } from '../fixtures/office';

/** axe on every office page, each in both languages, as the administrator (who may open them all). */

const pages = ['', '/requests', '/members', '/penalties', '/audit', '/staff'];

for (const lang of ['en', 'ar'] as const) {
  const prefix = lang === 'en' ? '/en/office' : '/office';
  const office = lang === 'en' ? 'Office' : 'المكتب';

  test.describe(`every office page passes axe (${lang})`, () => {
    /** Opens an office page as the administrator and runs axe once its lists and items are loaded. */
    async function checkPage(page: Page, path: string) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('navigation', { name: office })).toBeVisible();
      // Lists and items are loaded (their tables or headings), not their loading state, when axe runs.
      await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ التحميل/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    /** A new applicant's request and member ids, so the item pages have something of their own to show. */
    async function newApplicant() {
      const email = uniqueEmail(`e2e.office.axe.${lang}`);
      await registerGuest(email);
      const api = await apiAs('admin@example.ae');
      const ids = { requestId: await requestIdOf(api, email), memberId: await memberIdOf(api, email) };
      await api.dispose();
      return ids;
    }

    for (const path of pages) {
      test(`${prefix}${path}`, async ({ page }) => {
        await signInAs(page, 'admin@example.ae');
        await checkPage(page, path);
      });
    }

    test(`${prefix}/requests/{id} and /members/{id}, with a dialog open`, async ({ page }) => {
      test.setTimeout(90_000);
      const { requestId, memberId } = await newApplicant();
      await signInAs(page, 'admin@example.ae');
      await checkPage(page, `/requests/${requestId}`);
      await checkPage(page, `/members/${memberId}`);
      // A dialog, open, in the page's language.
      await page.getByRole('button', { name: lang === 'en' ? 'Issue a penalty' : 'إصدار عقوبة' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
