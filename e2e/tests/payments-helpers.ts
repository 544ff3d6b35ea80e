import type { Page } from '@playwright/test';
import { memberWithBills, type MemberWithBills } from '../fixtures/billing';
import { expect, seedStoredSession } from '../fixtures/test';

/**
 * A fresh member with `bills` unpaid bills (HB's fixture), signed in in `page`'s browser: the API's cookie and what
 * the login page would have stored.
 */
export async function signedInWithBills(
  page: Page,
  kind: 'club' | 'player',
  bills: number,
): Promise<MemberWithBills> {
  const member = await memberWithBills(page.request, { kind, bills });
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  const session = (await me.json()) as { userInfo: unknown; accountType: string };
  await seedStoredSession(page, { userInfo: session.userInfo, accountType: session.accountType });
  return member;
}

/** Puts bills in the member's cart through the API, as their fees page would. */
export async function putInCart(page: Page, member: MemberWithBills) {
  for (const bill of member.bills) {
    const response = await page.request.put(`/api/account/cart/items/${bill.id}`);
    expect(response.status(), `bill ${bill.number} into the cart`).toBe(200);
  }
}

/** The header's cart button, by its accessible name ("Cart, 2 bills", "السلة، فاتورتان"). */
export function cartButton(page: Page, name: string | RegExp) {
  return page.getByRole('banner').getByRole('button', { name });
}

/**
 * Starts timing at the moment the provider's page sends the card ("Pay" pressed), so a test can log how long the
 * payment takes to show as Paid on screen.
 */
export function timePayment(page: Page): () => number {
  let pressedAt: number | undefined;
  page.on('request', (request) => {
    if (
      pressedAt === undefined &&
      request.method() === 'POST' &&
      /\/pay\/[\w-]+$/.test(new URL(request.url()).pathname)
    ) {
      pressedAt = Date.now();
    }
  });
  return () => {
    expect(pressedAt, 'the card was sent').toBeDefined();
    return Date.now() - pressedAt!;
  };
}
