import { latestMailTo } from '../fixtures/mail';
import { forwardedFor } from '../fixtures/proxy';
import { apiOrigin, expect, expectNoAxeViolations, registerGuest, test, uniqueEmail } from '../fixtures/test';

const password = 'Quiver-Maple-58';

test.describe('a login to an account under attack (decision 080)', () => {
  // The wrong code's 400 is logged by the browser.
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('lets the owner in from a new browser with the right password and the mailed code', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('attacked');
    await registerGuest(email, password);
    // Strangers try passwords from ten addresses (the test plays the shell's proxy, with its secret), in a range of this
    // run's own (RFC 2544's), since an address's failures of the day count whatever the account.
    const range = `198.18.${Math.floor(Math.random() * 256)}`;
    for (let i = 1; i <= 10; i++) {
      const guess = await request.post(`${apiOrigin}/api/auth/login`, {
        data: { email, password: `guess-${i}` },
        headers: forwardedFor(`${range}.${i}`),
      });
      expect(guess.status()).toBe(401);
    }

    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const lead = page.getByRole('status');
    await expect(lead).toContainText('If the password was right, we have mailed a 6-digit code to');
    await expect(lead).toContainText(email);
    await expectNoAxeViolations(page);

    const mail = await latestMailTo(email, { subject: /^Your UAE Archery Federation login code: \d{6}$/ });
    expect(mail.text).toContain('If it was not you, do not give this code to anyone');
    const code = /^(\d{6})$/m.exec(mail.text)?.[1];
    expect(code).toBeDefined();

    const field = page.getByLabel('Code from the mail');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm the code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The code is not correct. Please check the mail and try again.',
    );
    await expectNoAxeViolations(page);

    await field.fill(code!);
    await page.getByRole('button', { name: 'Confirm the code' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-person$/);
  });
});
