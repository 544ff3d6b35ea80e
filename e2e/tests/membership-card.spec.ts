import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { apiAs, memberIdOf } from '../fixtures/office';

/**
 * The digital membership card and its public verification (issue 13, decision 055): a member's card page in both
 * languages with its PDF, the verification page for a valid, an expired (the seed's expired@, whose membership
 * ended in 2025) and a penalized member (restricted@), and a code the office revoked.
 */

/** A member's current card code, as their own card answers it. */
async function cardCodeOf(email: string): Promise<string> {
  const member: APIRequestContext = await apiAs(email);
  const response = await member.get('/api/account/card');
  expect(response.status()).toBe(200);
  const card = (await response.json()) as { issued: boolean; code: string };
  expect(card.issued, `${email} has a card`).toBe(true);
  return card.code;
}

test('a player reads their card in both languages, downloads its PDF, and its QR code holds the verification link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'player@example.ae');
  await page.goto('/en/my-account-player/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership card' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your card' });
  await expect(card.getByText('Valid today')).toBeVisible();
  await expect(card.getByText('Membership number')).toBeVisible();
  await expect(card.getByText('Age class')).toBeVisible();
  await expect(card.getByText('Sharjah Archery Club')).toBeVisible();
  const qr = card.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Membership card' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
  await expectNoAxeViolations(page);

  const svg = await page.request.get('/api/account/card/qr.svg?lang=en');
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^membership-card-UAEAF-\d{6}-en\.pdf$/);

  await page.goto('/my-account-player/card');
  await expect(page.getByRole('heading', { level: 1, name: 'بطاقة العضوية' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'بطاقتك' }).getByText('سارية اليوم')).toBeVisible();
  await expect(page.getByRole('link', { name: 'تنزيل بصيغة PDF' })).toHaveAttribute('href', /lang=ar/);
  await expectNoAxeViolations(page);
});

test('a club has its card in its own area', async ({ page }) => {
  await signInAs(page, 'club@example.ae');
  await page.goto('/en/my-account/card');
  await expect(
    page.getByRole('region', { name: 'Your card' }).getByText('Sharjah Archery Club').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the verification page says valid, expired or suspended, in both languages, with no other personal data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const valid = await cardCodeOf('player@example.ae');
  await page.goto(`/en/verify/${valid}`);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Valid membership: this member may take part today.')).toBeVisible();
  await expect(result.getByText('Sharjah Archery Club')).toBeVisible();
  await expect(result).not.toContainText('@example.ae');
  await expect(result).not.toContainText(/UAEAF-\d{6}/);
  await expectNoAxeViolations(page);
  await page.goto(`/verify/${valid}`);
  await expect(
    page.getByRole('region', { name: 'النتيجة' }).getByText('عضوية سارية: يحق لهذا العضو المشاركة اليوم.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/en/verify/${await cardCodeOf('expired@example.ae')}`);
  await expect(result.getByText('Expired: this membership is not valid today.')).toBeVisible();
  await expect(result.getByText('Essa Rashid Al Balushi')).toBeVisible();
  await expectNoAxeViolations(page);

  const penalized = await cardCodeOf('restricted@example.ae');
  await page.goto(`/en/verify/${penalized}`);
  await expect(result.getByText('Suspended: a penalty of the federation covers today.')).toBeVisible();
  await page.goto(`/verify/${penalized}`);
  await expect(
    page.getByRole('region', { name: 'النتيجة' }).getByText('موقوفة: تسري اليوم عقوبة صادرة عن الاتحاد.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the office reissues a card and the old code then reads revoked', async ({ page }) => {
  test.setTimeout(120_000);
  const email = 'employee@example.ae';
  const old = await cardCodeOf(email);
  const memberId = await memberIdOf(await apiAs('membership@example.ae'), email);
  await signInAs(page, 'membership@example.ae');
  await page.goto(`/en/office/members/${memberId}`);
  const section = page.getByRole('region', { name: 'Membership card' });
  await expect(section.getByText(old)).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Reissue the card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reissue the card' });
  await dialog.getByLabel(/Reason/).fill('Card reported lost');
  await dialog.getByRole('button', { name: 'Reissue the card' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(old)).toHaveCount(0);
  const fresh = await cardCodeOf(email);
  expect(fresh).not.toBe(old);

  await page.goto(`/en/verify/${old}`);
  await expect(
    page
      .getByRole('region', { name: 'Result' })
      .getByText('Not valid: the federation revoked this card. Ask the member for their current card.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/en/verify/${fresh}`);
  await expect(
    page
      .getByRole('region', { name: 'Result' })
      .getByText('Valid membership: this member may take part today.'),
  ).toBeVisible();
});
