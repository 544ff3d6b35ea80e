import { expect, expectNoAxeViolations, registerGuest, signInAs, test, uniqueEmail } from '../fixtures/test';
import { apiAs, memberIdOf } from '../fixtures/office';

/** Penalties and blocks from the office (issue 9), and what the member then meets. */

test('a penalty issued in the office restricts the member until it is lifted', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e.office.penalty');
  await registerGuest(email);
  const office = await apiAs('membership@example.ae');
  const memberId = await memberIdOf(office, email);

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/en/office/members/${memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salem Mohammed Al Kaabi' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue a penalty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a penalty' });
  await dialog.getByLabel('Reason in English').fill('Unsporting conduct at the club championship');
  await dialog.getByRole('button', { name: 'Issue a penalty' }).click();
  // Both languages are required: the member reads the reason in theirs.
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason in Arabic').fill('سلوك غير رياضي في بطولة النادي');
  await dialog.getByLabel('Fine in AED (optional)').fill('150.50');
  await dialog.getByRole('button', { name: 'Issue a penalty' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Penalty issued' })).toBeVisible();
  const penalties = page.getByRole('table', { name: 'Penalties' });
  await expect(penalties).toContainText('Unsporting conduct at the club championship');
  await expect(penalties).toContainText('AED');
  await expect(penalties).toContainText('Active');
  await expect(page.getByText('Restricted', { exact: true }).first()).toBeVisible();

  // The member logs in and is told the account is restricted.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, email);
  await member.goto('/en/my-account-person');
  await expect(
    member
      .getByRole('region', { name: 'Your membership', exact: true })
      .getByText('The account has been restricted due to a penalty'),
  ).toBeVisible();

  await penalties.getByRole('button', { name: 'Lift the penalty of Salem Mohammed Al Kaabi' }).click();
  const lift = page.getByRole('dialog', { name: 'Lift this penalty early?' });
  await lift.getByLabel('Reason').fill('Appeal accepted by the board');
  await lift.getByRole('button', { name: 'Lift' }).click();
  await expect(lift).toBeHidden();
  await expect(penalties).toContainText('Lifted');
  await expect(penalties).toContainText('Appeal accepted by the board');

  const login = await member.request.post('/api/auth/login', { data: { email, password: 'Archery#2026' } });
  expect((await login.json()).userInfo.isRestricted).toBe(false);
  await memberContext.close();
  await office.dispose();
});

test('blocking in the office ends the member’s live session (ar)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e.office.block');
  await registerGuest(email);
  const office = await apiAs('membership@example.ae');
  const memberId = await memberIdOf(office, email);

  // The member is signed in, in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, email);
  await member.goto('/my-account-person');
  await expect(member.getByRole('region', { name: 'عضويتك', exact: true })).toBeVisible();

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/office/members/${memberId}`);
  await page.getByRole('button', { name: 'حظر', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'حظر هذا العضو؟' });
  await dialog.getByLabel('السبب').fill('انتحال صفة عضو آخر');
  await dialog.getByRole('button', { name: 'حظر', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('محظور', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'رفع الحظر' })).toBeVisible();

  // The member's next page asks the API, which no longer knows the session: they are signed out.
  await member.reload();
  await expect(member).toHaveURL(/\/auth\/login/);
  const refused = await member.request.post('/api/auth/login', { data: { email, password: 'Archery#2026' } });
  expect(refused.status()).toBe(403);
  await memberContext.close();
  await office.dispose();
});

test('a member’s page lists their documents with their expiry states and opens their files', async ({
  page,
}) => {
  const office = await apiAs('membership@example.ae');
  // The demo coach's Emirates ID expired ten days before the demo was seeded (decision 056).
  const coachId = await memberIdOf(office, 'coach@example.ae');
  await office.dispose();

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/en/office/members/${coachId}`);
  const documents = page.getByRole('table', { name: 'Documents' });
  const emiratesId = documents.getByRole('row', { name: /Emirates ID/ });
  await expect(emiratesId).toContainText('Expired');
  await expect(documents.getByRole('row', { name: /Passport/ })).toContainText('Valid');
  const front = emiratesId.getByRole('link', { name: 'Emirates ID, file 1' });
  const file = await page.request.get((await front.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  await expectNoAxeViolations(page);
});
