import { expect, test } from '../fixtures/test';

test.describe('layout', () => {
  test('header: logo, navigation from the menu blocks, language switch, login and no cart for a visitor', async ({
    page,
    request,
  }) => {
    // The menu the page was rendered with (on the server: the browser makes no start-up call then).
    const menu = (await (await request.get('/api/blocks?categoryId=35')).json()) as {
      items: { title: { en: string }; children: unknown[] }[];
    };
    await page.goto('/en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'UAE Archery Federation' })).toHaveAttribute('href', '/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const block of menu.items) {
      await expect(
        nav.getByRole(block.children.length ? 'button' : 'link', { name: block.title.en }),
      ).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'العربية' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login');
    await expect(header.getByTestId('cart-button')).toHaveCount(0);
  });

  test('menus open with the keyboard, close on Escape and lead to their pages', async ({ page }) => {
    await page.goto('/en');
    const media = page.getByRole('button', { name: 'Media' });
    await media.focus();
    await page.keyboard.press('Enter');
    await expect(media).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(media).toHaveAttribute('aria-expanded', 'false');
    await expect(media).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(media).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer: social links from the API, contact summary with office hours, legal links', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/social-media')).json()) as {
      items: { url: string; label: { en: string } }[];
    };
    await page.goto('/en');
    expect(items.length).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    for (const item of items) {
      await expect(footer.getByRole('link', { name: item.label.en, exact: true })).toHaveAttribute(
        'href',
        item.url,
      );
    }
    await expect(footer).toContainText('Office hours: 8 AM to 4 PM, Sharjah time');
    await expect(footer).toContainText('We reply within 3 working days.');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-police',
    );
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Disclaimer notice' })).toHaveAttribute(
      'href',
      '/en/disclaimer-notice',
    );
  });

  test('the skip link moves keyboard users to the main content', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
