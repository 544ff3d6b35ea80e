import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test, tournamentId } from '../fixtures/test';

/**
 * Entries change the shared database: each test that enters someone uses a tournament and archers no other test
 * enters, and withdraws what it entered, so the tests run in any order, in parallel and again.
 */

async function openRegistration(page: Page, kind: string, name: string) {
  const id = await tournamentId(page.request, kind, name);
  await page.goto(`/en/tournament-details/register?tournament=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament registration' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  return id;
}

async function withdraw(page: Page, archer: string, reason: string) {
  const entry = page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: archer }) });
  await entry.getByRole('button', { name: `Withdraw ${archer}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw ${archer}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Are you sure about that?')).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.getByText('Withdrawal request has been submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(entry.getByText(new RegExp(`^Withdrawal requested on .*\\(${reason}\\)$`))).toBeVisible();
  await expect(entry.getByText(/^Submitted on /)).toBeVisible();
}

test.describe('tournament registration', () => {
  test('a visitor is sent to log in and comes back to the registration', async ({ page }) => {
    const id = await tournamentId(page.request, 'Local', 'UAE Outdoor Archery Championship');
    await page.goto(`/en/tournament-details/register?tournament=${id}`);
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=/);
    await page.getByLabel('Email').fill('person@example.ae');
    await page.getByLabel('Password', { exact: true }).fill('Archery#2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/tournament-details/register\\?tournament=${id}$`));
    // A person is no archer: the page says so and offers no form.
    await expect(
      page.getByText('This account is not eligible to participate in this tournament.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit the entry' })).toHaveCount(0);
  });

  test('a player enters themselves, gets the bill, and withdraws', async ({ page }) => {
    await signInAs(page, 'player@example.ae');
    await openRegistration(page, 'International', 'GCC Archery Championship');
    await expect(page.getByText('Salem Rashed Al Kaabi').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Archer' })).toHaveCount(0);
    // A 28-year-old is a senior: no youth class is offered.
    const ageClass = page.getByRole('combobox', { name: 'Age class' });
    await expect(ageClass.locator('option')).toHaveText(['Choose an age class', 'Senior']);
    await page.getByRole('button', { name: 'Submit the entry' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Recurve' });
    await ageClass.selectOption({ label: 'Senior' });
    await page.getByRole('button', { name: 'Submit the entry' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'The request has been submitted' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText(/^TS-\d{4}-\d+$/)).toBeVisible();
    await expect(receipt.getByText('AED 300.00')).toBeVisible();
    const entry = page.locator('li').filter({
      has: page.getByRole('heading', { level: 3, name: 'Salem Rashed Al Kaabi' }),
    });
    await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('This archer is already entered in this tournament.')).toBeVisible();
    await withdraw(page, 'Salem Rashed Al Kaabi', 'International championship');
  });

  test('a club enters two of its players, each in a class of their own', async ({ page }) => {
    await signInAs(page, 'club@example.ae');
    await openRegistration(page, 'Local', 'UAE Outdoor Archery Championship');
    const archer = page.getByRole('combobox', { name: 'Archer' });
    await expect(archer.locator('option:checked')).toHaveText('Choose a player');
    // A player whose membership waits for approval is listed but cannot be chosen.
    await expect(archer.locator('option', { hasText: 'Sultan Mubarak Al Shehhi' })).toBeDisabled();

    for (const [name, division, ageClass] of [
      ['Rashid Khalifa Al Zaabi', 'Recurve', 'Under 18'],
      ['Noura Saif Al Tunaiji', 'Barebow', 'Under 15'],
    ] as const) {
      await archer.selectOption({ label: name });
      await page.getByRole('combobox', { name: 'Division' }).selectOption({ label: division });
      await page.getByRole('combobox', { name: 'Age class' }).selectOption({ label: ageClass });
      await page.getByRole('button', { name: 'Submit the entry' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'The request has been submitted' }),
      ).toBeVisible();
      const entry = page.locator('li').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(entry.getByText(`${division}, ${ageClass}`)).toBeVisible();
      await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
    }
    // Entered once, neither can be entered again.
    for (const name of ['Rashid Khalifa Al Zaabi', 'Noura Saif Al Tunaiji']) {
      await expect(
        archer.locator('option', { hasText: `${name} (This archer is already entered in this tournament.)` }),
      ).toBeDisabled();
    }

    await withdraw(page, 'Rashid Khalifa Al Zaabi', 'After subscription');
    await withdraw(page, 'Noura Saif Al Tunaiji', 'After the schedule');
  });

  test('a restricted player is refused with the reason', async ({ page }) => {
    await signInAs(page, 'restricted@example.ae');
    await openRegistration(page, 'Open', 'Abu Dhabi Open Archery Tournament');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('You cannot register for this tournament')).toBeVisible();
    await expect(
      alert.getByText(
        'This account is not eligible to participate in the tournament while it is under a penalty.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit the entry' })).toHaveCount(0);
  });

  test('a member whose membership is pending is refused with the reason, in Arabic too', async ({ page }) => {
    await signInAs(page, 'sultan.pending@example.ae');
    const id = await openRegistration(page, 'Open', 'Abu Dhabi Open Archery Tournament');
    await expect(
      page.getByText(
        'This account is not eligible to participate in the tournament: its membership has not been approved yet.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit the entry' })).toHaveCount(0);
    await page.goto(`/tournament-details/register?tournament=${id}`);
    await expect(
      page.getByText('هذا الحساب غير مؤهل للمشاركة في البطولة: لم تُعتمد عضويته بعد.'),
    ).toBeVisible();
  });

  test('a blocked member cannot log in to register at all', async ({ page }) => {
    const response = await page.request.post('/api/auth/login', {
      data: { email: 'blocked@example.ae', password: 'Archery#2026' },
    });
    expect(response.status()).toBe(403);
  });

  test('the registration form and the withdrawal dialog have no WCAG 2.2 AA violations', async ({ page }) => {
    await signInAs(page, 'academy@example.ae');
    await openRegistration(page, 'Activities', 'Winter Archery Nights');
    await expect(page.getByRole('combobox', { name: 'Archer' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The academy's seeded entry of Hamad: the dialog is checked, then cancelled (nothing changes).
    await page.getByRole('button', { name: 'Withdraw Hamad Juma Al Qubaisi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Hamad Juma Al Qubaisi' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Withdraw Hamad Juma Al Qubaisi' })).toBeFocused();
  });
});
