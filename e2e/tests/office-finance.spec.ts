import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { memberWithBills } from '../fixtures/billing';
import { apiAs } from '../fixtures/office';

/** The finance office (issue 10): offline payments, waivers, the fee catalogue, who may open it, and axe. */

test('the finance officer records a bank transfer for two bills, and the member reads them Paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await memberWithBills(request, { kind: 'player', bills: 2 });
  const [first, second] = member.bills;

  await signInAs(page, 'finance@example.ae');
  await page.goto('/en/office/payments/offline');
  await page.getByLabel('Find the member').fill(member.email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(member.name.en) }).click();
  await expect(page.getByText(`Member: ${member.name.en}`)).toBeVisible();
  const bills = page.getByRole('group', { name: 'Unpaid bills to include' });
  await bills.getByRole('checkbox', { name: new RegExp(first!.number) }).check();
  await bills.getByRole('checkbox', { name: new RegExp(second!.number) }).check();
  await expect(bills).toContainText('2 bills ticked: AED');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByLabel(/^Reference/).fill('TT-E2E-2026-0001');
  await page.getByRole('button', { name: 'Record the payment' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Payment recorded: order' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^OR-/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The order' })).toContainText('TT-E2E-2026-0001');
  const paidBills = page.getByRole('table', { name: 'Bills' });
  await expect(paidBills).toContainText(first!.number);
  await expect(paidBills).toContainText(second!.number);

  const own = await request.get('/api/account/bills');
  const statuses = ((await own.json()) as { items: { id: number; status: string }[] }).items
    .filter((bill) => bill.id === first!.id || bill.id === second!.id)
    .map((bill) => bill.status);
  expect(statuses).toEqual(['paid', 'paid']);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member.email);
  await memberPage.goto('/en/my-account-player/fees');
  const paid = memberPage.getByRole('region', { name: /^Paid/ });
  await expect(paid.getByRole('article', { name: first!.number })).toBeVisible();
  await expect(paid.getByRole('article', { name: second!.number })).toBeVisible();
  await memberContext.close();
});

test('the finance officer waives a bill with a reason (ar), and the member reads the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await memberWithBills(request, { kind: 'player', bills: 1 });
  const bill = member.bills[0]!;

  await signInAs(page, 'finance@example.ae');
  await page.goto(`/office/bills?q=${encodeURIComponent(bill.number)}`);
  await page.getByRole('table', { name: 'الفواتير' }).getByRole('link', { name: bill.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `الفاتورة ${bill.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'إعفاء' }).click();
  const dialog = page.getByRole('dialog', { name: 'الإعفاء من هذه الفاتورة؟' });
  await dialog.getByRole('button', { name: 'إعفاء' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب')).toBeVisible();
  await dialog.getByLabel('السبب').fill('إعفاء بقرار مجلس الإدارة');
  await dialog.getByRole('button', { name: 'إعفاء' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `الفاتورة ${bill.number}` })).toBeVisible();
  await expect(page.getByText('معفاة', { exact: true })).toBeVisible();
  await expect(page.getByText('إعفاء بقرار مجلس الإدارة').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعفاء' })).toHaveCount(0);

  const own = await request.get('/api/account/bills');
  const waived = (
    (await own.json()) as { items: { id: number; status: string; statusReason: string }[] }
  ).items.find((item) => item.id === bill.id);
  expect(waived).toMatchObject({ status: 'waived', statusReason: 'إعفاء بقرار مجلس الإدارة' });
});

test('the finance officer changes a fee of the current season and sees the new amount', async ({ page }) => {
  await signInAs(page, 'finance@example.ae');
  await page.goto('/en/office/fees');
  const table = page.getByRole('table', { name: 'Fees of License renewal' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /technical/i }) });
  await row.getByRole('button', { name: /Change the amount of/ }).click();
  const dialog = page.getByRole('dialog', { name: /Change the amount of/ });
  await dialog.getByLabel('Amount in AED').fill('12.345');
  await dialog.getByRole('button', { name: 'Save the amount' }).click();
  await expect(dialog.getByText('An amount has at most two decimals (fils)')).toBeVisible();
  await dialog.getByLabel('Amount in AED').fill('321.75');
  await dialog.getByRole('button', { name: 'Save the amount' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'now AED' })).toBeVisible();
  await expect(row).toContainText('AED 321.75');

  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Fees of License renewal' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /technical/i }) }),
  ).toContainText('AED 321.75');
});

test('the membership officer may not open the bills, in the navigation or by address', async ({ page }) => {
  await signInAs(page, 'membership@example.ae');
  await page.goto('/en/office');
  const navigation = page.getByRole('navigation', { name: 'Office' });
  await expect(navigation.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Bills' })).toHaveCount(0);
  await page.goto('/en/office/bills');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This area is not open to your account');
  const office = await apiAs('membership@example.ae');
  expect((await office.get('/api/office/bills')).status()).toBe(403);
  await office.dispose();
});

for (const lang of ['en', 'ar'] as const) {
  test(`every finance page and dialog passes axe (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await memberWithBills(request, { kind: 'player', bills: 1 });
    const bill = member.bills[0]!;
    const en = lang === 'en';
    const prefix = en ? '/en/office' : '/office';

    await signInAs(page, 'finance@example.ae');
    const ready = async () => {
      await expect(page.getByRole('navigation', { name: en ? 'Office' : 'المكتب' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ التحميل/ })).toHaveCount(0);
    };
    for (const path of ['', '/fees', '/bills', `/bills/${bill.id}`, '/payments', '/reconciliation']) {
      await page.goto(`${prefix}${path}`);
      await ready();
      await expectNoAxeViolations(page);
    }
    await page.goto(`${prefix}/payments/offline?memberId=${member.memberId}&billId=${bill.id}`);
    await ready();
    await expect(page.getByRole('checkbox', { name: new RegExp(bill.number) })).toBeChecked();
    await expectNoAxeViolations(page);

    // An order's page: the payment this test records.
    await page.getByRole('radio', { name: en ? 'Cheque' : 'شيك' }).check();
    await page.getByLabel(en ? /^Reference/ : /^المرجع/).fill('CHQ-000123');
    await page.getByRole('button', { name: en ? 'Record the payment' : 'تسجيل الدفعة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^OR-/ })).toBeVisible();
    await ready();
    await expectNoAxeViolations(page);

    // The dialogs: a fee's amount, issuing a bill, and a paid bill's refund.
    await page.goto(`${prefix}/fees`);
    await page
      .getByRole('button', { name: en ? /^Change the amount of/ : /^تعديل مبلغ/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/bills`);
    await page.getByRole('button', { name: en ? 'Issue a bill' : 'إصدار فاتورة' }).click();
    const issue = page.getByRole('dialog');
    await issue.getByLabel(en ? 'Find the member' : 'ابحث عن العضو').fill(member.email);
    await issue.getByRole('button', { name: en ? 'Find' : 'بحث', exact: true }).click();
    await expect(issue.getByRole('button', { name: new RegExp(member.email) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${prefix}/bills/${bill.id}`);
    await page.getByRole('button', { name: en ? 'Refund' : 'استرداد' }).click();
    await expect(page.getByRole('dialog')).toContainText(en ? 'by bank' : 'عبر البنك');
    await expectNoAxeViolations(page);
  });
}
