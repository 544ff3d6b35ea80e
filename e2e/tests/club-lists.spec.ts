import { clubBody, memberWithBills } from '../fixtures/billing';
import { registerPlayerApplicant } from '../fixtures/office';
import {
  expect,
  expectNoAxeViolations,
  registerWithApi,
  signInAs,
  test,
  uniqueEmail,
} from '../fixtures/test';

/**
 * The club area's shared list pages (issue 11, decision 035): requests with their withdrawal, circulars with their
 * read marks, penalties. What changes state is done by a fresh club of the test's own; the demo club and academy are
 * only read.
 */

async function freshClub() {
  const email = uniqueEmail('e2e.lists.club');
  await registerWithApi(
    'club',
    clubBody(email, `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`),
  );
  return email;
}

test('a fresh club withdraws its pending registration after "are you sure about that?"', async ({ page }) => {
  await signInAs(page, await freshClub());
  await page.goto('/en/my-account/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const own = page.getByRole('article').filter({ hasText: 'Your own request' });
  await expect(own.getByText('Pending', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await own.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'are you sure about that?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Withdrawal request has been submitted' }),
  ).toBeVisible();
  await expect(own.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('article').filter({ hasText: 'Your own request' }).getByText('Withdrawn', { exact: true }),
  ).toBeVisible();
});

// Accepting is also done from the players page (club-players.spec); the unit tests accept and reject here.
test('the home\'s "waiting for your answer" leads to the registrations, where one is rejected with a reason', async ({
  page,
  request,
}) => {
  const club = await memberWithBills(request, { kind: 'club', bills: 0 });
  await registerPlayerApplicant(uniqueEmail('e2e.lists.reject'), club.memberId);
  await signInAs(page, club.email);
  await page.goto('/en/my-account');
  await page.getByRole('link', { name: /^1 Registrations waiting for your answer$/ }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/requests$/);
  const awaiting = page.getByRole('region', { name: 'Registrations waiting for your answer (1)' });
  await expect(awaiting.getByRole('button', { name: 'Accept' })).toBeVisible();
  await awaiting.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reject the registration of / });
  await dialog.getByRole('textbox').fill('Not one of our archers');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('No registration is waiting for your answer.')).toBeVisible();
  const rejected = page.getByRole('region', { name: 'All requests' }).getByRole('article');
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejected.getByText('Not one of our archers').first()).toBeVisible();
});

test('opening a circular file marks it read and lowers the unread count', async ({ page, context }) => {
  await signInAs(page, await freshClub());
  await page.goto('/en/my-account/circulars');
  const renewal = page.getByRole('listitem').filter({ hasText: 'Renewal of club and academy licences' });
  await expect(renewal.getByText('Unread', { exact: true })).toBeVisible();
  // Addressed to referees alone: not in a club's list.
  await expect(page.getByText('Judge appointments for the first half of the season')).toHaveCount(0);
  const count = page.getByText(/Unread circulars: \d+/);
  const before = Number((await count.textContent())!.match(/\d+/)![0]);
  await expectNoAxeViolations(page);

  const opened = context.waitForEvent('page');
  await renewal.getByRole('link').first().click();
  await (await opened).close();
  await expect(renewal.getByText('Read', { exact: true })).toBeVisible();
  await expect(count).toHaveText(new RegExp(`Unread circulars: ${before - 1}\\b`));
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Renewal of club and academy licences' }).getByText('Read', {
      exact: true,
    }),
  ).toBeVisible();
});

test("the demo club's penalties page shows its player's penalty, in English and Arabic", async ({ page }) => {
  await signInAs(page, 'club@example.ae');
  await page.goto('/en/my-account/Penalties');
  const players = page.getByRole('region', { name: "Your players' penalties" });
  await expect(players.getByText('Hamdan Essa Al Ketbi')).toBeVisible();
  await expect(players.getByText('Breach of the range safety rules')).toBeVisible();
  await expect(players.getByText('In force')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/my-account/Penalties');
  await expect(
    page.getByRole('region', { name: 'عقوبات لاعبيك' }).getByText('حمدان عيسى الكتبي'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo academy's requests and circulars in Arabic pass axe", async ({ page }) => {
  await signInAs(page, 'academy@example.ae');
  await page.goto('/my-account/requestsAcademy');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الأكاديمية' })).toBeVisible();
  // Its requests, or none yet: parallel tests may register players naming it.
  await expect(page.getByText('لا توجد طلبات بعد.').or(page.getByRole('article').first())).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/my-account/circulars');
  await expect(page.getByText(/التعاميم غير المقروءة/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'تجديد تراخيص الأندية والأكاديميات' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo club's tournament entries, with their classes and a way to enter more", async ({ page }) => {
  await signInAs(page, 'club@example.ae');
  await page.goto('/en/my-account/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Age class' }).first();
  await expect(entry.getByText('Division')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a tournament to enter' })).toHaveAttribute(
    'href',
    '/en/tournament-details',
  );
  await expectNoAxeViolations(page);
  // Each tournament's name leads to its public page.
  const tournament = page.getByRole('article').filter({ has: entry }).first();
  const name = (await tournament.getAttribute('aria-label'))!;
  await tournament.getByRole('heading', { level: 3 }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en\/tournament-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

// The academy's requests list is not asserted empty: the electronic services' tests (eservices-member.spec) make
// requests naming the demo academy in the same run.
test('the electronic services list what an academy may request and lead to its requests, in Arabic', async ({
  page,
}) => {
  await signInAs(page, 'academy@example.ae');
  await page.goto('/my-account/Electronicservices');
  await expect(page.getByRole('heading', { level: 2, name: 'انتقال لاعب' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'اطّلع على طلبات الخدمات الإلكترونية الخاصة بك' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الخدمات الإلكترونية' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a player's area shows the same circulars and tournaments pages", async ({ page }) => {
  await signInAs(page, 'player@example.ae');
  await page.goto('/en/my-account-player/circulars');
  await expect(page.getByText(/Unread circulars: \d+/)).toBeVisible();
  // Addressed to clubs and academies only.
  await expect(page.getByText('Renewal of club and academy licences')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/my-account-player/tournaments');
  await expect(page.getByRole('link', { name: 'ابحث عن بطولة للتسجيل فيها' })).toBeVisible();
  await expectNoAxeViolations(page);
});
