import type { Page } from '@playwright/test';
import { memberWithBills } from '../fixtures/billing';
import { apiAs } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * A club's membership renewal decided by the office (issue 11, decision 034), with a fresh club so the demo club's
 * renewals stay as other tests read them: the club asks on its renewal page, the membership officer opens the request
 * from the queue and reads the season and the bill in words (English and Arabic, axe), approves, and the club reads
 * its new validity and the renewal among its past ones; a rejected renewal's reason on the club's requests page.
 */

interface RenewalView {
  validUntil: string | null;
  nextSeason: { name: string; endDate: string } | null;
  history: { requestId: number }[];
}

/** The value beside a label of a details list (`<dt>` then `<dd>`). */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('the office reads a club’s renewal in words, approves it, and the club sees its new validity', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  const before = (await (await request.get('/api/account/club/renewal')).json()) as RenewalView;
  expect(before.nextSeason, 'a next season open for renewals').toBeTruthy();
  const season = before.nextSeason!;

  await signInAs(page, club.email);
  await page.goto('/en/my-account/renewal');
  const validity = detail(page, 'Membership valid until');
  const validBefore = (await validity.textContent()) ?? '';
  await page.getByRole('button', { name: 'Renew' }).click();
  await page
    .getByRole('dialog', { name: /Renew the membership for/ })
    .getByRole('button', { name: 'Renew' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The request has been submitted' })).toBeVisible();
  const billNumber = /LR-\d{4}-\d{6}/.exec(
    (await page.getByRole('row').filter({ hasText: 'Pending' }).textContent()) ?? '',
  )![0];

  // The membership officer, in a browser of their own, opens the renewal from the queue.
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAs(office, 'membership@example.ae');
  await office.goto(`/en/office/requests?q=${encodeURIComponent(club.email)}`);
  const row = office
    .getByRole('table', { name: 'Requests' })
    .getByRole('row')
    .filter({ hasText: 'Membership renewal' });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: club.name.en }).click();
  await expect(office.getByRole('heading', { level: 1, name: club.name.en })).toBeVisible();
  await expect(detail(office, 'Request')).toHaveText('Membership renewal');
  const renewal = office.getByRole('region', { name: 'The renewal' });
  await expect(detail(office, 'Season renewed for')).toHaveText(season.name);
  await expect(renewal.getByText(new RegExp(`^${billNumber}: AED\\s1,500\\.00, Unpaid$`))).toBeVisible();
  // The stored ids are no answers of the applicant's.
  await expect(office.getByText(/seasonId|billId/)).toHaveCount(0);
  await expectNoAxeViolations(office);

  const requestPath = new URL(office.url()).pathname.replace(/^\/en/, '');
  await office.goto(requestPath);
  const arabic = office.getByRole('region', { name: 'التجديد', exact: true });
  await expect(detail(office, 'الموسم الذي يجدّد له')).toHaveText(season.name);
  await expect(arabic.getByText(new RegExp(`^${billNumber}: .+، غير مدفوعة$`))).toBeVisible();
  await expectNoAxeViolations(office);

  await office.goto(`/en${requestPath}`);
  await office.getByRole('button', { name: 'Approve' }).click();
  const approve = office.getByRole('dialog', { name: 'Approve this request?' });
  await expect(
    approve.getByText(`valid to the end of the ${season.name} season`, { exact: false }),
  ).toBeVisible();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByRole('status').filter({ hasText: `Approved: ${club.name.en}` })).toBeVisible();
  await expect(office.getByText('No decision is open to the office on this request now.')).toBeVisible();
  await officeContext.close();

  // The club reads the validity the approval gave and the renewal among its past ones.
  await page.reload();
  await expect(validity).not.toHaveText(validBefore);
  await expect(validity).toContainText(season.endDate.slice(0, 4));
  const past = page.getByRole('region', { name: 'Past renewals' });
  const approved = past.getByRole('row').filter({ hasText: 'Approved' });
  await expect(approved).toContainText(season.name);
  await expect(approved).toContainText(billNumber);

  await page.goto('/my-account/renewal');
  await expect(page.getByRole('region', { name: 'التجديدات السابقة' }).getByText('معتمدة')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a rejected renewal shows the office’s reason on the club’s requests page, in both languages', async ({
  page,
  request,
}) => {
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  expect((await request.post('/api/account/club/renewal')).status()).toBe(201);
  const { history } = (await (await request.get('/api/account/club/renewal')).json()) as RenewalView;
  const reason = 'The licence of the sports authority has expired: send the new one first';
  const office = await apiAs('membership@example.ae');
  const rejected = await office.post(`/api/office/requests/${history[0]!.requestId}/decision`, {
    data: { decision: 'reject', reason },
  });
  expect(rejected.status()).toBe(200);
  await office.dispose();

  await signInAs(page, club.email);
  await page.goto('/en/my-account/requests');
  const card = page.getByRole('article', { name: `Membership renewal: ${club.name.en}` });
  await expect(detail(page, "The federation's reason")).toHaveText(reason);
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Correct and resubmit' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Ask for the renewal again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Renewal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew' })).toBeVisible();

  await page.goto('/my-account/requests');
  const arabic = page.getByRole('article', { name: `تجديد العضوية: ${club.name.ar}` });
  await expect(arabic.getByText(reason).first()).toBeVisible();
  await expect(arabic.getByText('مرفوضة', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
