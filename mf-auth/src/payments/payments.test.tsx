import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@uaeaf/contracts';
import { cartAtom, emptyCart, sessionStore, toastsAtom } from '@uaeaf/session';
import { testBill, testCart } from '@uaeaf/session/cart-testing';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';
import { pollDelaysMs } from './PaymentReturnPage';

const bills = [testBill(1, 10_000, { inCart: true }), testBill(2, 5_050, { inCart: true })];
const cart = testCart(bills);

function order(status: Order['status'], overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: 'OR-2026-000042',
    status,
    method: 'card',
    amountFils: 15_050,
    bills: bills.map(({ id, number, name, amountFils }) => ({ id, number, name, amountFils })),
    createdAt: '2026-11-25T08:00:00.000Z',
    paidAt: status === 'paid' ? '2026-11-25T08:01:00.000Z' : null,
    paymentUrl: null,
    ...overrides,
  };
}

const render = (url: string) => renderRemoteAt(AuthRoutes, url, authMessageLoaders);

beforeEach(() => signInForTest('club'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  queryClient.clear();
  sessionStore.set(cartAtom, emptyCart);
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

describe('checkout', () => {
  it("shows the server's cart with the VAT line and sends the browser to the provider's page", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { requests } = stubApi({
      'GET /account/cart': ok(cart),
      'POST /account/checkout': () => ({
        status: 201,
        body: { order: order('awaitingPayment'), paymentUrl: 'http://127.0.0.1:3200/pay/abc' },
      }),
    });
    await render('/en/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'TS-2026-000002' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'VAT (0%)' })).toBeTruthy();
    expect(within(table).getByTestId('total').textContent).toMatch(/^AED\s150\.50$/);
    expect(screen.getByText("The federation's fees are not subject to VAT.")).toBeTruthy();
    // The header's shared cart now holds the server's answer.
    expect(sessionStore.get(cartAtom).totalPrice).toBe(15_050);

    fireEvent.click(screen.getByRole('button', { name: /^Pay AED\s150\.50$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:3200/pay/abc'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ language: 'en' });
  });

  it.each([
    [409, 'bill_not_payable', /A bill in your cart can no longer be paid/],
    [409, 'bill_in_payment', /A bill in your cart is being paid right now/],
    [
      503,
      'payments_unavailable',
      'Online payment is not available at the moment. Your cart is kept; please try again later.',
    ],
    [409, 'cart_empty', 'Your cart is empty: there is nothing to pay.'],
  ])('answers %i %s with its own message and keeps the cart', async (status, code, message) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { requests } = stubApi({
      'GET /account/cart': ok(cart),
      'POST /account/checkout': refusal(status, code),
    });
    await render('/en/cart');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(assign).not.toHaveBeenCalled();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('cell', { name: 'TS-2026-000001' })).toBeTruthy();
    expect(sessionStore.get(cartAtom).totalQty).toBe(2);
  });

  it('is in Arabic on the Arabic page, and the order is asked for in Arabic', async () => {
    const { requests } = stubApi({
      'GET /account/cart': ok(cart),
      'POST /account/checkout': refusal(503, 'payments_unavailable'),
    });
    await render('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'إتمام الدفع' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^ادفع / }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'الدفع الإلكتروني غير متاح حاليًا. سلتك محفوظة؛ يرجى المحاولة لاحقًا.',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ language: 'ar' });
  });

  it('says when the cart is empty, with the way to the fees page and no Pay button', async () => {
    stubApi({ 'GET /account/cart': ok(testCart([])) });
    await render('/en/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your fees' }).getAttribute('href')).toBe(
      '/en/my-account/fees',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows a payment left unfinished with "Continue paying" and "Cancel this payment", which frees its bills', async () => {
    const heldCart = testCart(bills.map((bill) => ({ ...bill, paymentInProgress: true })));
    let current = heldCart;
    const open = order('awaitingPayment', { paymentUrl: 'http://127.0.0.1:3200/pay/abc' });
    const { requests } = stubApi({
      'GET /account/cart': () => ok(current),
      'GET /account/orders': () => ok({ items: current === heldCart ? [open] : [] }),
      'POST /account/orders/42/cancel': () => {
        current = cart;
        return ok(order('cancelled'));
      },
    });
    await render('/en/cart');
    const unfinished = await screen.findByRole('region', { name: 'A payment you started is not finished' });
    expect(unfinished.textContent).toContain('Order OR-2026-000042 for AED');
    expect(unfinished.textContent).toContain('(bills TS-2026-000001 and TS-2026-000002)');
    expect(within(unfinished).getByRole('link', { name: 'Continue paying' }).getAttribute('href')).toBe(
      'http://127.0.0.1:3200/pay/abc',
    );
    expect(requests.find((request) => request.path === '/account/orders')?.params.get('open')).toBe('true');
    fireEvent.click(within(unfinished).getByRole('button', { name: 'Cancel this payment' }));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Payment OR-2026-000042 cancelled. Nothing was charged and its bills can be paid again.',
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A payment you started is not finished' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /^Pay AED\s150\.50$/ })).toBeTruthy();
  });

  it('goes to the receipt when the payment being cancelled had gone through (ar)', async () => {
    const heldCart = testCart(bills.map((bill) => ({ ...bill, paymentInProgress: true })));
    stubApi({
      'GET /account/cart': ok(heldCart),
      'GET /account/orders': ok({
        items: [order('awaitingPayment', { paymentUrl: 'http://127.0.0.1:3200/pay/abc' })],
      }),
      'POST /account/orders/42/cancel': ok(order('paid')),
      'GET /account/orders/42': ok(order('paid')),
    });
    await render('/cart');
    const unfinished = await screen.findByRole('region', { name: 'دفعة بدأتها ولم تكتمل' });
    fireEvent.click(within(unfinished).getByRole('button', { name: 'إلغاء هذه الدفعة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تم الدفع' })).toBeTruthy();
    expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
      'كانت الدفعة OR-2026-000042 قد تمّت: فواتيرها مدفوعة.',
    ]);
  });

  it('is not for the office staff, who are sent back to the office', async () => {
    const { requests } = stubApi();
    signInForTest('admin', 'finance');
    await render('/en/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This area is not open to your account' }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('the payment return page', () => {
  it('asks the API, not the address, and shows Paid with the bills and the receipt', async () => {
    const { requests } = stubApi({
      'GET /account/orders/42': ok(order('paid')),
      'GET /account/cart': ok(testCart([])),
    });
    await render('/en/payment/return?order=42&status=declined');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeTruthy();
    expect(screen.getByText('Order \u2068OR-2026-000042\u2069')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Tournament 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/account/orders/42/receipt.pdf?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Back to your fees' }).getAttribute('href')).toBe(
      '/en/my-account/fees',
    );
    expect(requests.find((request) => request.path === '/account/orders/42')?.params.get('refresh')).toBe(
      'true',
    );
    // The paid bills have left the cart, and the header shows it at once.
    await waitFor(() => expect(sessionStore.get(cartAtom).totalQty).toBe(0));
  });

  it('keeps asking while the order awaits payment (a late notification), then shows the outcome', async () => {
    let asked = 0;
    stubApi({
      'GET /account/orders/42': () => ok(order(++asked < 3 ? 'awaitingPayment' : 'paid')),
      'GET /account/cart': ok(testCart([])),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await render('/en/payment/return?order=42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your payment…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(pollDelaysMs[0]! + pollDelaysMs[1]!));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeTruthy();
    expect(asked).toBe(3);
  });

  it.each([
    ['declined', 'Payment declined'],
    ['cancelled', 'Payment cancelled'],
    ['expired', 'Payment expired'],
  ] as const)(
    'a %s order says nothing was charged and offers to try again from the cart',
    async (status, heading) => {
      stubApi({ 'GET /account/orders/42': ok(order(status)), 'GET /account/cart': ok(cart) });
      await render('/en/payment/return?order=42');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(
        screen.getByText('Nothing was charged. The bills are unpaid and still in your cart.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/cart');
      expect(screen.queryByRole('link', { name: /receipt/ })).toBeNull();
      await waitFor(() => expect(sessionStore.get(cartAtom).totalQty).toBe(2));
    },
  );

  it('says the payment is still being confirmed once the questions run out, and checks again on request', async () => {
    let status: Order['status'] = 'awaitingPayment';
    let asked = 0;
    stubApi({
      'GET /account/orders/42': () => {
        asked++;
        return ok(order(status));
      },
      'GET /account/cart': ok(testCart([])),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await render('/en/payment/return?order=42');
    await screen.findByRole('heading', { level: 1, name: 'Checking your payment…' });
    for (const [index, delay] of pollDelaysMs.entries()) {
      await act(() => vi.advanceTimersByTimeAsync(delay));
      await waitFor(() => expect(asked).toBe(index + 2));
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is still being confirmed' }),
    ).toBeTruthy();
    expect(asked).toBe(pollDelaysMs.length + 1);

    status = 'paid';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid' })).toBeTruthy();
  });

  it('says an order that is not the member’s, or no order at all, was not found', async () => {
    stubApi({ 'GET /account/orders/7': refusal(404, 'not_found') });
    await render('/en/payment/return?order=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment was not found.' }),
    ).toBeTruthy();
    cleanup();
    await render('/en/payment/return?order=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment was not found.' }),
    ).toBeTruthy();
  });

  it('reads Arabic on the Arabic page', async () => {
    stubApi({ 'GET /account/orders/42': ok(order('declined')), 'GET /account/cart': ok(cart) });
    await render('/payment/return?order=42');
    expect(await screen.findByRole('heading', { level: 1, name: 'رُفضت الدفعة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' }).getAttribute('href')).toBe('/cart');
  });
});
