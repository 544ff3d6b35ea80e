import { expect, expectNoAxeViolations, test } from '../fixtures/test';

/**
 * The public verification page (decision 046): anyone handed a letter or certificate types its code, or opens the
 * address printed on it, and reads what it states. The code is the seed's approved equipment import of the demo club
 * (api/src/seed/services-seed.ts, `demoVerificationCode`).
 */
const demoCode = 'UAEAF-DEM2-EQPT-K7WA';

test('the printed address shows what the demo letter states, in Arabic, and search engines are kept out', async ({
  page,
}) => {
  await page.goto(`/verify/${demoCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق من وثيقة' })).toBeVisible();
  const result = page.getByRole('region', { name: 'النتيجة' });
  await expect(result.getByText('صالحة: هذه الوثيقة صادرة عن اتحاد الإمارات للقوس والسهم.')).toBeVisible();
  await expect(result.getByText('خطاب عدم ممانعة')).toBeVisible();
  await expect(result.getByText('عدم ممانعة لاستيراد معدات')).toBeVisible();
  await expect(result.getByText('نادي الشارقة للرماية')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});

test('a code typed in the form, in any case, shows its statement in English', async ({ page }) => {
  await page.goto('/en/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a document' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Check a code' });
  await form.getByLabel('Verification code').fill(` ${demoCode.toLowerCase()} `);
  await form.getByLabel('Verification code').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/verify/${demoCode}$`));
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Valid: the UAE Archery Federation issued this document.')).toBeVisible();
  await expect(result.getByText('No-objection letter')).toBeVisible();
  await expect(result.getByText('Equipment import no-objection')).toBeVisible();
  await expect(result.getByText('Sharjah Archery Club')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('an unknown code', () => {
  // The API's 404 is the answer the page shows; the browser logs it all the same.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('says no document carries it, in both languages', async ({ page }) => {
    await page.goto('/en/verify/UAEAF-AAAA-BBBB-CCCC');
    await expect(
      page
        .getByRole('region', { name: 'Result' })
        .getByText(/^No document of the federation carries the code/),
    ).toBeVisible();
    await expect(page.getByText('Valid:', { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/verify/UAEAF-AAAA-BBBB-CCCC');
    await expect(
      page.getByRole('region', { name: 'النتيجة' }).getByText(/^لا توجد وثيقة صادرة عن الاتحاد تحمل الرمز/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a malformed code is refused on the field, and at its address, in both languages', async ({ page }) => {
  await page.goto('/en/verify');
  const field = page.getByLabel('Verification code');
  await field.fill('hello');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is not valid')).toBeVisible();
  await expect(field).toHaveValue('hello');
  await expect(page).toHaveURL(/\/en\/verify$/);
  await expectNoAxeViolations(page);

  await page.goto('/en/verify/hello');
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(
    'is not a verification code: a code reads UAEAF',
  );
  await page.goto('/verify/hello');
  await expect(page.getByRole('region', { name: 'النتيجة' })).toContainText('ليس رمز تحقق');
  await expectNoAxeViolations(page);
});
