import { apiAs } from '../fixtures/office';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures/test';
import { cartButton, putInCart, signedInWithBills } from './payments-helpers';

/**
 * The cart (issue 10): kept on the server per member, shown in the shell's header from the shared store. Each test
 * uses a member of its own (HB's memberWithBills), so the tests run in any order and in parallel.
 */
test.describe('the cart', () => {
  test('a club adds two bills from its fees page; the header counts them and the panel works by keyboard', async ({
    page,
  }) => {
    const member = await signedInWithBills(page, 'club', 2);
    await page.goto('/en/my-account/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Unpaid (2)' })).toBeVisible();
    await expect(cartButton(page, 'Cart, empty')).toBeVisible();

    for (const bill of member.bills) {
      const card = page.getByRole('article', { name: bill.number });
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect(card.getByRole('button', { name: 'In cart' })).toBeDisabled();
    }
    const button = cartButton(page, 'Cart, 2 bills');
    await expect(button).toBeVisible();
    await expect(page.getByText(/^Your cart holds 2 bills, AED\s100\.00 in all\./)).toBeVisible();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Your cart' });
    for (const bill of member.bills) await expect(panel.getByText(bill.number)).toBeVisible();
    await expect(panel.getByTestId('cart-total')).toHaveText(/^AED\s100\.00$/);
    await expectNoAxeViolations(page);

    // The panel follows the button in the reading order: Tab reaches its actions, Escape closes it and goes back.
    await page.keyboard.press('Tab');
    await expect(
      panel.getByRole('button', { name: `Remove bill ${member.bills[0]!.number} from the cart` }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await panel
      .getByRole('button', { name: `Remove bill ${member.bills[0]!.number} from the cart` })
      .press('Enter');
    await expect(cartButton(page, 'Cart, 1 bill')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeFocused();
    await expect(
      page
        .getByRole('article', { name: member.bills[0]!.number })
        .getByRole('button', { name: 'Add to cart' }),
    ).toBeEnabled();
    await panel.getByRole('link', { name: 'Checkout' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(panel).toBeHidden();
  });

  test('the cart survives a reload, follows in another tab at once and shows in another browser (ar)', async ({
    page,
    context,
    browser,
  }) => {
    const member = await signedInWithBills(page, 'player', 2);
    await putInCart(page, member);
    await page.goto('/my-account-player/fees');
    await expect(cartButton(page, 'السلة، فاتورتان')).toBeVisible();
    await page.reload();
    await expect(cartButton(page, 'السلة، فاتورتان')).toBeVisible();

    const tab = await context.newPage();
    await tab.goto('/my-account-player');
    await expect(cartButton(tab, 'السلة، فاتورتان')).toBeVisible();

    // Taken out in the first tab: the second follows without a reload or a focus.
    await cartButton(page, 'السلة، فاتورتان').click();
    await page
      .getByRole('region', { name: 'سلتك' })
      .getByRole('button', { name: `إزالة الفاتورة ${member.bills[1]!.number} من السلة` })
      .click();
    await expect(cartButton(page, 'السلة، فاتورة واحدة')).toBeVisible();
    await expect(cartButton(tab, 'السلة، فاتورة واحدة')).toBeVisible();

    const elsewhere = await browser.newContext({ locale: 'ar-AE', timezoneId: 'Asia/Dubai' });
    try {
      const other = await elsewhere.newPage();
      await signInAs(other, member.email);
      await other.goto('/my-account-player');
      await expect(cartButton(other, 'السلة، فاتورة واحدة')).toBeVisible();
      await cartButton(other, 'السلة، فاتورة واحدة').click();
      await expect(
        other.getByRole('region', { name: 'سلتك' }).getByText(member.bills[0]!.number),
      ).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });

  // The office cancelling a bill is how a bill leaves a cart "elsewhere" today: the payments side takes the bills it
  // pays out of the cart itself (api/src/payments), so the server reports no paid bill as dropped.
  test('a bill the office cancels leaves the cart with a notice, once, in both languages', async ({
    page,
  }) => {
    const member = await signedInWithBills(page, 'club', 2);
    await putInCart(page, member);
    await page.goto('/my-account/fees');
    await expect(cartButton(page, 'السلة، فاتورتان')).toBeVisible();

    const finance = await apiAs('finance@example.ae');
    try {
      const cancelled = await finance.post(`/api/office/bills/${member.bills[0]!.id}/cancel`, {
        data: { reason: 'Issued twice' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    } finally {
      await finance.dispose();
    }

    // The member comes back to the tab: it asks the server again.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(
      page.getByRole('status').filter({
        hasText: `الفاتورة ${member.bills[0]!.number} أُلغيت في مكان آخر وخرجت من سلتك`,
      }),
    ).toBeVisible();
    await expect(cartButton(page, 'السلة، فاتورة واحدة')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'ملغاة أو معفاة (1)' })).toBeVisible();

    await page.goto('/en/my-account/fees');
    await expect(cartButton(page, 'Cart, 1 bill')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelled or waived (1)' })).toBeVisible();
    await expect(page.getByRole('article', { name: member.bills[0]!.number })).toContainText('Issued twice');
    // Said once: the next reads of the cart report nothing more.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(cartButton(page, 'Cart, 1 bill')).toBeVisible();
    await expect(page.getByText(/left your cart/)).toHaveCount(0);
  });

  test('a visitor sees no cart, and checkout sends them to log in and back', async ({ page }) => {
    await page.goto('/en/cart');
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fcart$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  });
});
