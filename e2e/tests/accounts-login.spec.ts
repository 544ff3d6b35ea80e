import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures/test';

const landings: [string, string][] = [
  ['club@example.ae', '/en/my-account'],
  ['academy@example.ae', '/en/my-account'],
  ['player@example.ae', '/en/my-account-player'],
  ['coach@example.ae', '/en/my-account-coach'],
  ['referee@example.ae', '/en/my-account-referee'],
  ['person@example.ae', '/en/my-account-person'],
  ['employee@example.ae', '/en/my-account-employee'],
  ['technical@example.ae', '/en/my-account-technical'],
  ['activity@example.ae', '/en/my-account-player-activity'],
  ['guest@example.ae', '/en/my-account-person'],
];

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('logging in', () => {
  test('each demo member lands in their own area without a reload, with their membership shown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [email, area] of landings) {
      await page.goto('/en/auth/login');
      // A page reload would drop this mark: it must still be there in the member's area.
      await page.evaluate((mark) => Object.assign(window, { loginMark: mark }), email);
      await logIn(page, email);
      await expect(page, email).toHaveURL(new RegExp(`${area}$`));
      expect(await page.evaluate(() => (window as Window & { loginMark?: string }).loginMark), email).toBe(
        email,
      );
      const summary = page.getByRole('region', { name: 'Your membership', exact: true });
      await expect(summary, email).toContainText(email);
      await expect(summary, email).toContainText('Approved');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Account of/ })
        .click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    }
  });

  test.describe('refusals', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test('a blocked member is refused with a clear message', async ({ page }) => {
      await page.goto('/en/auth/login');
      await logIn(page, 'blocked@example.ae');
      await expect(page.getByRole('alert')).toHaveText(
        'This account has been blocked. Please contact the federation.',
      );
      await expect(page).toHaveURL(/\/en\/auth\/login$/);
    });
  });

  test('a member under a penalty logs in and is told the account is restricted', async ({ page }) => {
    await page.goto('/en/auth/login');
    await logIn(page, 'restricted@example.ae');
    await expect(page).toHaveURL(/\/en\/my-account-player$/);
    await expect(page.getByRole('status').filter({ hasText: 'restricted due to a penalty' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your membership', exact: true })).toContainText(
      'The account has been restricted due to a penalty',
    );
  });

  test('the login page in Arabic', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('البريد الإلكتروني').fill('referee@example.ae');
    await page.getByLabel('كلمة المرور').fill(demoPassword);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/:4000\/my-account-referee$/);
    await expect(page.getByRole('region', { name: 'عضويتك', exact: true })).toContainText('معتمدة');
  });
});
