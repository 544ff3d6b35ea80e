import type { Page } from '@playwright/test';
import { demoPassword, expect, signInAs, test } from '../fixtures/test';

async function logIn(
  page: Page,
  email: string,
  labels = { email: 'Email', password: 'Password', submit: 'Log in' },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(demoPassword);
  await page.getByRole('button', { name: labels.submit }).click();
}

test.describe('the office is for staff', () => {
  test('staff land in the office after logging in, with the pages of their role', async ({ page }) => {
    await page.goto('/en/auth/login');
    await logIn(page, 'membership@example.ae');
    await expect(page).toHaveURL(/:4000\/en\/office$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Federation office' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Requests',
      'Members',
      'Penalties',
      'Audit log',
      'Training courses',
      'Tournament entries',
    ]);
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  test('the editor lands in the office in Arabic, and is not allowed into the requests', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/auth/login');
    await logIn(page, 'editor@example.ae', {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
    });
    await expect(page).toHaveURL(/:4000\/office$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مكتب الاتحاد' })).toBeVisible();
    // Every page of the editor's navigation on a laptop's screen, "Gallery" and the last too (issue 28).
    const nav = page.getByRole('navigation', { name: 'المكتب' });
    await expect(nav.getByRole('link', { name: 'المعرض', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link').last()).toBeInViewport({ ratio: 1 });
    await page.goto('/office/requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('هذا القسم غير متاح لحسابك');
  });

  test('members are refused with the not-allowed page and a way to their own area', async ({ page }) => {
    await signInAs(page, 'club@example.ae');
    for (const path of ['/en/office', '/en/office/requests', '/en/office/members/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        'This area is not open to your account',
      );
    }
    await page.getByRole('link', { name: 'Go to your account area' }).click();
    await expect(page).toHaveURL(/\/en\/my-account$/);
  });
});
