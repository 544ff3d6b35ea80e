import {
  currentSeason,
  demoAcademy,
  demoClub,
  freshPlayerName,
  freshPlayerOf,
  requestIdFromUrl,
} from '../fixtures/eservices';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';

/**
 * A transfer as the three parties live it, each in their own pages (issue 12, decision 051): the demo club, in
 * Arabic, asks for a player of the academy by the membership number the player gave it and sees whose number it is;
 * the academy agrees in its area; the federation office approves on the request's page; the player is then on the
 * club's roster. The player is made through the API for this test alone, so no other test's transfer meets it.
 */
test('the club asks for the academy’s player by membership number, the academy agrees, the office approves', async ({
  page,
  browser,
}) => {
  // A player made through the API, then three members in three pages, each with axe.
  test.slow();
  const player = await freshPlayerOf(demoAcademy.email);

  await signInAs(page, demoClub.email);
  await page.goto('/my-account/Electronicservices/playerTransfer');
  const number = page.getByLabel('رقم عضوية اللاعب');
  // As a player reads it off their card, only its digits will do.
  await number.fill(player.membershipNumber.replace(/^UAEAF-0*/, ''));
  await number.blur();
  await expect(
    page.getByText(`هذا الرقم للاعب ${freshPlayerName.ar}، وهو الآن في ${demoAcademy.name.ar}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('السبب', { exact: true }).fill('انضمام إلى فريق النادي');
  await page.getByLabel('الموسم الذي يسري فيه').fill(currentSeason());
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page).toHaveURL(/\/my-account\/ElectronicservicesRequests\/\d+$/);
  const id = requestIdFromUrl(page.url());
  await expect(page.getByText('بانتظار الأندية')).toBeVisible();

  const academyContext = await browser.newContext();
  const academy = await academyContext.newPage();
  await signInAs(academy, demoAcademy.email);
  await academy.goto(`/en/my-account/ElectronicservicesRequests/${id}`);
  await expect(academy.getByText(freshPlayerName.en).first()).toBeVisible();
  await expectNoAxeViolations(academy);
  await academy.getByRole('button', { name: 'Agree' }).click();
  await academy
    .getByRole('dialog', { name: 'Agree to this request?' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await expect(academy.getByText('Awaiting the office')).toBeVisible();

  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAs(office, 'membership@example.ae');
  await office.goto(`/en/office/services/${id}`);
  await expect(
    office.getByRole('heading', { level: 1, name: `Player transfer: request ${id}` }),
  ).toBeVisible();
  await expect(
    office.getByRole('region', { name: 'The clubs’ answers' }).getByText('Agreed', { exact: true }),
  ).toHaveCount(2);
  await expectNoAxeViolations(office);
  await office.getByRole('button', { name: 'Approve' }).click();
  await office
    .getByRole('dialog', { name: 'Approve this request?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(office.getByRole('status').filter({ hasText: `Request ${id} approved` })).toBeVisible();

  await page.goto(`/my-account/players?q=${encodeURIComponent(player.membershipNumber)}`);
  await expect(page.getByRole('button', { name: freshPlayerName.ar })).toBeVisible();
  await expectNoAxeViolations(page);
  await academyContext.close();
  await officeContext.close();
});
