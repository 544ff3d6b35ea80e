import { expect, expectNoAxeViolations, registerGuest, signInAs, test, uniqueEmail } from '../fixtures/test';
import { apiAs, memberIdOf, requestIdOf } from '../fixtures/office';

/** axe on every office page, each in both languages, as the administrator (who may open them all). */

const pages = ['', '/requests', '/members', '/penalties', '/audit', '/staff'];

for (const lang of ['en', 'ar'] as const) {
  test(`every office page passes axe (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`e2e.office.axe.${lang}`);
    await registerGuest(email);
    const office = await apiAs('admin@example.ae');
    const requestId = await requestIdOf(office, email);
    const memberId = await memberIdOf(office, email);
    await office.dispose();

    await signInAs(page, 'admin@example.ae');
    const prefix = lang === 'en' ? '/en/office' : '/office';
    for (const path of [...pages, `/requests/${requestId}`, `/members/${memberId}`]) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Office' : 'المكتب' })).toBeVisible();
      // Lists and items are loaded (their tables or headings), not their loading state, when axe runs.
      await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ التحميل/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // A dialog, open, in the page's language.
    await page.goto(`${prefix}/members/${memberId}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Issue a penalty' : 'إصدار عقوبة' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
