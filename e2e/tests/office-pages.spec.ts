import type { Page } from '@playwright/test';
import { apiAs } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * The information pages and training centres in the office (issue 14 item 1, decision 066): an edit of a page waits
 * as a draft while the site shows the published text, and shows once published; a new centre shows once published.
 */

const loaded = expect.configure({ timeout: 20_000 });
const stamp = () => `${Date.now()}`.slice(-7);

/** Adds words at the end of a rich-text field (TipTap's surface, named by its label). */
async function appendRichText(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await page.keyboard.press('ControlOrMeta+End');
  await field.pressSequentially(text);
}

/** The public page, read again until it shows what is expected (answers are cached up to five seconds). */
async function expectPublic(page: Page, path: string, text: string, shown: boolean) {
  await expect(async () => {
    await page.goto(path);
    const main = page.getByRole('main');
    await loaded(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText(text)).toHaveCount(shown ? 1 : 0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an edit of "about us" stays off the site until it is published, then shows in both languages', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = stamp();
  const englishWords = ` Updated by the office ${id}.`;
  const arabicWords = ` حدّثه المكتب ${id}.`;
  const office = await apiAs('editor@example.ae');
  const before = (await (await office.get('/api/office/pages/about-us')).json()) as {
    fields: Record<string, string>;
  };
  try {
    await signInAs(page, 'editor@example.ae');
    await page.goto('/en/office/pages');
    await loaded(page.getByRole('heading', { level: 1, name: 'Information pages' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: before.fields.titleEn }).click();
    await loaded(page.getByRole('heading', { level: 1, name: before.fields.titleEn })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formatting' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await appendRichText(page, 'Text in English', englishWords);
    await appendRichText(page, 'Text in Arabic', arabicWords);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await expect(publishing.getByText('Draft', { exact: true })).toBeVisible();
    // A page is always on the site: it can be published, never taken off.
    await expect(publishing.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Preview as saved' }).click();
    const preview = page.getByRole('region', { name: 'Preview as saved' });
    await expect(preview.getByText(englishWords.trim(), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const visitor = await browser.newPage();
    await expectPublic(visitor, '/en/about-us', englishWords.trim(), false);
    await expectPublic(visitor, '/about-us', arabicWords.trim(), false);

    await publishing.getByRole('button', { name: 'Publish now' }).click();
    await expect(publishing.getByText('Published', { exact: true })).toBeVisible();
    await expectPublic(visitor, '/en/about-us', englishWords.trim(), true);
    await expectPublic(visitor, '/about-us', arabicWords.trim(), true);
    await visitor.close();
  } finally {
    // Other tests read the demo's "about us": its text goes back as it was.
    expect((await office.put('/api/office/pages/about-us', { data: before.fields })).status()).toBe(200);
    expect((await office.post('/api/office/pages/about-us/publish', { data: {} })).status()).toBe(200);
    await office.dispose();
  }
});

test('a new training centre, refused with a bad website on its field, is published on /en/training-centers', async ({
  page,
}) => {
  test.slow();
  const name = `Al Qudra Range ${stamp()}`;
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/centres');
  await loaded(page.getByRole('heading', { level: 1, name: 'Training centres' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Write a new one' }).click();
  await loaded(page.getByRole('heading', { level: 1, name: 'New: Training centres' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name in Arabic').fill(`ميدان القدرة ${name.slice(-7)}`);
  await page.getByLabel('Name in English').fill(name);
  await page.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await page.getByLabel('Website').fill('ftp://range.example.ae');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name in English')).toHaveValue(name);
  await expectNoAxeViolations(page);

  await page.getByLabel('Website').fill('https://range.example.ae');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/office\/centres\/\d+$/);
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing.getByText('Draft', { exact: true })).toBeVisible();
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();

  await expect(async () => {
    await page.goto(`/en/training-centers?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByText(name)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});

test.describe('deleting a training centre', () => {
  // The refusal of the centre with courses is a 409, which the browser logs.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 409/ });

  test('a centre no course names is deleted after a confirmation; one with courses is refused in the dialog in both languages', async ({
    page,
  }) => {
    test.slow();
    const name = `Hatta Range ${stamp()}`;
    const office = await apiAs('editor@example.ae');
    const created = await office.post('/api/office/centres', {
      data: {
        nameAr: `ميدان حتا ${name.slice(-7)}`,
        nameEn: name,
        emirate: 'dubai',
        addressAr: '',
        addressEn: '',
        descriptionAr: '',
        descriptionEn: '',
        phone: '',
        email: '',
        website: '',
        latitude: '',
        longitude: '',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await office.dispose();

    await signInAs(page, 'editor@example.ae');
    await page.goto(`/en/office/centres/${id}`);
    await loaded(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete the centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this centre?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete the centre' }).click();
    await expect(page).toHaveURL(/\/en\/office\/centres$/);
    await expect(page.getByText('Centre deleted')).toBeVisible();
    await loaded(page.getByRole('heading', { level: 1, name: 'Training centres' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    // The seed's Abu Dhabi centre holds courses: the API refuses, the dialog says why and the centre stays.
    const seeded = 'Federation Archery Centre, Abu Dhabi';
    await page.getByRole('link', { name: seeded }).click();
    await loaded(page.getByRole('heading', { level: 1, name: seeded })).toBeVisible();
    const seededPath = new URL(page.url()).pathname.replace(/^\/en/, '');
    await page.getByRole('button', { name: 'Delete the centre' }).click();
    await dialog.getByRole('button', { name: 'Delete the centre' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Training courses are held at this centre: move them to another centre or delete them first',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep the centre' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: seeded })).toBeVisible();

    await page.goto(seededPath);
    await loaded(
      page.getByRole('heading', { level: 1, name: 'مركز الاتحاد للقوس والسهم - أبوظبي' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'حذف المركز' }).click();
    const arabicDialog = page.getByRole('dialog', { name: 'أتحذف هذا المركز؟' });
    await arabicDialog.getByRole('button', { name: 'حذف المركز' }).click();
    await expect(arabicDialog.getByRole('alert')).toContainText('تُقام دورات تدريبية في هذا المركز');
    await expectNoAxeViolations(page);
  });
});
