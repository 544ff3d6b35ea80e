import { clubBody } from '../fixtures/billing';
import { apiAs, requestIdOf } from '../fixtures/office';
import {
  expect,
  expectNoAxeViolations,
  registerWithApi,
  signInAs,
  test,
  uniqueEmail,
} from '../fixtures/test';

/**
 * A club's own rejected registration, corrected and sent again from its requests page (issue 11, "a request
 * resubmitted"; decision 035): the office rejects a fresh club with a reason, the club reads it on
 * /my-account/requests, follows "Correct and resubmit" to issue 9's form and is Pending again. A person's resubmission
 * is accounts-resubmission.spec.ts.
 */

test('a rejected club reads the reason on its requests page, corrects and resubmits, and is Pending again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('e2e.resubmit.club');
  const serial = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const body = clubBody(email, serial);
  await registerWithApi('club', body);
  const reason = 'The phone number must be the club’s landline: 06 555 4321';
  const office = await apiAs('membership@example.ae');
  const rejected = await office.post(`/api/office/requests/${await requestIdOf(office, email)}/decision`, {
    data: { decision: 'reject', reason },
  });
  expect(rejected.status()).toBe(200);
  await office.dispose();

  await signInAs(page, email);
  await page.goto('/en/my-account/requests');
  const card = page.getByRole('article', { name: `Registration: ${body.name.en}` });
  await expect(card.getByText('Your own request')).toBeVisible();
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText(reason, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Correct and resubmit' }).click();

  await expect(page).toHaveURL(/:4000\/en\/auth\/resubmit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Correct and resubmit your request' }),
  ).toBeVisible();
  await expect(page.getByRole('note').getByText(reason)).toBeVisible();
  const next = async (step: string) => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: step, exact: true })).toBeFocused();
  };
  await next('Account and contact');
  const phone = page.getByLabel(/^Phone number( \*)?$/);
  await expect(phone).toHaveValue(body.phone);
  await phone.fill('06 555 4321');
  for (const step of ['Management', 'Licences', 'Review and submit']) await next(step);
  const submit = page.getByRole('button', { name: 'Submit the request', exact: true });
  const answer = page.waitForResponse((response) => response.url().includes('/resubmission'));
  await submit.click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'The request has been submitted' })).toBeVisible();

  await page.goto('/en/my-account/requests');
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Correct and resubmit' })).toHaveCount(0);

  await page.goto('/my-account/requests');
  const arabic = page.getByRole('article', { name: `تسجيل: ${body.name.ar}` });
  await expect(arabic.getByText('قيد المراجعة', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
