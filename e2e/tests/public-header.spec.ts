import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

// A member with a cart and the longest demo name (decision 063), whose name the first test makes longer still.
const member = 'academy@example.ae';

const longNames = {
  '': 'أكاديمية الظفرة الأولمبية للقوس والسهم والرماية التقليدية في المنطقة الغربية',
  '/en': 'Al Dhafra Olympic and Traditional Archery Academy of the Western Region',
};

const languages = [
  { prefix: '/en', menu: 'Menu', nav: 'Main navigation' },
  { prefix: '', menu: 'القائمة', nav: 'القائمة الرئيسية' },
];

async function headerOf(page: Page, path: string) {
  await page.goto(path);
  const header = page.getByRole('banner');
  await expect(header.locator('button[title]')).toBeVisible();
  await expect(page.getByTestId('full-page-loader')).toBeHidden();
  return header;
}

test.describe('header', () => {
  for (const { prefix, menu, nav } of languages) {
    test(`fits from 320 to 1280 px, one row at 1280, with the longest names (${prefix || '/'})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(page, member);
      // Longer than any demo member's name, in both languages (decision 084): the name the header must cope with, as
      // the server's answer to who is signed in gives it.
      await page.route('**/api/auth/me', async (route) => {
        const response = await route.fetch();
        const session = (await response.json()) as { userInfo: object };
        await route.fulfill({
          response,
          json: {
            ...session,
            userInfo: { ...session.userInfo, name: { ar: longNames[''], en: longNames['/en'] } },
          },
        });
      });
      const header = await headerOf(page, `${prefix}/my-account`);
      const account = header.locator('button[title]');
      const longName = longNames[prefix as keyof typeof longNames];
      const navigation = page.getByRole('navigation', { name: nav });
      const items = navigation.locator(':scope > ul > li:visible');
      // The menu comes from the API after the header itself.
      await expect(items.first()).toBeVisible();
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        // Cut short on screen, whole for assistive technology and on hover, and wholly on the screen.
        await expect(account).toHaveAttribute('title', longName);
        await expect(account).toHaveAccessibleName(new RegExp(longName));
        await expect(account).toBeInViewport({ ratio: 1 });
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
          `width ${width}`,
        ).toBeLessThanOrEqual(width);
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      await expect(page.getByRole('button', { name: menu, exact: true })).toBeHidden();
      // One more tool than the row has room for (the office's menu grew, a longer translation): the header takes its
      // compact form instead of making the page scroll sideways.
      await account.locator('xpath=../..').evaluate((tools) => {
        const extra = document.createElement('span');
        extra.style.cssText = 'display: inline-block; inline-size: 240px';
        tools.prepend(extra);
      });
      await expect(page.getByRole('button', { name: menu, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
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
