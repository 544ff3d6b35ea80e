import { readFile } from 'node:fs/promises';
import { paymentProvider, payWithCard, providerReference, setPaymentSwitches } from '../fixtures/payments';
import { expect, expectNoAxeViolations, test } from '../fixtures/test';
import { cartButton, putInCart, signedInWithBills, timePayment } from './payments-helpers';

/**
 * Checkout, the embedded provider's hosted page and the return page (issue 10), with the provider's test cards. The
 * time from "Pay" on the provider's page to "Paid" on screen is logged for the notes, not asserted.
 */
test.describe('paying bills', () => {
  // The provider's hosted pages name no icon, so the browser's own request for one is a 404 (a console error) that
  // says nothing about the payment.
  test.beforeEach(({ page }) =>
    page.route(`${paymentProvider}/favicon.ico`, (route) => route.fulfill({ status: 204 })),
  );

  test('a club pays two bills by card, comes back to Paid and downloads the receipt', async ({ page }) => {
    const member = await signedInWithBills(page, 'club', 2);
    await page.goto('/en/my-account/fees');
    for (const bill of member.bills) {
      await page
        .getByRole('article', { name: bill.number })
        .getByRole('button', { name: 'Add to cart' })
        .click();
    }
    await cartButton(page, 'Cart, 2 bills').click();
    await page.getByRole('region', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = page.getByRole('table');
    for (const bill of member.bills)
      await expect(summary.getByRole('cell', { name: bill.number })).toBeVisible();
    await expect(summary.getByRole('rowheader', { name: 'VAT (0%)' })).toBeVisible();
    await expect(summary.getByTestId('total')).toHaveText(/^AED\s100\.00$/);
    await expectNoAxeViolations(page);

    const elapsed = timePayment(page);
    await page.getByRole('button', { name: /^Pay AED\s100\.00$/ }).click();
    await providerReference(page);
    await expectNoAxeViolations(page);
    await payWithCard(page, 'success');

    await expect(page).toHaveURL(/\/en\/payment\/return\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible({ timeout: 30_000 });
    console.log(`Pay -> Paid on screen (success card, en): ${elapsed()} ms`);
    await expectNoAxeViolations(page);
    for (const bill of member.bills)
      await expect(page.getByRole('cell', { name: bill.number })).toBeVisible();
    await expect(cartButton(page, 'Cart, empty')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the receipt (PDF)' }).click();
    const receipt = await download;
    expect(receipt.suggestedFilename()).toMatch(/^receipt-OR-\d{4}-\d{6}\.pdf$/);
    const file = await readFile((await receipt.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: 'Back to your fees' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Unpaid/ })).toHaveCount(0);
    for (const bill of member.bills) {
      await expect(
        page.getByRole('article', { name: bill.number }).getByRole('link', { name: /^Receipt \(PDF\)/ }),
      ).toBeVisible();
    }
  });

  test('a declined card leaves the bills unpaid and the cart as it was (ar)', async ({ page }) => {
    const member = await signedInWithBills(page, 'club', 2);
    await putInCart(page, member);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'إتمام الدفع' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^ادفع / }).click();
    const reference = await providerReference(page);
    await expectNoAxeViolations(page);
    await payWithCard(page, 'declined');
    await expect(page.getByRole('heading', { level: 1, name: 'رُفضت عملية الدفع' })).toBeVisible();
    // Another card on the same order's card page (decision 085); declined again, the member goes back.
    await page.getByRole('link', { name: 'جرّب بطاقة أخرى' }).click();
    expect(await providerReference(page)).toBe(reference);
    await payWithCard(page, 'declined');
    await page.getByRole('button', { name: 'العودة إلى اتحاد الإمارات للقوس والسهم' }).click();

    await expect(page).toHaveURL(/\/payment\/return\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'رُفضت الدفعة' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('لم يُخصم أي مبلغ. الفواتير غير مدفوعة وما زالت في سلتك.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(cartButton(page, 'السلة، فاتورتان')).toBeVisible();

    await page.getByRole('link', { name: 'حاول مرة أخرى' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const bill of member.bills)
      await expect(page.getByRole('cell', { name: bill.number })).toBeVisible();
    await page.goto('/my-account/fees');
    await expect(page.getByRole('heading', { level: 2, name: 'غير مدفوعة (2)' })).toBeVisible();
  });

  test('a payment left unfinished is continued or cancelled from the cart; the one-time-code card then pays', async ({
    page,
  }) => {
    const member = await signedInWithBills(page, 'player', 1);
    await putInCart(page, member);
    await page.goto('/en/cart');
    await page.getByRole('button', { name: /^Pay AED\s50\.00$/ }).click();
    const left = await providerReference(page);
    // The member leaves the provider's page without paying (decision 085): the cart offers to go on or to cancel.
    await page.goto('/en/cart');
    const unfinished = page.getByRole('region', { name: 'A payment you started is not finished' });
    await expect(unfinished).toBeVisible();
    await expectNoAxeViolations(page);
    await unfinished.getByRole('link', { name: 'Continue paying' }).click();
    expect(await providerReference(page)).toBe(left);
    await page.goto('/en/cart');
    await unfinished.getByRole('button', { name: 'Cancel this payment' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /cancelled\. Nothing was charged/ }),
    ).toBeVisible();
    await expect(unfinished).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay AED\s50\.00$/ }).click();
    expect(await providerReference(page)).not.toBe(left);
    await payWithCard(page, 'oneTimeCode');
    await expect(page.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('cell', { name: member.bills[0]!.number })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your fees' }).click();
    await expect(page).toHaveURL(/\/en\/my-account-player\/fees$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Paid (1)' })).toBeVisible();
  });

  test('a late notification still ends Paid on the return page, which asks for the order itself (ar)', async ({
    page,
  }) => {
    const member = await signedInWithBills(page, 'player', 1);
    await putInCart(page, member);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^ادفع / }).click();
    const reference = await providerReference(page);
    // Later than the whole test: only the API's own query of the provider can tell the page it is paid.
    await setPaymentSwitches({ notifications: 'late', lateMs: 120_000, reference });
    const elapsed = timePayment(page);
    await payWithCard(page, 'success');
    await expect(page.getByRole('heading', { level: 1, name: 'تم الدفع' })).toBeVisible({ timeout: 30_000 });
    console.log(`Pay -> Paid on screen (success card, late notification, ar): ${elapsed()} ms`);
    await expect(page.getByRole('cell', { name: member.bills[0]!.number })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
