import { expect, registerGuest, signInAs, test, uniqueEmail } from '../fixtures/test';
import { apiAs, registerPlayerApplicant, requestIdOf } from '../fixtures/office';

/** Requests through the office (issue 9): Pending -> Accepted by the club -> Approved, and Cancled with a reason. */

test('a player names their club, the club accepts, the office approves, and the player reads Approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e.office.player');
  const clubs = await page.request.get('/api/lookups/member-clubs');
  const club = ((await clubs.json()) as { id: number; name: { en: string } }[]).find(
    (item) => item.name.en === 'Sharjah Archery Club',
  );
  expect(club, 'the demo club among the clubs an applicant may name').toBeTruthy();
  await registerPlayerApplicant(email, club!.id);

  const office = await apiAs('membership@example.ae');
  const requestId = await requestIdOf(office, email);
  const clubClient = await apiAs('club@example.ae');
  const accepted = await clubClient.post(`/api/club/requests/${requestId}/decision`, {
    data: { decision: 'accept' },
  });
  expect(accepted.status()).toBe(200);

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/en/office/requests?q=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: 'Requests' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText('Sharjah Archery Club');
  await row.getByRole('link', { name: 'Salem Mohammed Al Kaabi' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/office/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Salem Mohammed Al Kaabi' })).toBeVisible();
  // What the applicant sent, under the form's own labels; their files to open.
  const answers = page.getByRole('region', { name: 'What the applicant sent' });
  await expect(answers.getByText('Place of birth')).toBeVisible();
  await expect(answers.getByText('Al Ain')).toBeVisible();
  // In the form's steps and order (issue 28, item 7): names first, the first name before the family name.
  await expect(answers.getByRole('heading', { level: 3 }).first()).toHaveText('Names');
  await expect(answers.locator('dt').first()).toHaveText('First name (Arabic)');
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('img', { name: 'Personal photo' })).toBeVisible();
  const passport = files.getByRole('link', { name: /Copy of the passport/ });
  const passportFile = await page.request.get((await passport.getAttribute('href'))!);
  expect(passportFile.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Accepted by the club');

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Approved: Salem Mohammed Al Kaabi' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No decision is open to the office on this request now.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Request approved');

  // The member, in a browser of their own, reads that they are approved.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, email);
  await member.goto('/en/my-account-player');
  const summary = member.getByRole('region', { name: 'Your membership', exact: true });
  await expect(summary.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(summary).toContainText(/UAEAF-\d{6}/);
  await memberContext.close();
  await Promise.all([office.dispose(), clubClient.dispose()]);
});

test('the office rejects with a reason, the applicant resubmits, and the request is Pending again (ar)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e.office.reject');
  const reason = 'صورة الهوية غير واضحة، يرجى إرفاق صورة أوضح';
  await registerGuest(email);
  const office = await apiAs('membership@example.ae');
  const requestId = await requestIdOf(office, email);

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/office/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'سالم محمد الكعبي' })).toBeVisible();
  await page.getByRole('button', { name: 'رفض' }).click();
  const dialog = page.getByRole('dialog', { name: 'رفض هذا الطلب؟' });
  // A rejection is not sent without the reason the applicant will read.
  await dialog.getByRole('button', { name: 'رفض' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب')).toBeVisible();
  await dialog.getByLabel(/السبب الذي سيقرؤه مقدم الطلب/).fill(reason);
  await dialog.getByRole('button', { name: 'رفض' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('مرفوضة', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'السجل' })).toContainText(reason);

  // The applicant reads the reason and sends the request again (through the API; the page is mf-auth's).
  const applicant = await apiAs(email);
  const own = await applicant.get('/api/account/requests');
  const { requests } = (await own.json()) as {
    requests: { id: number; status: string; decisionReason: string | null }[];
  };
  expect(requests[0]).toMatchObject({ id: requestId, status: 'Cancled', decisionReason: reason });
  const resubmitted = await applicant.post(`/api/account/requests/${requestId}/resubmission`, {
    data: {
      firstNameAr: 'سالم',
      secondNameAr: 'محمد',
      lastNameAr: 'الكعبي',
      firstNameEn: 'Salem',
      secondNameEn: 'Mohamed',
      lastNameEn: 'Al Kaabi',
      gender: 1,
      nationality: 'AE',
      phone: '+971 50 123 4567',
    },
  });
  expect(resubmitted.status(), await resubmitted.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('قيد المراجعة', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'السجل' })).toContainText('إعادة تقديم الطلب');
  await expect(page.getByRole('button', { name: 'اعتماد' })).toBeVisible();
  await Promise.all([office.dispose(), applicant.dispose()]);
});

test('the office rejects several requests at once with one reason', async ({ page }) => {
  test.setTimeout(120_000);
  const token = `bulk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const emails = [`${token}.one@example.ae`, `${token}.two@example.ae`];
  for (const email of emails) await registerGuest(email);

  await signInAs(page, 'membership@example.ae');
  await page.goto(`/en/office/requests?q=${token}&sort=submitted`);
  const table = page.getByRole('table', { name: 'Requests' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const bar = page.getByRole('group', { name: 'Actions on the selected rows' });
  await expect(bar).toContainText('2 rows selected');
  await bar.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the selected requests?' });
  await dialog.getByLabel(/Reason the applicant will read/).fill('Registrations for this season are closed.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 requests rejected' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Rejected' })).toHaveCount(2);
  await expect(bar).toContainText('No row selected');

  const office = await apiAs('membership@example.ae');
  for (const email of emails) {
    const detail = await office.get(`/api/office/requests/${await requestIdOf(office, email)}`);
    expect(await detail.json()).toMatchObject({
      status: 'Cancled',
      decisionReason: 'Registrations for this season are closed.',
    });
  }
  await office.dispose();
});

test.describe('two staff deciding at once', () => {
  test.use({ allowConsoleErrors: /status of 409/ });

  test('the second decision is refused with a clear message, and the request reloads', async ({ page }) => {
    const email = uniqueEmail('e2e.office.race');
    await registerGuest(email);
    const office = await apiAs('admin@example.ae');
    const requestId = await requestIdOf(office, email);

    await signInAs(page, 'membership@example.ae');
    await page.goto(`/en/office/requests/${requestId}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    // The administrator decides first, while the officer's dialog is open.
    const first = await office.post(`/api/office/requests/${requestId}/decision`, {
      data: { decision: 'reject', reason: 'Duplicate of an existing membership.' },
    });
    expect(first.status()).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
    );
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const audit = await office.get(`/api/office/audit/request/${requestId}`);
    const { items } = (await audit.json()) as { items: { action: string }[] };
    expect(
      items.filter((item) => ['request.approved', 'request.rejected'].includes(item.action)),
    ).toHaveLength(1);
    await office.dispose();
  });
});
