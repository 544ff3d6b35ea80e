import { expect, test } from '../fixtures/test';

/**
 * The composition shares one jotai store: what one remote writes (mf-auth signs a member in) is seen by the shell
 * (its header) and by another remote (mf-role-accounts lets the member into their area) without a page reload.
 */
test.describe('one session store across the shell and the remotes', () => {
  test('logging in through mf-auth updates the shell header and opens mf-role-accounts, with no reload', async ({
    page,
  }) => {
    await page.goto('/en/auth/login');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByLabel('Email').fill('player@example.ae');
    await page.getByLabel('Password').fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/en\/my-account-player$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page Not Found|Log in/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account of / })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('a visitor is sent to the login page and comes back to where they were going', async ({ page }) => {
    await page.goto('/en/my-account-player/fees');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fmy-account-player%2Ffees$/);
    await page.getByLabel('Email').fill('player@example.ae');
    await page.getByLabel('Password').fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-player\/fees$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('wrong password', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });
    test('keeps the visitor on the login page with a clear message', async ({ page }) => {
      await page.goto('/auth/login');
      await page.getByLabel('البريد الإلكتروني').fill('person@example.ae');
      await page.getByLabel('كلمة المرور').fill('not-the-password');
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page.getByRole('alert')).toContainText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
      await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('person@example.ae');
    });
  });
});
