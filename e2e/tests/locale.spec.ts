import { expect, test } from '../fixtures/test';

test.describe('locale and direction', () => {
  test('unprefixed paths are Arabic, right-to-left, with the Arabic title and description', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/اتحاد الإمارات للقوس والسهم/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /القوس والسهم/);
  });

  test('/ar/... is Arabic and /en/... English, left-to-right', async ({ page }) => {
    await page.goto('/ar/clubs');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/en/clubs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/UAE Archery Federation/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /archery/i);
  });

  test('the language switch keeps the page and the choice is restored on the next unprefixed visit', async ({
    page,
  }) => {
    await page.goto('/news?page=2');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.goto('/clubs');
    await expect(page).toHaveURL(/\/en\/clubs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/:4000\/clubs$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/gallery');
    await expect(page).toHaveURL(/:4000\/gallery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
