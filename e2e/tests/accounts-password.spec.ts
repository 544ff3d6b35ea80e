import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerGuest, signInAs, test, uniqueEmail } from '../fixtures/test';

const oldPassword = 'longbow#2031';
const newPassword = 'bowstring77';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/en/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/my-account-person$/);
}

async function fillChange(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test.describe('changing the password', () => {
  test('logs the member out in this browser and in every other one', async ({ page, browser }) => {
    const email = uniqueEmail('change');
    await registerGuest(email, oldPassword);
    await logIn(page, email, oldPassword);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, email, oldPassword);

    await page.goto('/en/my-account-person/account');
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText(email);
    await fillChange(page, oldPassword, newPassword);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    // The other browser still believes it is logged in until it next asks the server, which now says no.
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await other.goto('/en/my-account-person');
    await expect(other).toHaveURL(/\/en\/auth\/login\?redirect=/);
    await otherContext.close();

    // Only the new password works now.
    await page.goto('/en/auth/login');
    expect(
      (await page.request.post('/api/auth/login', { data: { email, password: oldPassword } })).status(),
    ).toBe(401);
    await logIn(page, email, newPassword);
  });

  test.describe('refusals', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test('a wrong current password shows at its field and keeps what was typed', async ({ page }) => {
      const email = uniqueEmail('wrong');
      await registerGuest(email, oldPassword);
      await logIn(page, email, oldPassword);
      await page.goto('/en/my-account-person/account');
      await fillChange(page, 'not-my-password1', newPassword);
      const current = page.getByLabel('Current password');
      await expect(page.getByText('The current password is not correct')).toBeVisible();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveValue('not-my-password1');
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
      await expect(page).toHaveURL(/\/en\/my-account-person\/account$/);
      // Still logged in, with the old password.
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    });
  });

  test('the club area offers the form on reset_password, in Arabic too', async ({ page }) => {
    await signInAs(page, 'club@example.ae');
    await page.goto('/my-account/reset_password');
    await expect(page.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await expect(page.getByLabel('كلمة المرور الحالية')).toBeVisible();
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(3);
  });
});

test.describe('accessibility of the change-password form', () => {
  for (const path of ['/my-account/reset_password', '/en/my-account/reset_password']) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await signInAs(page, 'club@example.ae');
      await page.goto(path);
      await expect(page.locator('input[type="password"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const path of ['/my-account-coach/account', '/en/my-account-coach/account']) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await signInAs(page, 'coach@example.ae');
      const profile = page.waitForResponse((response) => response.url().endsWith('/api/account/profile'));
      await page.goto(path);
      await profile;
      await expect(page.locator('input[type="password"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
