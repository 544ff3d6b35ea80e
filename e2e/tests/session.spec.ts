import { expect, seedStoredSession, signInAs, test } from '../fixtures/test';

const threeHours = 3 * 60 * 60 * 1000;

test.describe('session start-up rules', () => {
  test('a member active within 3 hours is signed in: the header shows the account menu', async ({ page }) => {
    const { userInfo } = await signInAs(page, 'player@example.ae', {
      startActivity: Date.now() - threeHours + 60_000,
    });
    await page.goto('/en');
    const account = page.getByRole('button', { name: `Account of ${userInfo.name.en}` });
    await expect(account).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await account.click();
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/my-account-player',
    );
  });

  test('after more than 3 hours without activity the stored member is dropped', async ({ page }) => {
    await seedStoredSession(page, { startActivity: Date.now() - threeHours - 60_000 });
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      userInfo: localStorage.getItem('userInfo'),
      accountType: localStorage.getItem('accountType'),
      startActivity: Number(localStorage.getItem('startActivity')),
    }));
    expect(stored.userInfo).toBeNull();
    expect(stored.accountType).toBeNull();
    expect(Date.now() - stored.startActivity).toBeLessThan(60_000);
  });

  test('invalid stored user data clears the session', async ({ page }) => {
    await seedStoredSession(page, { userInfo: '{"id": "seven"' });
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accountType'))).toBeNull();
  });

  test('logging out clears the session and shows a toast top-right that leaves after 2 seconds', async ({
    page,
  }) => {
    await signInAs(page, 'coach@example.ae');
    await page.goto('/en/news');
    await page.getByRole('button', { name: /^Account of/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'You have logged out' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(100);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect(toast).toBeHidden({ timeout: 3_000 });
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test.describe('a member the server no longer knows', () => {
    // The API's 401 to the start-up check is logged by the browser.
    test.use({ allowConsoleErrors: /Failed to load resource/ });
    test('is signed out at start-up', async ({ page }) => {
      await seedStoredSession(page);
      await page.goto('/en');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    });
  });
});
