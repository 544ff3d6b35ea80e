import type { APIRequestContext } from '@playwright/test';
import { memberWithBills } from '../fixtures/billing';
import { apiAs, registerPlayerApplicant, requestIdOf } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test, uniqueEmail } from '../fixtures/test';

/**
 * A club's teams, season subscription and renewal (issue 11, decision 034), with a fresh club so the demo club's data
 * stays as other tests read it: the office approves the club and a player who named it (Salem Mohammed Al Kaabi, a
 * man born 1995: senior), the club builds a team, subscribes to the season, sees the bill on its fees page, renews its
 * membership and sees the request and its bill; each page in both languages with axe.
 */

/** A player who named the club, accepted by it and approved by the office, all through the API. */
async function approvedPlayerOf(club: { email: string; memberId: number }) {
  const email = uniqueEmail('e2e.team.player');
  await registerPlayerApplicant(email, club.memberId);
  const office = await apiAs('membership@example.ae');
  const clubApi = await apiAs(club.email);
  try {
    const requestId = await requestIdOf(office, email);
    const accepted = await clubApi.post(`/api/club/requests/${requestId}/decision`, {
      data: { decision: 'accept' },
    });
    expect(accepted.status()).toBe(200);
    const approved = await office.post(`/api/office/requests/${requestId}/decision`, {
      data: { decision: 'approve' },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await office.dispose();
    await clubApi.dispose();
  }
}

// The refusal of a team name the club already has is a 409 the browser logs.
test.use({ allowConsoleErrors: /status of 409 \(Conflict\)/ });

async function freshClubWithPlayer(request: APIRequestContext) {
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  await approvedPlayerOf(club);
  return club;
}

test('a club builds a team of a player who fits, renames it, and the page passes axe in both languages', async ({
  page,
  request,
}) => {
  const club = await freshClubWithPlayer(request);
  await signInAs(page, club.email);
  await page.goto('/en/my-account/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByText('No teams yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Both names are needed: the form says so and sends nothing.
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Enter the name in both languages')).toHaveCount(2);

  await page.getByLabel('Name in Arabic').fill('منحني رجال');
  await page.getByLabel('Name in English').fill('Recurve men');
  await page.getByLabel('Division').selectOption({ label: 'Recurve' });
  await page.getByLabel('Gender').selectOption({ label: 'Men' });
  await page.getByLabel('Age class').selectOption({ label: 'Senior' });
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team Recurve men created' })).toBeVisible();
  const team = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Recurve men' }) });
  await expect(team.getByText('Recurve, Men, Senior')).toBeVisible();

  await team.getByLabel('Player to add').selectOption({ label: 'Salem Mohammed Al Kaabi (Senior)' });
  await team.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(team.getByRole('button', { name: 'Remove Salem Mohammed Al Kaabi' })).toBeVisible();
  await expect(team.getByText('None of your other approved players fits this team')).toBeVisible();

  // The same name again is refused in words.
  await page.getByLabel('Name in Arabic').fill('اسم آخر');
  await page.getByLabel('Name in English').fill('RECURVE MEN');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You already have a team with this name' }),
  ).toBeVisible();

  // A women's team has no player who fits.
  await page.getByLabel('Name in English').fill('Recurve women');
  await page.getByLabel('Gender').selectOption({ label: 'Women' });
  await page.getByRole('button', { name: 'Create team' }).click();
  const women = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Recurve women' }) });
  await expect(women.getByText('None of your other approved players fits this team')).toBeVisible();

  await team.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Recurve men' });
  await dialog.getByLabel('Name in English').fill('Recurve men A');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { name: 'Recurve men A' })).toBeVisible();

  await women.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Recurve women?' });
  await expect(confirm.getByText('are you sure about that?')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Recurve women' })).toHaveCount(0);

  await page.goto('/my-account/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'الفرق' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'منحني رجال' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إزالة سالم محمد الكعبي' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a club subscribes to the season with its player, sees the bill on its fees page, and edits until paid', async ({
  page,
  request,
}) => {
  const club = await freshClubWithPlayer(request);
  await signInAs(page, club.email);
  await page.goto('/en/my-account/season-subscription');
  await expect(page.getByText('Not subscribed to this season yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Category').selectOption({ label: 'Men' });
  await page.getByLabel('Salem Mohammed Al Kaabi').check();
  // The demo catalogue: AED 5,000 for the club and AED 300 per player this season.
  await expect(page.getByText('Total: AED 5,300.00')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The request has been submitted' })).toBeVisible();
  const bill = page.getByText(/^Bill SS-\d{4}-\d{6}: AED\s5,300\.00, unpaid\./);
  await expect(bill).toBeVisible();
  const number = /SS-\d{4}-\d{6}/.exec((await bill.textContent()) ?? '')![0];

  // A change asks first, then reissues the bill.
  await page.getByLabel('Salem Mohammed Al Kaabi').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the subscription' });
  await expect(dialog.getByText('are you sure about that?')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Bill SS-\d{4}-\d{6}: AED\s5,000\.00, unpaid\./)).toBeVisible();

  await page.getByRole('link', { name: 'Pay it from your fees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  await expect(page.getByText('Season subscription', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();

  await page.goto('/my-account/season-subscription');
  await expect(page.getByText(/الفاتورة SS-\d{4}-\d{6}/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a club renews its membership: are you sure, the request waits for the office, its bill is on the fees page', async ({
  page,
  request,
}) => {
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  await signInAs(page, club.email);
  await page.goto('/en/my-account/renewal');
  await expect(page.getByText('No renewals yet.')).toBeVisible();
  await expect(page.getByText('AED 1,500.00')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: /Renew the membership for/ });
  await expect(
    dialog.getByText('are you sure about that? The club will be billed AED 1,500.00.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The request has been submitted' })).toBeVisible();
  await expect(page.getByText('A renewal is already waiting for the federation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Pending' });
  await expect(row.getByText(/LR-\d{4}-\d{6} \(AED\s1,500\.00\)/)).toBeVisible();

  await row.getByRole('link', { name: 'Pay it from your fees' }).click();
  await expect(page.getByText('Licence renewal: club', { exact: false }).first()).toBeVisible();

  await page.goto('/my-account/renewal');
  await expect(page.getByText('يوجد طلب تجديد بانتظار الاتحاد')).toBeVisible();
  await expectNoAxeViolations(page);
});
