import { expect, signInAs, test } from '../fixtures/test';

test.describe('guest-only pages', () => {
  test('send a logged-in member to their own area, or where ?redirect= says', async ({ page }) => {
    await signInAs(page, 'coach@example.ae');
    for (const path of [
      '/en/auth/login',
      '/en/register/players',
      '/en/register/club',
      '/en/auth/forgot-password',
      '/en/auth/reset-password?token=abc',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/en\/my-account-coach$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Coach account' })).toBeVisible();
    }
    await page.goto('/auth/login?redirect=%2Fmy-account-coach%2FPenalties');
    await expect(page).toHaveURL(/:4000\/my-account-coach\/Penalties$/);
  });
});
