import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

// The longest demo name (decision 063): the academy's, "أكاديمية الظفرة للقوس والسهم" / "Al Dhafra Archery Academy".
const member = 'academy@example.ae';

const languages = [
  { prefix: '/en', name: 'Al Dhafra Archery Academy', menu: 'Menu', nav: 'Main navigation' },
  { prefix: '', name: 'أكاديمية الظفرة للقوس والسهم', menu: 'القائمة', nav: 'القائمة الرئيسية' },
];

async function headerOf(page: Page, path: string) {
  await page.goto(path);
  const header = page.getByRole('banner');
  await expect(header.locator('button[title]')).toBeVisible();
  await expect(page.getByTestId('full-page-loader')).toBeHidden();
  return header;
}

test.describe('header', () => {
  for (const { prefix, name, menu, nav } of languages) {
    test(`one line at 1280 px with the longest member name (${prefix || '/'})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(page, member);
      const header = await headerOf(page, `${prefix}/news`);
      const account = header.locator('button[title]');
      // Cut short on screen, whole for assistive technology and on hover.
      await expect(account).toHaveAttribute('title', name);
      await expect(account).toHaveAccessibleName(new RegExp(name));
      const navigation = page.getByRole('navigation', { name: nav });
      const items = navigation.locator(':scope > ul > li');
      // The menu comes from the API after the header itself.
      await expect(items.first()).toBeVisible();
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      const height = (await header.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(80);
      const bar = (await header.boundingBox())!;
      const accountBox = (await account.boundingBox())!;
      expect(accountBox.y).toBeLessThan(bar.y + bar.height);
      await expect(page.getByRole('button', { name: menu, exact: true })).toBeHidden();
    });

    test(`a compact phone header with the menu behind a disclosure button (${prefix || '/'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, member);
      const header = await headerOf(page, `${prefix}/news`);
      const height = (await header.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(72);
      const toggle = page.getByRole('button', { name: menu, exact: true });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(list).toBeHidden();
      // Nothing spills out of the screen's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      // The open menu lies over the page; the header itself does not grow.
      expect((await header.boundingBox())!.height).toBe(height);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(list).toBeHidden();
    });
  }
});
