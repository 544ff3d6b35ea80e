import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { apiAs } from '../fixtures/office';
import { pdfFile } from '../fixtures/registration-form';

/**
 * The seven role areas' pages (issue 13, decision 056), each with its demo member: the home with what needs
 * attention, the account with the documents and their expiry dates, the shared list pages, and a document replaced
 * through the office. The demo registrations (api/src/seed/document-seed.ts) give the player a passport expiring
 * within 30 days, the coach an expired Emirates ID and the community-activity player a medical exam running out.
 */

const areas = [
  {
    email: 'player@example.ae',
    path: '/my-account-player',
    heading: 'Player account',
    item: /Your Passport expires on/,
  },
  {
    email: 'coach@example.ae',
    path: '/my-account-coach',
    heading: 'Coach account',
    item: /Your Emirates ID expired on/,
  },
  {
    email: 'activity@example.ae',
    path: '/my-account-player-activity',
    heading: 'Community-activity player account',
    item: /Your Medical examination expires on/,
  },
  { email: 'referee@example.ae', path: '/my-account-referee', heading: 'Referee account' },
  { email: 'person@example.ae', path: '/my-account-person', heading: 'Personal account' },
  { email: 'employee@example.ae', path: '/my-account-employee', heading: 'Employee account' },
  { email: 'technical@example.ae', path: '/my-account-technical', heading: 'Technical staff account' },
] as const;

test.describe('each role area with its demo member', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const area of areas) {
    test(`${area.email}: home with what needs attention, account with documents, circulars and penalties`, async ({
      page,
    }) => {
      await signInAs(page, area.email);
      await page.goto(`/en${area.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.heading);
      const attention = page.getByRole('region', { name: 'What needs your attention' });
      await expect(attention).toBeVisible();
      if ('item' in area) {
        const link = attention.getByRole('link', { name: area.item });
        await expect(link).toHaveAttribute('href', `/en${area.path}/account`);
      }
      await expect(page.getByRole('region', { name: 'Club and age class' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/en${area.path}/account`);
      const documents = page.getByRole('region', { name: 'Your documents and their expiry dates' });
      await expect(documents.getByRole('heading', { name: 'Passport' })).toBeVisible();
      await expect(documents.getByRole('heading', { name: 'Personal photo' })).toBeVisible();
      await expectNoAxeViolations(page);

      for (const [sub, heading] of [
        ['circulars', 'Circulars'],
        ['Penalties', 'Penalties'],
      ] as const) {
        await page.goto(`/en${area.path}/${sub}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoAxeViolations(page);
      }
    });
  }

  test('the player has fees and tournaments, and the header menu lists the area pages', async ({ page }) => {
    await signInAs(page, 'player@example.ae');
    for (const [sub, heading] of [
      ['fees', 'Fees'],
      ['tournaments', 'Tournaments'],
    ] as const) {
      await page.goto(`/en/my-account-player/${sub}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page);
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Salem Rashed Al Kaabi/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-player\/tournaments$/);
  });

  test('a restricted player reads their penalty', async ({ page }) => {
    await signInAs(page, 'restricted@example.ae');
    await page.goto('/en/my-account-player');
    await expect(
      page
        .getByRole('region', { name: 'What needs your attention' })
        .getByRole('link', { name: /active penalty/ }),
    ).toBeVisible();
    await page.goto('/en/my-account-player/Penalties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Penalties');
    await expect(page.getByRole('main')).toContainText('Breach of the range safety rules');
    await expectNoAxeViolations(page);
  });

  test('the coach reads the home and the documents in Arabic', async ({ page }) => {
    await signInAs(page, 'coach@example.ae');
    await page.goto('/my-account-coach');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const attention = page.getByRole('region', { name: 'ما يحتاج إلى انتباهك' });
    await expect(attention.getByRole('link', { name: /انتهت صلاحية الهوية الإماراتية/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/my-account-coach/account');
    const documents = page.getByRole('region', { name: 'مستنداتك وتواريخ انتهائها' });
    await expect(documents.getByText('منتهي الصلاحية')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a member replaces an expiring passport and the office approves it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'technical@example.ae');
  await page.goto('/en/my-account-technical/account');
  const documents = page.getByRole('region', { name: 'Your documents and their expiry dates' });
  await documents.getByRole('button', { name: 'Replace your Passport' }).click();
  const form = page.getByRole('form', { name: 'Replace your Passport' });
  await form.getByRole('button', { name: 'Send to the federation office' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByLabel('Expiry date of the new document').fill('2035-03-01');
  await form.getByLabel('Copy of the passport (PDF)').setInputFiles(pdfFile('passport.pdf'));
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send to the federation office' }).click();
  await expect(
    documents.getByText('Sent: the federation office will review your new Passport.'),
  ).toBeVisible();
  await expect(documents.getByText('Your new document is waiting for the federation office.')).toBeVisible();

  const office = await apiAs('membership@example.ae');
  const list = await office.get('/api/office/requests?kind=document&q=technical%40example.ae');
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: number }[] };
  expect(items).toHaveLength(1);
  await office.dispose();

  const officeContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const officePage = await officeContext.newPage();
  await signInAs(officePage, 'membership@example.ae');
  await officePage.goto(`/en/office/requests/${items[0]!.id}`);
  await expect(officePage.getByText('Document replacement').first()).toBeVisible();
  await expect(officePage.getByRole('region', { name: 'What the applicant sent' })).toContainText(
    'March 1, 2035',
  );
  await expectNoAxeViolations(officePage);
  await officePage.getByRole('button', { name: 'Approve' }).click();
  await officePage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(officePage.getByText('Approved').first()).toBeVisible();
  await officeContext.close();

  await page.reload();
  await expect(documents.getByText('March 1, 2035')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Replace your Passport' })).toHaveCount(0);
});
