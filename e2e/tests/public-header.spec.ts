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

test('searches the whole site from the header: suggestions as Arabic is typed, then the results with the words kept', async ({
  page,
}) => {
  // The smallest phone: the search is an icon button beside the menu, the cart and the login (decision 088).
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await expect(page.getByTestId('full-page-loader')).toBeHidden();
  const open = page.getByRole('banner').getByRole('button', { name: 'البحث في الموقع' });
  await expect(open).toBeInViewport({ ratio: 1 });
  await open.click();
  const box = page.getByRole('combobox', { name: 'البحث في الموقع' });
  await expect(box).toBeFocused();
  // Typed without the hamza that Abu Dhabi is written with (أبوظبي); suggestions come from the third letter.
  await box.pressSequentially('ابوظ');
  const suggestions = page.getByRole('listbox', { name: 'اقتراحات' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await expectNoAxeViolations(page);
  await box.press('Escape');
  await expect(suggestions).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('ابوظ')}$`));
  await expect(page.getByRole('searchbox', { name: 'كلمات البحث، بالعربية أو الإنجليزية' })).toHaveValue(
    'ابوظ',
  );
  const clubs = page.getByRole('region', { name: 'الأندية والأكاديميات' });
  await expect(clubs.getByRole('link', { name: 'نادي أبوظبي للقوس والسهم' })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
