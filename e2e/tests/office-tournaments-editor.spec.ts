import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { pngFile } from '../fixtures/registration-form';

/**
 * Tournaments and training courses written in the office (issue 14 item 3, decision 061): a tournament an editor
 * creates in both languages and publishes takes a player's entry, which the office's entries list then shows; a
 * registration window still open when the event starts is refused on its field, the other answers kept.
 */

// The first visit to each page loads its chunks; on a busy two-core machine that can take longer than the default.
const loaded = expect.configure({ timeout: 20_000 });

const stamp = () => `${Date.now()}`.slice(-7);

/** A UAE calendar day, `days` from today. */
const uaeDay = (days: number) =>
  new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function fillTournament(page: Page, id: string) {
  await page.getByLabel('Kind of tournament').selectOption({ label: 'Local' });
  await page.getByLabel('Name in Arabic').fill(`بطولة المكتب ${id}`);
  await page.getByLabel('Name in English').fill(`Office Championship ${id}`);
  await page.getByLabel('Venue in Arabic').fill('نادي الشارقة للجولف والرماية');
  await page.getByLabel('Venue in English').fill('Sharjah Golf and Shooting Club');
  await page.getByLabel('First day', { exact: true }).fill(uaeDay(20));
  await page.getByLabel('Last day', { exact: true }).fill(uaeDay(21));
  const first = page.getByRole('group', { name: 'First registration window' });
  await first.getByLabel('Opens on').fill(uaeDay(-1));
  // Still open on the first day: refused.
  await first.getByLabel('Closes on (its last day)').fill(uaeDay(20));
  const divisions = page.getByRole('group', { name: 'Divisions offered' });
  await divisions.getByRole('checkbox', { name: 'Recurve' }).check();
  await divisions.getByRole('checkbox', { name: 'Compound' }).check();
  const classes = page.getByRole('group', { name: 'Age classes offered' });
  for (const ageClass of ['Under 21', 'Senior'])
    await classes.getByRole('checkbox', { name: ageClass }).check();
  await page.getByLabel('Entry fee (AED)').fill('120');
}

test('a tournament created in the office in both languages takes a player’s entry, listed in the office', async ({
  page,
  browser,
}) => {
  // Four people's pages, each loading its remotes for the first time: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const id = stamp();
  const nameEn = `Office Championship ${id}`;
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/events/tournaments');
  await loaded(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Write a new one' }).click();
  await loaded(page.getByRole('heading', { level: 1, name: 'New: Tournaments' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillTournament(page, id);
  await page.getByRole('button', { name: 'Save' }).click();
  const closes = page
    .getByRole('group', { name: 'First registration window' })
    .getByLabel('Closes on (its last day)');
  await expect(page.getByText('The registration window must end before the tournament starts')).toBeVisible();
  await expect(closes).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name in English')).toHaveValue(nameEn);
  await expect(page.getByRole('checkbox', { name: 'Compound' })).toBeChecked();
  await expectNoAxeViolations(page);

  await closes.fill(uaeDay(10));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/office\/events\/tournaments\/\d+$/);
  const tournament = Number(page.url().split('/').at(-1));
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Preview as saved' }).click();
  const preview = page.getByRole('region', { name: 'Preview as saved' });
  await expect(preview.getByRole('heading', { name: `بطولة المكتب ${id}` })).toBeVisible();
  await expect(preview.getByRole('heading', { name: nameEn })).toBeVisible();
  await expectNoAxeViolations(page);
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();

  // On the public list in both languages at once, open for entries.
  await page.goto('/tournament/Local');
  await loaded(page.getByRole('main').getByText(`بطولة المكتب ${id}`)).toBeVisible();
  await page.goto('/en/tournament/Local');
  await loaded(page.getByRole('main').getByText(nameEn)).toBeVisible();

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await signInAs(player, 'player@example.ae');
  await player.goto(`/en/tournament-details/register?tournament=${tournament}`);
  await loaded(player.getByRole('heading', { level: 1, name: 'Tournament registration' })).toBeVisible();
  await expect(player.getByRole('link', { name: nameEn })).toBeVisible();
  await player.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Recurve' });
  await player.getByRole('combobox', { name: 'Age class' }).selectOption({ label: 'Senior' });
  await player.getByRole('button', { name: 'Submit the entry' }).click();
  const receipt = player.getByRole('status').filter({ hasText: 'The request has been submitted' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('AED 120.00')).toBeVisible();
  await playerContext.close();

  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAs(office, 'membership@example.ae');
  await office.goto(`/en/office/tournaments/${tournament}`);
  await loaded(office.getByRole('heading', { level: 1, name: `Entries of ${nameEn}` })).toBeVisible();
  const row = office.getByRole('row', { name: /Salem Rashed Al Kaabi/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Recurve')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await officeContext.close();
});

test('the course editor refuses a registration window that ends after the course starts, keeping the rest; its picture is on the course page and list', async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/events/courses');
  await loaded(page.getByRole('heading', { level: 1, name: 'Course calendar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Write a new one' }).click();
  await loaded(page.getByRole('heading', { level: 1, name: 'New: Course calendar' })).toBeVisible();
  await page.getByLabel('Name in Arabic').fill(`دورة المكتب ${id}`);
  await page.getByLabel('Name in English').fill(`Office course ${id}`);
  await page.getByLabel('Description in Arabic').fill('دورة للمبتدئين');
  await page.getByLabel('Description in English').fill('A course for beginners');
  await page.getByLabel('First day', { exact: true }).fill(uaeDay(30));
  await page.getByLabel('Last day', { exact: true }).fill(uaeDay(31));
  await page.getByLabel('Opens on').fill(uaeDay(0));
  await page.getByLabel('Closes on (its last day)').fill(uaeDay(35));
  await page.getByRole('checkbox', { name: 'Coach' }).check();
  await page.getByLabel('Seats').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The registration window must end before the course starts')).toBeVisible();
  await expect(page.getByLabel('Closes on (its last day)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name in English')).toHaveValue(`Office course ${id}`);
  await expect(page.getByLabel('Seats')).toHaveValue('20');
  await expect(page.getByRole('checkbox', { name: 'Coach' })).toBeChecked();
  await expectNoAxeViolations(page);

  // A picture is sent ahead when chosen (decision 060), and refused on its alt text fields until they are written.
  await page.getByLabel('Closes on (its last day)').fill(uaeDay(20));
  await page.getByLabel('Choose a picture').setInputFiles(pngFile('course.png'));
  await expect(page.getByText(/course\.png/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByLabel('What the picture shows, in English')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Seats')).toHaveValue('20');
  await page.getByLabel('What the picture shows, in Arabic').fill('مدرب مع رماة ناشئين');
  await page.getByLabel('What the picture shows, in English').fill('A coach with junior archers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/office\/events\/courses\/\d+$/);
  const courseId = page.url().split('/').at(-1);
  await expect(
    page.getByRole('region', { name: 'Publishing' }).getByText('Draft', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'A coach with junior archers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    page.getByRole('region', { name: 'Publishing' }).getByText('Published', { exact: true }),
  ).toBeVisible();

  await page.goto(`/en/training-courses/${courseId}`);
  await loaded(page.getByRole('heading', { level: 1, name: `Office course ${id}` })).toBeVisible();
  const picture = page.getByRole('main').getByRole('img', { name: 'A coach with junior archers' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.goto(`/training-courses?q=${encodeURIComponent(`دورة المكتب ${id}`)}`);
  await expect(page.getByRole('main').getByRole('img', { name: 'مدرب مع رماة ناشئين' })).toBeVisible();
});
