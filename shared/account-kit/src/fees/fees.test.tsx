import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartAtom, cartSyncedAtom, emptyCart, sessionStore, toastsAtom } from '@uaeaf/session';
import { testBill, testCart } from '@uaeaf/session/cart-testing';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { feesPathOf, groupBills } from './group-bills';
import { MemberFees } from './MemberFees';

const unpaid = testBill(1, 10_000, { dueOn: '2026-12-15' });
const inPayment = testBill(2, 5_000, { paymentInProgress: true });
const paid = testBill(3, 35_050, { status: 'paid', paidAt: '2026-11-20T08:30:00.000Z', receiptOrderId: 41 });
const waived = testBill(4, 2_000, { status: 'waived', statusReason: 'First season of the club' });
const refunded = testBill(5, 7_500, { status: 'refunded', statusReason: 'Tournament cancelled' });
const cancelled = testBill(6, 1_000, { status: 'cancelled', statusReason: 'Entry withdrawn in time' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(cartAtom, emptyCart);
  sessionStore.set(cartSyncedAtom, false);
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

describe('grouping bills', () => {
  it('puts unpaid first, then paid, then cancelled and waived together, then refunded, leaving out empty groups', () => {
    const groups = groupBills([refunded, paid, waived, unpaid, cancelled]);
    expect(groups.map(({ group, bills }) => [group, bills.map((bill) => bill.id)])).toEqual([
      ['unpaid', [1]],
      ['paid', [3]],
      ['closed', [4, 6]],
      ['refunded', [5]],
    ]);
    expect(groupBills([paid]).map(({ group }) => group)).toEqual(['paid']);
  });

  it("leads each member to their area's fees page, or to their area when it has none", () => {
    expect(feesPathOf('academy')).toBe('/my-account/fees');
    expect(feesPathOf('individual')).toBe('/my-account-player/fees');
    expect(feesPathOf('activity')).toBe('/my-account-player-activity/fees');
    expect(feesPathOf('coach')).toBe('/my-account-coach');
  });
});

describe('the member fees list', () => {
  it('shows each group with its bills, dates, amounts, reasons and documents in the page language', async () => {
    stubApi({ 'GET /account/bills': ok({ items: [refunded, paid, waived, unpaid, cancelled] }) });
    signInForTest('club');
    await renderKitAt('/en/my-account/fees', <MemberFees />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Unpaid (1)',
      'Paid (1)',
      'Cancelled or waived (2)',
      'Refunded (1)',
    ]);

    const first = screen.getByRole('article', { name: 'TS-2026-000001' });
    expect(within(first).getByRole('heading', { name: 'Tournament 1' })).toBeTruthy();
    expect(within(first).getByText('AED 100.00')).toBeTruthy();
    expect(within(first).getByText('December 15, 2026')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Invoice (PDF), bill TS-2026-000001' }).getAttribute('href'),
    ).toBe('/api/account/bills/1/invoice.pdf?lang=en');
    expect(within(first).queryByRole('link', { name: /Receipt/ })).toBeNull();

    const settled = screen.getByRole('article', { name: 'TS-2026-000003' });
    expect(
      within(settled).getByRole('link', { name: 'Receipt (PDF), bill TS-2026-000003' }).getAttribute('href'),
    ).toBe('/api/account/orders/41/receipt.pdf?lang=en');
    expect(within(settled).queryByRole('button')).toBeNull();

    const closed = screen.getByRole('article', { name: 'TS-2026-000004' });
    expect(within(closed).getByText('Waived')).toBeTruthy();
    expect(within(closed).getByText('First season of the club')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'TS-2026-000005' })).getByText('Tournament cancelled'),
    ).toBeTruthy();
  });

  it("shows a reason the API wrote in both languages in the page's language only", async () => {
    const withdrawn = testBill(7, 1_000, {
      status: 'cancelled',
      statusReason: 'سُحب الطلب.\nThe request was withdrawn.',
    });
    stubApi({ 'GET /account/bills': ok({ items: [withdrawn] }) });
    signInForTest('club');
    await renderKitAt('/en/my-account/fees', <MemberFees />);
    const english = await screen.findByRole('article', { name: 'TS-2026-000007' });
    expect(within(english).getByText('Reason').nextSibling?.textContent).toBe('The request was withdrawn.');
    cleanup();
    queryClient.clear();

    await renderKitAt('/my-account/fees', <MemberFees />);
    const arabic = await screen.findByRole('article', { name: 'TS-2026-000007' });
    expect(arabic.textContent).toContain('سُحب الطلب.');
    expect(arabic.textContent).not.toContain('The request was withdrawn.');
  });

  it('reads Arabic with Arabic dates and amounts, and asks for Arabic documents', async () => {
    stubApi({ 'GET /account/bills': ok({ items: [unpaid] }) });
    signInForTest('player');
    await renderKitAt('/my-account-player/fees', <MemberFees />);
    const bill = await screen.findByRole('article', { name: 'TS-2026-000001' });
    expect(within(bill).getByRole('heading', { name: 'بطولة 1' })).toBeTruthy();
    expect(within(bill).getByText(/100\.00/)).toBeTruthy();
    expect(within(bill).getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
    expect(
      within(bill)
        .getByRole('link', { name: /^الفاتورة \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/account/bills/1/invoice.pdf?lang=ar');
  });

  it('adds a bill to the shared cart, which the header reads, and shows it as in the cart', async () => {
    let cart = testCart([]);
    const { requests } = stubApi({
      'GET /account/bills': () => ok({ items: [unpaid] }),
      'PUT /account/cart/items/1': () => ok((cart = testCart([{ ...unpaid, inCart: true }]))),
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/fees', <MemberFees />);
    const bill = await screen.findByRole('article', { name: 'TS-2026-000001' });
    fireEvent.click(within(bill).getByRole('button', { name: 'Add to cart' }));

    const inCart = await within(bill).findByRole('button', { name: 'In cart' });
    expect((inCart as HTMLButtonElement).disabled).toBe(true);
    expect(sessionStore.get(cartAtom)).toEqual({ items: cart.items, totalQty: 1, totalPrice: 10_000 });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
      'Bill TS-2026-000001 is in your cart',
    ]);
    expect(screen.getByText(/Your cart holds 1 bill, AED\s100\.00 in all\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/en/cart');

    // Taken out of the cart elsewhere (the header's panel): the list follows the shared cart.
    act(() => sessionStore.set(cartAtom, emptyCart));
    expect(await within(bill).findByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('refuses to add a bill whose payment is in progress, and says why', async () => {
    stubApi({ 'GET /account/bills': ok({ items: [inPayment] }) });
    signInForTest('activity');
    await renderKitAt('/en/my-account-player-activity/fees', <MemberFees />);
    const bill = await screen.findByRole('article', { name: 'TS-2026-000002' });
    const add = within(bill).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const reason = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'A payment for this bill is in progress. It can be paid again if that payment does not go through. Continue or cancel it from your cart',
    );
    expect(
      within(bill).getByRole('link', { name: 'Continue or cancel it from your cart' }).getAttribute('href'),
    ).toBe('/en/cart');
  });

  it('says when the bill was settled meanwhile, beside it, and loads the bills again', async () => {
    let loads = 0;
    stubApi({
      'GET /account/bills': () => ok({ items: [++loads === 1 ? unpaid : { ...unpaid, status: 'paid' }] }),
      'PUT /account/cart/items/1': refusal(409, 'bill_not_payable'),
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/fees', <MemberFees />);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'TS-2026-000001' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This bill can no longer be paid: it has been paid, cancelled or waived meanwhile.',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Paid (1)' })).toBeTruthy());
    expect(sessionStore.get(cartAtom).totalQty).toBe(0);
  });

  it('says so when the member has no bills', async () => {
    stubApi({ 'GET /account/bills': ok({ items: [] }) });
    signInForTest('player');
    await renderKitAt('/en/my-account-player/fees', <MemberFees />);
    expect(await screen.findByText('You have no bills.')).toBeTruthy();
  });
});
