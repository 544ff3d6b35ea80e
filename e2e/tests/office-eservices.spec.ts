import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import {
  equipmentImportByAcademy,
  internationalCodeByCoach,
  serviceAsMember,
  transferAgreedByTheClubs,
} from '../fixtures/office-eservices';

/**
 * The office's side of the electronic services (issue 12, decision 045): the services' queue on the requests page,
 * a request's page and its decisions, as the membership officer, with requests made through the API by the demo
 * coach, academy and clubs.
 */

/** The services' queue filtered to one service waiting for the office, reached from the requests page's switch. */
async function openQueue(page: Page, lang: 'en' | 'ar', kind: string) {
  const en = lang === 'en';
  await page.goto(en ? '/en/office/requests' : '/office/requests');
  await page
    .getByRole('navigation', { name: en ? 'Kind of request' : 'نوع الطلب' })
    .getByRole('link', { name: en ? 'Electronic services' : 'الخدمات الإلكترونية' })
    .click();
  await expect(page).toHaveURL(/\?list=services$/);
  await page.getByLabel(en ? 'Service' : 'الخدمة', { exact: true }).selectOption(kind);
  await page.getByLabel(en ? 'Status' : 'الحالة', { exact: true }).selectOption('awaitingOffice');
  await expect(page).toHaveURL(new RegExp(`kind=${kind}`));
  return page.getByRole('table', { name: en ? 'Electronic service requests' : 'طلبات الخدمات الإلكترونية' });
}

/** The link to a request, by its address (its text is the request's number in the page's digits). */
const linkTo = (page: Page, id: number) => page.locator(`a[href$="/office/services/${id}"]`);

test('the office asks a coach for documents and approves a transfer, whose document downloads as a PDF (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = await internationalCodeByCoach();
  const transfer = await transferAgreedByTheClubs();
  await signInAs(page, 'membership@example.ae');

  const table = await openQueue(page, 'en', 'internationalCode');
  const row = table.getByRole('row').filter({ has: linkTo(page, code) });
  await expect(row).toContainText('International code');
  await expect(row).toContainText('Awaiting the office');
  await expect(row).toContainText('Less than a day');
  await expectNoAxeViolations(page);

  // Back and forward keep the list chosen and its filters: they are the address.
  await linkTo(page, code).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `International code: request ${code}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page).toHaveURL(/list=services&kind=internationalCode&status=awaitingOffice/);
  await expect(linkTo(page, code)).toBeVisible();
  await page.goForward();

  const answers = page.getByRole('region', { name: 'What the form says' });
  await expect(answers.getByText('Code asked for as')).toBeVisible();
  await expect(answers.getByText('Coach', { exact: true })).toBeVisible();
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('img', { name: 'Personal photo' })).toBeVisible();

  const reason = 'A passport copy with both pages, please';
  await page.getByRole('button', { name: 'Ask for documents' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for more documents?' });
  await ask.getByLabel(/What the requester must add/).fill(reason);
  await ask.getByRole('button', { name: 'Ask for documents' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Documents asked for on request ${code}` }),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Documents asked for', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('More documents asked for');
  // The coach reads what the office asked for, and may now add documents.
  const asked = await serviceAsMember('coach@example.ae', code);
  expect(asked).toMatchObject({ status: 'moreDocuments', officeNote: reason });
  expect(asked.allowedActions).toContain('addDocuments');

  // The transfer both clubs agreed to: their answers on its page, then approval and its certificate.
  await page.goto(`/en/office/services/${transfer.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Player transfer: request ${transfer.id}` }),
  ).toBeVisible();
  const parties = page.getByRole('region', { name: 'The clubs’ answers' });
  await expect(parties.getByRole('heading', { name: 'Releasing club: Sharjah Archery Club' })).toBeVisible();
  await expect(parties.getByText('Agreed', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this request?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Request ${transfer.id} approved` })).toBeVisible();
  await expect(page.getByText('No decision is open to the office on this request now.')).toBeVisible();

  const issued = page.getByRole('region', { name: 'Issued document' });
  await expect(issued).toContainText(/UAEAF-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  const arabic = issued.getByRole('link', { name: 'Download the document in Arabic (PDF)' });
  const file = await page.request.get((await arabic.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="UAEAF-[A-Z0-9-]+-ar\.pdf"$/);
  const bytes = await file.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('link', { name: 'Download the document in English (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^UAEAF-[A-Z0-9-]+-en\.pdf$/);
  expect((await serviceAsMember(transfer.player.email, transfer.id)).status).toBe('approved');
});

test('a rejection needs a reason, said in Arabic, and then rejects with it (ar)', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await equipmentImportByAcademy('Hoyt Archery');
  await signInAs(page, 'membership@example.ae');

  const table = await openQueue(page, 'ar', 'equipmentImport');
  await expect(table.getByRole('row').filter({ has: linkTo(page, id) })).toContainText(
    'عدم ممانعة لاستيراد المعدات',
  );
  await expectNoAxeViolations(page);

  await linkTo(page, id).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /عدم ممانعة لاستيراد المعدات: الطلب/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'ما ورد في النموذج' })).toContainText('Recurve limbs × 6');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'رفض' }).click();
  const dialog = page.getByRole('dialog', { name: 'رفض هذا الطلب؟' });
  await dialog.getByRole('button', { name: 'رفض' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was sent: the academy's request still waits for the office.
  expect((await serviceAsMember('academy@example.ae', id)).status).toBe('awaitingOffice');

  const reason = 'فاتورة المورد غير مختومة';
  await page.getByRole('button', { name: 'رفض' }).click();
  await dialog.getByLabel(/السبب الذي سيقرؤه مقدم الطلب/).fill(reason);
  await dialog.getByRole('button', { name: 'رفض' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('مرفوض', { exact: true })).toBeVisible();
  await expect(page.getByText('لا يوجد قرار متاح للاتحاد في هذا الطلب الآن.')).toBeVisible();
  expect(await serviceAsMember('academy@example.ae', id)).toMatchObject({
    status: 'rejected',
    officeNote: reason,
  });
});
