import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { apiAs, png } from '../fixtures/office';
import { pngFile } from '../fixtures/registration-form';
import { uploaded } from '../fixtures/uploads';

/**
 * The office's ordered collections (decision 065): an editor adds a partner with its logo in both languages, publishes
 * it, sees it on the public partners page in English and Arabic and moves it first; a draft slide stays off the home
 * page until it is published; a link list's heading, changed in both languages, shows on its public page.
 */

const loaded = expect.configure({ timeout: 20_000 });
const stamp = () => `${Date.now() % 1_000_000}`;

test('an editor adds a partner with its logo, publishes it, sees it on the site and moves it first', async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  const nameEn = `Desert Bows ${id}`;
  const nameAr = `أقواس الصحراء ${id}`;
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/collections/partners/new');
  await loaded(page.getByRole('heading', { level: 1, name: 'New: Partners' })).toBeVisible();

  // Without its logo a partner is refused on the picture, the typed names kept.
  await page.getByLabel('Name in Arabic').fill(nameAr);
  await page.getByLabel('Name in English').fill(nameEn);
  await page.getByLabel('Website (https://…)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await expect(page.getByLabel('Name in English')).toHaveValue(nameEn);
  await expectNoAxeViolations(page);

  await page.getByLabel('Website (https://…)').fill('https://desert-bows.example.ae');
  await page.getByLabel('Choose a picture').setInputFiles(pngFile('logo.png'));
  await expect(page.getByText(/logo\.png/)).toBeVisible();
  await page.getByLabel('What the picture shows, in Arabic').fill('شعار أقواس الصحراء');
  await page.getByLabel('What the picture shows, in English').fill('The Desert Bows logo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/office\/collections\/partners\/\d+$/);

  await page.getByRole('button', { name: 'Preview as saved' }).click();
  const preview = page.getByRole('region', { name: 'Preview as saved' });
  await expect(preview.getByRole('img', { name: 'شعار أقواس الصحراء' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: nameAr })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    page.getByRole('region', { name: 'Publishing' }).getByText('Published', { exact: true }),
  ).toBeVisible();

  // On the public page, last in the order, with its logo decoded and its alt text.
  await page.goto('/en/partners');
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await loaded(names.last()).toHaveText(nameEn);
  const logo = page.getByRole('main').getByRole('img', { name: 'The Desert Bows logo' });
  await expect(logo).toBeVisible();
  // Decoded, not a broken image (it may load lazily, once scrolled into view).
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto('/partners');
  await loaded(names.last()).toHaveText(nameAr);

  // Moved first with the keyboard, the new place announced.
  await page.goto('/en/office/collections/partners');
  const up = page.getByRole('button', { name: `Move ${nameEn} up` });
  await loaded(up).toBeVisible();
  await expectNoAxeViolations(page);
  const rows = page.getByRole('table', { name: 'Partners' }).getByRole('row');
  const before = await rows.count();
  for (let step = 1; step < before - 1; step++) {
    // The list is refreshed after each move, its buttons waiting meanwhile: a key pressed then does nothing.
    await expect(up).toBeEnabled();
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${nameEn} is now number ${before - 1 - step}`)).toBeVisible();
    await expect(rows.nth(before - 1 - step).getByRole('rowheader')).toHaveText(nameEn);
  }
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(nameEn);
  await expect(up).toBeDisabled();

  // The browser may keep the public list it read a moment ago for five seconds (decision 064): the new order shows
  // within them.
  await expect(async () => {
    await page.goto('/en/partners');
    await expect(names.first()).toHaveText(nameEn, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test('a draft slide stays off the home page until it is published', async ({ page }) => {
  test.slow();
  const title = `Winter cup ${stamp()}`;
  const office = await apiAs('editor@example.ae');
  const created = await office.post('/api/office/collections/slides', {
    data: {
      titleAr: `كأس الشتاء ${title}`,
      titleEn: title,
      textAr: '',
      textEn: '',
      linkHref: '/tournaments',
      linkLabelAr: 'البطولات',
      linkLabelEn: 'Tournaments',
      image: {
        file: await uploaded(office, png),
        altAr: 'رامية على خط الرمي',
        altEn: 'An archer on the line',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // The carousel shows one slide at a time: "Previous slide" from the first shows the last, where a new one goes.
  const slideHeading = page.getByRole('heading', { name: title });
  const previous = page.getByRole('button', { name: 'Previous slide' });
  await page.goto('/en');
  await loaded(previous).toBeVisible();
  await previous.click();
  await expect(page.getByRole('group', { name: /^\d+ of \d+$/ })).toBeVisible();
  await expect(slideHeading).toHaveCount(0);

  expect((await office.post(`/api/office/collections/slides/${id}/publish`, { data: {} })).status()).toBe(
    200,
  );
  // The slider's answer is revalidated after five seconds: reload until the browser asks again.
  await expect(async () => {
    await page.reload();
    await previous.click();
    await expect(slideHeading).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });

  // The office's slides page lists it as published, and passes axe.
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/collections/slides');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await loaded(row.getByText('Published', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a link list's title and introduction are changed in both languages and read on its public page", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  const slug = 'external-hyperlinks';
  const office = await apiAs('editor@example.ae');
  const lists = (await (await office.get('/api/office/collections/links/lists')).json()) as {
    slug: string;
    titleAr: string;
    titleEn: string;
    introAr: string;
    introEn: string;
  }[];
  const { slug: _, ...before } = lists.find((list) => list.slug === slug)!;
  const titleEn = `Websites we link to ${id}`;
  const introEn = `Checked by the office ${id}.`;
  const introAr = `راجعها المكتب ${id}.`;
  try {
    await signInAs(page, 'editor@example.ae');
    await page.goto('/en/office/collections/links');
    const headings = page.getByRole('region', { name: 'The lists’ headings' });
    await loaded(headings.getByRole('combobox', { name: 'List' })).toBeVisible();
    await headings.getByRole('combobox', { name: 'List' }).selectOption({ label: before.titleEn });
    await expect(headings.getByLabel('Title in English')).toHaveValue(before.titleEn);

    // A title left empty is refused on its field, the other texts kept.
    await headings.getByLabel('Title in English').fill('');
    await headings.getByRole('button', { name: 'Save the heading' }).click();
    await expect(headings.getByLabel('Title in English')).toHaveAttribute('aria-invalid', 'true');
    await expect(headings.getByText('This field is required')).toHaveCount(1);
    await expect(headings.getByLabel('Title in Arabic')).toHaveValue(before.titleAr);
    await expectNoAxeViolations(page);

    await headings.getByLabel('Title in English').fill(titleEn);
    await headings.getByLabel('Title in Arabic').fill(`مواقع نرتبط بها ${id}`);
    for (const [label, words] of [
      ['Introduction in English', introEn],
      ['Introduction in Arabic', introAr],
    ] as const) {
      const field = headings.getByRole('textbox', { name: label });
      await field.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Enter');
      await field.pressSequentially(words);
    }
    await headings.getByRole('button', { name: 'Save the heading' }).click();
    await expect(page.getByText('Saved: the links page shows it within seconds')).toBeVisible();
    // The office's own list of links is headed by the new title.
    await expect(page.getByRole('heading', { level: 2, name: titleEn })).toBeVisible();

    for (const [path, title, words] of [
      [`/en/${slug}`, titleEn, introEn],
      [`/${slug}`, `مواقع نرتبط بها ${id}`, introAr],
    ] as const) {
      await expect(async () => {
        await page.goto(path);
        await expect(page.getByRole('main').getByText(words)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expectNoAxeViolations(page);
    }
  } finally {
    // Other tests read the demo's lists: the heading goes back as it was.
    expect((await office.put(`/api/office/collections/links/lists/${slug}`, { data: before })).status()).toBe(
      200,
    );
    await office.dispose();
  }
});
