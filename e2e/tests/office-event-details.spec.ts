import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { pdfFile } from '../fixtures/registration-form';

/**
 * A tournament's documents, description and places (decision 067): the editor writes them on a new tournament and
 * publishes it; the public page shows them; the demo player takes the one place, and the demo club is then told the
 * tournament is full, in English and in Arabic.
 */

// The first visit to each page loads its chunks; on a busy two-core machine that can take longer than the default.
const loaded = expect.configure({ timeout: 20_000 });

/** A UAE calendar day, `days` from today. */
const uaeDay = (days: number) =>
  new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a tournament with a PDF, a description and one place: shown on its page, taken, then refused as full', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = `${Date.now()}`.slice(-7);
  const nameEn = `Small Open ${id}`;
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/events/tournaments/new');
  await loaded(page.getByRole('heading', { level: 1, name: 'New: Tournaments' })).toBeVisible();
  await page.getByLabel('Kind of tournament').selectOption({ label: 'Local' });
  await page.getByLabel('Name in Arabic').fill(`بطولة صغيرة ${id}`);
  await page.getByLabel('Name in English').fill(nameEn);
  await page.getByLabel('Venue in Arabic').fill('نادي الشارقة للجولف والرماية');
  await page.getByLabel('Venue in English').fill('Sharjah Golf and Shooting Club');
  await page.getByLabel('First day', { exact: true }).fill(uaeDay(20));
  await page.getByLabel('Last day', { exact: true }).fill(uaeDay(21));
  const first = page.getByRole('group', { name: 'First registration window' });
  await first.getByLabel('Opens on').fill(uaeDay(-1));
  await first.getByLabel('Closes on (its last day)').fill(uaeDay(10));
  await page
    .getByRole('group', { name: 'Divisions offered' })
    .getByRole('checkbox', { name: 'Recurve' })
    .check();
  const classes = page.getByRole('group', { name: 'Age classes offered' });
  for (const ageClass of ['Under 21', 'Senior'])
    await classes.getByRole('checkbox', { name: ageClass }).check();
  await page.getByLabel('Entry fee (AED)').fill('0');
  await page.getByLabel('Places (entries it takes)').fill('1');
  await loaded(page.getByRole('textbox', { name: 'Description in Arabic' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description in Arabic' }).fill('بطولة لرماة القوس الأولمبي');
  await page
    .getByRole('textbox', { name: 'Description in English' })
    .fill('A tournament for recurve archers');
  await page.getByRole('button', { name: 'Attach a PDF' }).click();
  await page.getByLabel('Name of PDF 1 in Arabic').fill('برنامج البطولة');
  await page.getByLabel('Name of PDF 1 in English').fill('Programme');
  await page.getByLabel('PDF 1', { exact: true }).setInputFiles(pdfFile('programme.pdf'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await loaded(page).toHaveURL(/\/en\/office\/events\/tournaments\/\d+$/);
  const tournament = Number(page.url().split('/').at(-1));
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();

  await page.goto(`/en/tournament-details/${tournament}`);
  await loaded(page.getByRole('heading', { level: 1, name: nameEn })).toBeVisible();
  await expect(page.getByText('A tournament for recurve archers')).toBeVisible();
  await expect(page.getByText('1 place left of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', /\/api\/files\/\d+/);
  await expectNoAxeViolations(page);

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await signInAs(player, 'player@example.ae');
  await player.goto(`/en/tournament-details/register?tournament=${tournament}`);
  await loaded(player.getByRole('heading', { level: 1, name: 'Tournament registration' })).toBeVisible();
  await player.getByRole('combobox', { name: 'Division' }).selectOption({ label: 'Recurve' });
  await player.getByRole('combobox', { name: 'Age class' }).selectOption({ label: 'Senior' });
  await player.getByRole('button', { name: 'Submit the entry' }).click();
  await expect(
    player.getByRole('status').filter({ hasText: 'The request has been submitted' }),
  ).toBeVisible();
  await playerContext.close();

  const clubContext = await browser.newContext();
  const club = await clubContext.newPage();
  await signInAs(club, 'club@example.ae');
  await club.goto(`/en/tournament-details/register?tournament=${tournament}`);
  await loaded(club.getByRole('alert')).toContainText(
    'This tournament is full: no place is left for another entry.',
  );
  await expectNoAxeViolations(club);
  await club.goto(`/tournament-details/register?tournament=${tournament}`);
  await loaded(club.getByRole('alert')).toContainText('اكتمل عدد المشاركين في هذه البطولة');
  await club.goto(`/tournament-details/${tournament}`);
  await loaded(club.getByText('بطولة لرماة القوس الأولمبي')).toBeVisible();
  await expect(club.getByText(/مكتملة: لم يبقَ أي مكان/)).toBeVisible();
  await expectNoAxeViolations(club);
  await clubContext.close();
});
