import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * A club's public page edited in the office (decision 069): the editor changes the phone and an official, the change
 * is on the public page at once, and the office's pages pass axe.
 */

// The first visit to each page loads its chunks; on a busy two-core machine that can take longer than the default.
const loaded = expect.configure({ timeout: 20_000 });

test("an editor changes a club's phone and an official, seen at once on /en/clubs/{id}", async ({ page }) => {
  test.slow();
  const digits = `${Date.now()}`.slice(-7);
  const phone = `+971 2 ${digits}`;
  const official = `Official ${digits}`;
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/club-pages');
  await loaded(page.getByRole('heading', { level: 1, name: 'Club pages' })).toBeVisible();
  const first = page.getByRole('table').getByRole('link').first();
  await loaded(first).toBeVisible();
  await expectNoAxeViolations(page);

  const name = (await first.textContent())!;
  await first.click();
  await loaded(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/club-pages\/(\d+)$/.exec(page.url())![1];
  await expect(
    page.getByText('The name, type and emirate come from the club’s membership record'),
  ).toBeVisible();

  // A year to come is refused on its field, the other answers kept.
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Foundation year').fill('2999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^A year from 1900 to \d{4}$/)).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await page.getByLabel('Foundation year').fill('1999');

  const officials = page.getByRole('group', { name: 'Officials' });
  if ((await officials.getByRole('group').count()) === 0) {
    await officials.getByRole('button', { name: 'Add an official' }).click();
    await officials.getByLabel('Name in Arabic').first().fill('مسؤول النادي');
  }
  await officials.getByLabel('Name in English').first().fill(official);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: the public page shows it now')).toBeVisible();

  await page.getByRole('button', { name: 'Preview the public page' }).click();
  const preview = page.getByRole('region', { name: 'Preview the public page' });
  // In both languages.
  await expect(preview.getByText(phone)).toHaveCount(2);
  await expect(preview.getByText(official)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/en/clubs/${id}`);
  await loaded(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(official)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: phone })).toBeVisible();
});
