import { memberWithBills } from '../fixtures/billing';
import { apiAs, registerPlayerApplicant, requestIdOf } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test, uniqueEmail } from '../fixtures/test';

/**
 * A club's roster (issue 11, decision 033): the demo club's players read-only in both languages with axe and a search;
 * a fresh club (so the demo club's players stay as other tests read them) with a player the office approved, whose
 * contract the club renews and then terminates, each after "are you sure about that?".
 */

test("the demo club's roster: its players, a search, both languages with axe", async ({ page }) => {
  await signInAs(page, 'club@example.ae');
  await page.goto('/en/my-account/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Majed Sultan Al Muhairi' })).toBeVisible();
  // Age classes by their names, never their codes (issue 28, item 9).
  await expect(page.getByRole('table')).not.toContainText(/\b(SENIOR|U15|U18|U21)\b/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Name or membership number').fill('Hamdan');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Hamdan/);
  await expect(page.getByRole('button', { name: 'Hamdan Essa Al Ketbi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Majed Sultan Al Muhairi' })).toHaveCount(0);

  await page.goto('/my-account/players');
  await expect(page.getByRole('button', { name: 'ماجد سلطان المهيري' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a club renews and then terminates a player’s contract, each after "are you sure about that?"', async ({
  page,
  request,
}) => {
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  const playerEmail = uniqueEmail('e2e.roster.player');
  await registerPlayerApplicant(playerEmail, club.memberId);
  const office = await apiAs('membership@example.ae');
  const clubApi = await apiAs(club.email);
  try {
    const requestId = await requestIdOf(office, playerEmail);
    await signInAs(page, club.email);
    await page.goto('/en/my-account/players');
    // The player who named the club waits for its answer: the club accepts them from their details.
    await page.getByRole('button', { name: 'Salem Mohammed Al Kaabi' }).click();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The decision has been saved' })).toBeVisible();
    const approved = await office.post(`/api/office/requests/${requestId}/decision`, {
      data: { decision: 'approve' },
    });
    expect(approved.status()).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Renew the contract' }).click();
    const renewDialog = page.getByRole('dialog');
    await expect(renewDialog.getByText('are you sure about that?')).toBeVisible();
    await expectNoAxeViolations(page);
    await renewDialog.getByRole('button', { name: 'Renew the contract' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The request has been submitted' }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Contract renewal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terminate the contract' })).toHaveCount(0);

    // The office sees the renewal the club made, and approves it.
    const renewals = await office.get('/api/office/requests?kind=renewal&status=Accepted&pageSize=100');
    const renewal = ((await renewals.json()) as { items: { id: number }[] }).items;
    const own = await clubApi.get(`/api/account/club/players?q=Salem`);
    const playerId = ((await own.json()) as { items: { id: number }[] }).items[0]!.id;
    const details = await clubApi.get(`/api/account/club/players/${playerId}`);
    const renewalId = ((await details.json()) as { contractRequests: { id: number }[] }).contractRequests[0]!
      .id;
    expect(renewal.map((item) => item.id)).toContain(renewalId);
    const renewed = await office.post(`/api/office/requests/${renewalId}/decision`, {
      data: { decision: 'approve' },
    });
    expect(renewed.status()).toBe(200);

    await page.goto(`/my-account/players?player=${playerId}`);
    await page.getByRole('button', { name: 'إنهاء العقد' }).click();
    const endDialog = page.getByRole('dialog');
    await expect(endDialog.getByText('هل أنت متأكد من ذلك؟')).toBeVisible();
    await expectNoAxeViolations(page);
    await endDialog.getByRole('button', { name: 'إنهاء العقد' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تقديم الطلب' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'إنهاء عقد' })).toBeVisible();
  } finally {
    await office.dispose();
    await clubApi.dispose();
  }
});
