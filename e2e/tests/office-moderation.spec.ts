import type { APIRequestContext } from '@playwright/test';
import { apiAs } from '../fixtures/office';
import { latestMailTo } from '../fixtures/mail';
import { expect, expectNoAxeViolations, signInAs, test, tournamentId, uniqueEmail } from '../fixtures/test';

/**
 * The office's desk (issue 14, decisions 058 and 062): sent-in articles moderated to publication or declined with a mailed
 * reason, a contact message answered by mail, a season made active, and a tournament's entries downloaded.
 */

// The first visit to each page loads its chunks; on a busy two-core machine that can take longer than the default.
const loaded = expect.configure({ timeout: 20_000 });

const stamp = () => `${Date.now()}`.slice(-7);

async function sendArticle(request: APIRequestContext, data: { email: string; title: string; body: string }) {
  const response = await request.post('/api/articles/submissions', {
    data: { authorName: 'Hessa Al Suwaidi', phone: '+971 50 123 4567', ...data },
  });
  expect(response.status()).toBe(201);
}

test('an editor accepts a sent-in article as a draft, publishes it from the article editor, and it shows on /articles and /en/articles', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `My first 70 metres ${stamp()}`;
  const titleAr = `أول 70 متراً ${title.slice(-7)}`;
  await sendArticle(request, {
    email: uniqueEmail('writer'),
    title,
    body: 'It was windy.\n\nI still hit the gold.',
  });
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office/submissions');
  await loaded(page.getByRole('heading', { level: 1, name: 'Sent-in articles' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: title }).click();
  await loaded(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Title in English')).toHaveValue(title);
  await expectNoAxeViolations(page);
  const submission = new URL(page.url()).pathname.replace(/^\/en/, '');

  // The Arabic is missing: each field says so, and what is there stays.
  await page.getByRole('button', { name: 'Make the article draft' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByLabel('Title in English')).toHaveValue(title);

  await page.getByLabel('Title in Arabic').fill(titleAr);
  await page.getByLabel('Summary in Arabic').fill('رامية تروي يومها الأول على مسافة 70 متراً.');
  await page.getByLabel('Summary in English').fill('An archer tells of her first day at 70 metres.');
  await page.getByLabel('Author in Arabic').fill('حصة السويدي');
  await page.getByLabel('Article in Arabic').fill('كانت الرياح شديدة.\n\nومع ذلك أصبت الذهب.');
  await page.getByRole('button', { name: 'Make the article draft' }).click();

  // The draft opens in the articles' editor: rich text, preview, publish now or at a set time.
  await expect(page).toHaveURL(/\/en\/office\/content\/articles\/\d+$/);
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await loaded(publishing.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text in English' })).toContainText('I still hit the gold.');
  await page.getByRole('button', { name: 'Preview as saved' }).click();
  const preview = page.getByRole('region', { name: 'Preview as saved' });
  await expect(preview.getByRole('heading', { name: titleAr })).toBeVisible();
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();

  // The submission says what it became, in Arabic too.
  await page.goto(submission);
  await loaded(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('مقبول', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'افتح المقال الذي صار إليه' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/articles');
  await loaded(page.getByRole('main').getByText(title).first()).toBeVisible();
  await page.goto('/articles');
  await loaded(page.getByRole('main').getByText(titleAr).first()).toBeVisible();
});

test('a declined article mails its reason to the sender, in Arabic as they wrote', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('katib');
  const title = `يومي في البطولة ${stamp()}`;
  await sendArticle(request, { email, title, body: 'كان يوماً جميلاً في ميدان الشارقة.' });
  await signInAs(page, 'editor@example.ae');
  await page.goto('/office/submissions');
  await loaded(page.getByRole('heading', { level: 1, name: 'المقالات المرسلة' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: title }).click();
  await loaded(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByLabel('السبب').fill('المقال قصير جداً للنشر.');
  await page.getByRole('button', { name: 'ارفض وأرسل السبب' }).click();
  await expect(page.getByText('مرفوض', { exact: true })).toBeVisible();
  // By its subject: the sender was first mailed that the article arrived (decision 087).
  const mail = await latestMailTo(email, { subject: `اتحاد الإمارات للقوس والسهم: مقالك "${title}"` });
  expect(mail.text).toContain('المقال قصير جداً للنشر.');
});

test('a contact message is answered from the inbox and the reply reaches the sender', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('contact');
  const subject = `Range opening hours ${stamp()}`;
  const sent = await request.post('/api/contact-messages', {
    data: {
      name: 'Khalid',
      email,
      phone: '+971 50 765 4321',
      subject,
      message: 'When does the Sharjah range open on Saturdays?',
    },
  });
  expect(sent.status()).toBe(201);
  await signInAs(page, 'editor@example.ae');
  await page.goto('/en/office');
  await loaded(page.getByRole('heading', { name: 'Contact inbox' })).toBeVisible();
  await page.goto('/en/office/contact?status=new');
  await loaded(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: subject }).click();
  await loaded(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your reply').fill('The range opens at 8 on Saturdays.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText(/Answered .* by /)).toBeVisible();
  const mail = await latestMailTo(email, { subject: `Re: ${subject}` });
  expect(mail.text).toContain('The range opens at 8 on Saturdays.');
});

test('the administrator makes the next season active, and the current one again', async ({ page }) => {
  const office = await apiAs('admin@example.ae');
  const { items } = (await (await office.get('/api/office/seasons')).json()) as {
    items: { id: number; name: string; isActive: boolean }[];
  };
  const current = items.find((season) => season.isActive)!;
  const next = items
    .filter((season) => season.name > current.name)
    .sort((a, b) => a.name.localeCompare(b.name))[0]!;
  await signInAs(page, 'admin@example.ae');
  await page.goto('/en/office/seasons');
  await loaded(page.getByRole('heading', { level: 1, name: 'Seasons' })).toBeVisible();
  await expectNoAxeViolations(page);
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(rowOf(current.name).getByText('Active', { exact: true })).toBeVisible();
  try {
    await page.getByRole('button', { name: `Make ${next.name} active` }).click();
    await expect(rowOf(next.name).getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Make ${current.name} active` })).toBeVisible();
  } finally {
    // Other tests rely on the season of today being the active one.
    expect((await office.post(`/api/office/seasons/${current.id}/activate`, { data: {} })).status()).toBe(
      200,
    );
  }
});

test("the membership officer downloads a tournament's entries as CSV", async ({ page, request }) => {
  const id = await tournamentId(request, 'Local', 'Federation Archery Cup');
  await signInAs(page, 'membership@example.ae');
  await page.goto('/en/office/tournaments');
  await loaded(page.getByRole('heading', { level: 1, name: 'Tournament entries' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/en/office/tournaments/${id}`);
  await loaded(page.getByRole('heading', { level: 1, name: /^Entries of / })).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Spreadsheet (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tournament-${id}-entries.csv`);
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(
    text.startsWith('\uFEFFName,Membership number,Club,Division,Age class,Gender,Status,Entered at'),
  ).toBe(true);
});
