import { expect, expectNoAxeViolations as expectNoViolations, test } from '../fixtures/test';

for (const path of ['/', '/en']) {
  test(`the home page ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

for (const path of ['/auth/login', '/en/auth/login']) {
  test(`the login page ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await expectNoViolations(page);
  });
}

for (const path of ['/register/players', '/en/register/players']) {
  test(`the players registration form ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    const lookups = page.waitForResponse((response) => response.url().endsWith('/api/lookups'));
    await page.goto(path);
    await lookups;
    await expect(page.locator('form input').first()).toBeVisible();
    await expectNoViolations(page);
  });
}
