import type { Page } from '@playwright/test';
import { latestMailTo, mailsTo } from '../fixtures/mail';
import { expect, expectNoAxeViolations, registerGuest, test, uniqueEmail } from '../fixtures/test';

const oldPassword = 'longbow#2031';
const newPassword = 'fletching42';

async function askForLink(page: Page, email: string) {
  await page.goto('/en/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/forgot-password$/);
  // The address changes before the new page has replaced the login form (whose field is also "Email").
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to set a new password is on its way');
}

const resetSubject = 'Reset your UAE Archery Federation password';

/** The reset link of the newest reset mail MailDev caught for the address, as a path on the site under test. */
async function linkFromMail(email: string): Promise<string> {
  const mail = await latestMailTo(email, { subject: resetSubject });
  const href = mail.text.match(/\S+\/en\/auth\/reset-password\?token=\S*/)?.[0];
  // The API writes links to its PUBLIC_ORIGIN, which the site under test sets to its own shell.
  expect(href).toMatch(/^http:\/\/localhost:4000\/en\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

test.describe('a forgotten password', () => {
  test('is reset through the mailed link, and the new password logs in', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await registerGuest(email, oldPassword);
    await askForLink(page, email);
    const link = await linkFromMail(email);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set the new password' }).click();

    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. Please log in with your new password.',
    );
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-person$/);
  });

  test('an unknown email gets the same answer and no mail', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await askForLink(page, email);
    // A member's link asked for afterwards has arrived by the time it is read: any mail to the unknown email would have.
    const member = uniqueEmail('known');
    await registerGuest(member, oldPassword);
    await askForLink(page, member);
    await latestMailTo(member, { subject: resetSubject });
    expect(await mailsTo(email)).toEqual([]);
  });

  test.describe('refused links', () => {
    test.use({ allowConsoleErrors: /Failed to load resource/ });

    test('an unknown or malformed link says so and offers a new one', async ({ page }) => {
      await page.goto(`/en/auth/reset-password?token=${'Q'.repeat(43)}`);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm the new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This link is not valid. Please ask for a new one.',
      );
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword);

      await page.goto('/auth/reset-password?token=broken');
      await expect(page.getByRole('alert')).toContainText('هذا الرابط غير صالح');
      await page.getByRole('link', { name: 'طلب رابط جديد' }).click();
      await expect(page).toHaveURL(/:4000\/auth\/forgot-password$/);
    });

    test('a used link says it has been used', async ({ page, request }) => {
      const email = uniqueEmail('used');
      await registerGuest(email, oldPassword);
      await askForLink(page, email);
      const link = await linkFromMail(email);
      const token = new URL(link, 'http://localhost').searchParams.get('token');
      const first = await request.post('/api/auth/reset-password', {
        data: { token, newPassword, newPasswordConfirmation: newPassword },
      });
      expect(first.status()).toBe(200);

      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another9pass');
      await page.getByLabel('Confirm the new password').fill('another9pass');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect(page.getByRole('alert')).toContainText('This link has already been used.');
    });
  });
});

test.describe('accessibility of the password pages', () => {
  for (const path of ['/auth/forgot-password', '/en/auth/forgot-password']) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('input[type="email"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const path of ['/auth/reset-password', '/en/auth/reset-password']) {
    test(`${path} with a link has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(`${path}?token=${'Q'.repeat(43)}`);
      await expect(page.locator('input[type="password"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
