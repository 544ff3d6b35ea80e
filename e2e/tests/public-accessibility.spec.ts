import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures/test';

/** WCAG 2.2 AA on a list, an item page and the forms, in both languages. */

async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('full-page-loader')).toBeHidden();
  await expect(page.getByText(/^(Loading…|جارٍ التحميل…)$/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

for (const prefix of ['', '/en']) {
  const language = prefix ? 'English' : 'Arabic';

  test(`the news list in ${language} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(`${prefix}/news`);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test(`a news item in ${language} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/news')).json()) as { items: { id: number }[] };
    await page.goto(`${prefix}/news/${items[0]!.id}`);
    await expectNoViolations(page);
  });

  test(`the clubs list with its filters in ${language} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(`${prefix}/clubs`);
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the article form with its errors in ${language} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(`${prefix}/articles/send`);
    await page.getByRole('button', { name: prefix ? 'Send the article' : 'إرسال المقال' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the contact page has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/contact-us');
  await expectNoViolations(page);
});
