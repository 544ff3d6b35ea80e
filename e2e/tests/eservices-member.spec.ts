import type { Browser, Page } from '@playwright/test';
import {
  currentSeason,
  demoAcademy,
  demoClub,
  freshPlayerName,
  freshPlayerOf,
  memberIdByEmail,
  officeDecides,
  requestIdFromUrl,
  requestServiceAs,
} from '../fixtures/eservices';
import { pdfFile, pngFile } from '../fixtures/registration-form';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * The electronic services as members use them (issue 12, decision 044): a transfer a player asks for, agreed by both
 * clubs in their pages and approved by the office (through the API: its pages are another session's), an objection
 * the player reads, an event whose documents the office asks for, and each of the five forms refusing bad input in
 * words, keeping the other answers, with axe on each. Every release or transfer is of a player made for the test.
 */

/** A page of its own for another member (a context of its own: its own cookies and stored session). */
async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test('a player of the academy moves to the demo club: both clubs agree, the office approves, the roster and the PDFs follow', async ({
  page,
  browser,
}) => {
  // Three members in three pages after a player made through the API: longer than one page's test.
  test.slow();
  const player = await freshPlayerOf(demoAcademy.email);
  await signInAs(page, player.email);
  await page.goto('/en/my-account-player/Electronicservices');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronic services' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Player release',
    'Player transfer',
    'International code',
    'No-objection for importing equipment',
    'Your requests',
  ]);
  await expect(page.getByText('You have made no electronic service requests.')).toBeVisible();
  // Each service's link is named for it (issue 28, item 5).
  await page.getByRole('link', { name: 'Request a player transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request an electronic service' })).toBeVisible();
  await page.getByLabel('Club or academy to move to').selectOption({ label: demoClub.name.en });
  await page.getByLabel('Reason', { exact: true }).fill('Closer to home and to my coach');
  await page.getByLabel('Season it takes effect').fill(currentSeason());
  await page.getByLabel('Agreement with the receiving club (PDF)').setInputFiles(pdfFile('agreement.pdf'));
  // Sent at once: the file still on its way (decision 052) is waited for, not left out (decision 089).
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/en\/my-account-player\/Electronicservices\/request\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'The request has been submitted.' })).toBeVisible();
  const id = requestIdFromUrl(page.url());
  await expect(page.getByText('Awaiting the clubs')).toBeVisible();
  await expect(page.getByRole('region', { name: 'The bill' })).toContainText(/AED\s?[\d,]+\.\d{2}/);
  await expect(page.getByRole('link', { name: 'Pay it from your fees' })).toHaveAttribute(
    'href',
    '/en/my-account-player/fees',
  );
  await expect(page.getByRole('link', { name: 'Agreement with the receiving club (PDF)' })).toBeVisible();

  // The releasing academy agrees in its area; its list says the request waits for it first.
  const academy = await pageAs(browser, demoAcademy.email);
  await academy.goto('/en/my-account/ElectronicservicesRequests');
  const row = academy.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row.getByText('Waiting for your answer')).toBeVisible();
  await row.getByRole('link').click();
  await expect(academy).toHaveURL(new RegExp(`/en/my-account/ElectronicservicesRequests/${id}$`));
  await expectNoAxeViolations(academy);
  await academy.getByRole('button', { name: 'Agree' }).click();
  const agree = academy.getByRole('dialog', { name: 'Agree to this request?' });
  await agree.getByRole('button', { name: 'Agree' }).click();
  await expect(academy.getByRole('status').filter({ hasText: 'Your answer was recorded.' })).toBeVisible();
  await expect(academy.getByRole('region', { name: 'Your answer' })).toHaveCount(0);

  // The receiving club agrees in Arabic; then only the office is left.
  const club = await pageAs(browser, demoClub.email);
  await club.goto(`/my-account/ElectronicservicesRequests/${id}`);
  await club.getByRole('button', { name: 'موافقة' }).click();
  await club
    .getByRole('dialog', { name: 'الموافقة على هذا الطلب؟' })
    .getByRole('button', { name: 'موافقة' })
    .click();
  await expect(club.getByText('بانتظار المكتب')).toBeVisible();

  await officeDecides(id, 'approve');

  await club.goto(`/en/my-account/players?q=${encodeURIComponent(player.membershipNumber)}`);
  await expect(club.getByRole('button', { name: freshPlayerName.en })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  for (const [name, lang] of [
    ['Download in Arabic (PDF)', 'ar'],
    ['Download in English (PDF)', 'en'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/api/account/services/${id}/document.pdf?lang=${lang}`);
    const pdf = await page.request.get(`/api/account/services/${id}/document.pdf?lang=${lang}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
  await expect(page.getByText('The federation office approved it')).toBeVisible();
  await academy.context().close();
  await club.context().close();
});

test('the releasing club objects for a stated reason, in Arabic, and the player reads it on their request', async ({
  page,
  browser,
}) => {
  // A player made through the API, then two members in two pages with axe.
  test.slow();
  const player = await freshPlayerOf(demoClub.email);
  const id = await requestServiceAs(player.email, 'playerTransfer', {
    receivingClubId: await memberIdByEmail(demoAcademy.email),
    reason: 'Training nearer to home',
    season: currentSeason(),
  });

  const club = await pageAs(browser, demoClub.email);
  await club.goto(`/my-account/ElectronicservicesRequests/${id}`);
  await expect(club.getByRole('heading', { level: 1, name: 'طلب خدمة إلكترونية' })).toBeVisible();
  await club.getByRole('button', { name: 'اعتراض' }).click();
  const dialog = club.getByRole('dialog', { name: 'الاعتراض على هذا الطلب' });
  // The reason is required: nothing is sent without it.
  await dialog.getByRole('button', { name: 'اعتراض' }).click();
  await expect(dialog.getByText('يرجى اختيار السبب.')).toBeVisible();
  await dialog.getByLabel('على اللاعب رسوم مستحقة للنادي').check();
  await dialog.getByLabel(/ملاحظة للأطراف الأخرى/).fill('رسوم شهرين غير مدفوعة');
  await expectNoAxeViolations(club);
  await dialog.getByRole('button', { name: 'اعتراض' }).click();
  await expect(club.getByRole('status').filter({ hasText: 'سُجّل ردّك.' })).toBeVisible();
  await club.context().close();

  await signInAs(page, player.email);
  await page.goto(`/my-account-player/Electronicservices/request/${id}`);
  const parties = page.getByRole('region', { name: 'الأندية' });
  await expect(parties.getByText(/اعترض \(على اللاعب رسوم مستحقة للنادي\)/)).toBeVisible();
  await expect(parties.getByText('رسوم شهرين غير مدفوعة')).toBeVisible();
  await expect(page.getByText(`اعترض ${demoClub.name.ar}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a player withdraws their release after confirming, and the request reads Withdrawn', async ({
  page,
}) => {
  const player = await freshPlayerOf(demoClub.email);
  const id = await requestServiceAs(player.email, 'playerRelease', {
    reason: 'Moving abroad',
    season: currentSeason(),
  });
  await signInAs(page, player.email);
  await page.goto(`/en/my-account-player/Electronicservices/request/${id}`);
  await expect(page.getByText('Awaiting the clubs')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw the request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await expect(
    dialog.getByText('The request ends and its unpaid bill is cancelled.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw the request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The request was withdrawn.' })).toBeVisible();
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answer' })).toHaveCount(0);
  await expect(page.getByText(`${freshPlayerName.en} withdrew it`)).toBeVisible();
});

test('the office asks for more documents on an event; the club adds a PDF and the request waits for the office again', async ({
  page,
}) => {
  await signInAs(page, demoClub.email);
  await page.goto('/en/my-account/Electronicservices/eventOrganisation');
  await page.getByLabel('Event name in Arabic').fill('بطولة الشارقة الشتوية');
  await page.getByLabel('Event name in English').fill('Sharjah Winter Cup');
  await page.getByRole('radio', { name: 'Competition' }).check();
  await page.getByLabel('First day').fill('2027-01-15');
  await page.getByLabel('Last day').fill('2027-01-16');
  await page.getByLabel('Venue').fill('Sharjah range');
  await page.getByLabel('Emirate').selectOption({ label: 'Sharjah' });
  await page.getByLabel('Expected participants').fill('80');
  await page.getByLabel('Programme or invitation (PDF)').setInputFiles(pdfFile('programme.pdf'));
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/ElectronicservicesRequests\/\d+$/);
  const id = requestIdFromUrl(page.url());
  await expect(page.getByText('Awaiting the office')).toBeVisible();
  await expect(page.getByText('Sharjah Winter Cup')).toBeVisible();
  // The answers and the history in words, not the stored codes (issue 28, item 5).
  const answers = page.getByRole('region', { name: 'The answers of the form' });
  await expect(answers).toContainText('Sharjah');
  await expect(page.getByRole('main')).not.toContainText(/sharjah\b|eventOrganisation/);

  await officeDecides(id, 'requestDocuments', 'Please add the venue’s safety approval');
  await page.reload();
  await expect(page.getByText('Documents asked for', { exact: true })).toBeVisible();
  await expect(page.getByText('Please add the venue’s safety approval').first()).toBeVisible();
  const add = page.getByRole('region', { name: 'Add the documents asked for' });
  await expectNoAxeViolations(page);
  // Both the name and the file are needed.
  await add.getByRole('button', { name: 'Send the documents' }).click();
  await expect(add.getByText('This field is required')).toHaveCount(2);
  await add.getByLabel('Name of document 1').fill('Safety approval');
  await add.getByLabel('File of document 1').setInputFiles(pdfFile('safety.pdf'));
  await add.getByRole('button', { name: 'Send the documents' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The documents were sent to the office.' }),
  ).toBeVisible();
  await expect(page.getByText('Awaiting the office')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add the documents asked for' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Safety approval' })).toBeVisible();
});

test.describe('each form refuses bad input in words and keeps the other answers', () => {
  test('a club’s release: the player and the season are required', async ({ page }) => {
    await signInAs(page, demoClub.email);
    await page.goto('/en/my-account/Electronicservices/playerRelease');
    await expect(page.getByLabel('Player', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Reason', { exact: true }).fill('Leaving the country');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('Player', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Reason', { exact: true })).toHaveValue('Leaving the country');
  });

  test('a club’s transfer: a wrong file type and the missing answers', async ({ page }) => {
    await signInAs(page, demoClub.email);
    await page.goto('/en/my-account/Electronicservices/playerTransfer');
    await expect(page.getByLabel("Player's membership number")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Season it takes effect').fill(currentSeason());
    await page.getByLabel('Agreement with the receiving club (PDF)').setInputFiles(pngFile('agreement.png'));
    await expect(page.getByText('The file must be a PDF document')).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('Season it takes effect')).toHaveValue(currentSeason());
  });

  test('an event, in Arabic: a programme that is no PDF and the empty fields', async ({ page }) => {
    await signInAs(page, demoClub.email);
    await page.goto('/my-account/Electronicservices/eventOrganisation');
    await expect(page.getByRole('heading', { level: 2, name: 'تنظيم فعالية' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('المكان').fill('ميدان الشارقة');
    await page.getByLabel('اليوم الأول').fill('2027-02-10');
    await page.getByLabel('اليوم الأخير').fill('2027-02-09');
    await page.getByLabel('البرنامج أو الدعوة (PDF)').setInputFiles(pngFile('programme.png'));
    await expect(page.getByText('يجب أن يكون الملف مستند PDF')).toBeVisible();
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
    await expect(page.getByLabel('اسم الفعالية بالعربية')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('المكان')).toHaveValue('ميدان الشارقة');
    await expect(page.getByLabel('اليوم الأول')).toHaveValue('2027-02-10');
  });

  test('an equipment import: an invoice that is neither image nor PDF, and an empty line', async ({
    page,
  }) => {
    await signInAs(page, demoClub.email);
    await page.goto('/en/my-account/Electronicservices/equipmentImport');
    await expect(page.getByLabel('Description (1)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Supplier', { exact: true }).fill('Hoyt Archery');
    await page.getByLabel('Supplier’s invoice').setInputFiles({
      name: 'invoice.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an invoice'),
    });
    await expect(page.getByText('The file must be a JPG, JPEG or PNG image or a PDF document')).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByLabel('Description (1)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Shipped from')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Supplier', { exact: true })).toHaveValue('Hoyt Archery');
  });

  test('a player’s international code: a photo that is no image and the empty fields', async ({ page }) => {
    await signInAs(page, 'player@example.ae');
    await page.goto('/en/my-account-player/Electronicservices/internationalCode');
    await expect(page.getByLabel('Passport number')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Passport number').fill('A1234567');
    await page.getByLabel('Personal photo').setInputFiles(pdfFile('photo.pdf'));
    await expect(page.getByText('The file must be a JPG, JPEG or PNG image')).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Code asked for as' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Nationality')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Passport number')).toHaveValue('A1234567');
  });
});
