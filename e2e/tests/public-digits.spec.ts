import { expect, test } from '../fixtures/test';

// Decision 063: Arabic pages write every number in Western digits, whether it comes from react-intl (dates, counts,
// money) or from what editors typed, so a card never mixes "140 رامياً" with "١٩ نوفمبر ٢٠٢٦".
const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;
const western = /[0-9]/;

const pages = [
  { path: '/', shows: 'main time' },
  { path: '/news', shows: 'main time' },
  { path: '/tournament/Local', shows: 'main time' },
];

test.describe('one digit rule on Arabic pages', () => {
  for (const { path, shows } of pages) {
    test(`${path} shows Western digits only`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(shows).first()).toBeVisible();
      await expect(page.getByTestId('full-page-loader')).toBeHidden();
      const text = await page.locator('body').innerText();
      expect(text).toMatch(western);
      expect(text.match(arabicIndic) ?? []).toEqual([]);
    });
  }
});
