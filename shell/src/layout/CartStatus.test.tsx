import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageLoaders } from '@uaeaf/i18n';
import { cartAtom, cartSyncedAtom, sessionStore, toastsAtom } from '@uaeaf/session';
import { testBill, testCart } from '@uaeaf/session/cart-testing';
import { RemoteRoot } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { CartStatus } from './CartStatus';

const shellMessages: MessageLoaders = {
  ar: () => import('../../lang/ar.json'),
  en: () => import('../../lang/en.json'),
};

function Header() {
  return (
    <RemoteRoot messages={shellMessages}>
      <CartStatus />
      <a href="#after">After the cart</a>
    </RemoteRoot>
  );
}

afterEach(() => {
  cleanup();
  signOutForTest();
  sessionStore.set(toastsAtom, []);
  vi.unstubAllGlobals();
});

describe('the cart in the header', () => {
  it('is not there for visitors nor for the office staff, and asks the server nothing for them', async () => {
    const { requests } = stubApi();
    await renderRemoteAt(Header, '/en', shellMessages);
    expect(screen.queryByTestId('cart-button')).toBeNull();
    cleanup();
    signInForTest('admin', 'finance');
    await renderRemoteAt(Header, '/en', shellMessages);
    expect(screen.queryByTestId('cart-button')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("names the member's bills in its label, with the language's plural forms", async () => {
    stubApi({ 'GET /account/cart': ok(testCart([testBill(1, 10_000), testBill(2, 5_050)])) });
    signInForTest('club');
    await renderRemoteAt(Header, '/en', shellMessages);
    expect(await screen.findByRole('button', { name: 'Cart, 2 bills' })).toBeTruthy();
    cleanup();
    await renderRemoteAt(Header, '/ar', shellMessages);
    expect(await screen.findByRole('button', { name: 'السلة، فاتورتان' })).toBeTruthy();
    act(() => sessionStore.set(cartAtom, { items: [testBill(1, 100)], totalQty: 1, totalPrice: 100 }));
    expect(await screen.findByRole('button', { name: 'السلة، فاتورة واحدة' })).toBeTruthy();
    act(() => sessionStore.set(cartAtom, { items: [], totalQty: 0, totalPrice: 0 }));
    expect(await screen.findByRole('button', { name: 'السلة، فارغة' })).toBeTruthy();
  });

  it('opens a panel with each bill, the total and the checkout; Escape closes it and focus goes back', async () => {
    stubApi({ 'GET /account/cart': ok(testCart([testBill(1, 10_000), testBill(2, 5_050)])) });
    signInForTest('player');
    await renderRemoteAt(Header, '/en', shellMessages);
    const button = await screen.findByRole('button', { name: 'Cart, 2 bills' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Your cart' });
    expect(await within(panel).findByText('TS-2026-000001')).toBeTruthy();
    expect(within(panel).getByText('Tournament 2')).toBeTruthy();
    expect(within(panel).getByText('AED 50.50')).toBeTruthy();
    expect(within(panel).getByTestId('cart-total').textContent).toMatch(/^AED\s150\.50$/);
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/en/cart');

    fireEvent.keyDown(within(panel).getByRole('link', { name: 'Checkout' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('takes a bill out, keeps focus in the panel, and says when the cart is empty', async () => {
    let cart = testCart([testBill(1, 10_000), testBill(2, 5_050)]);
    const { requests } = stubApi({
      'GET /account/cart': () => ok(cart),
      'DELETE /account/cart/items/1': () => ok((cart = testCart([testBill(2, 5_050)]))),
      'DELETE /account/cart/items/2': () => ok((cart = testCart([]))),
    });
    signInForTest('activity');
    await renderRemoteAt(Header, '/en', shellMessages);
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 2 bills' }));
    const panel = screen.getByRole('region', { name: 'Your cart' });

    fireEvent.click(
      await within(panel).findByRole('button', { name: 'Remove bill TS-2026-000001 from the cart' }),
    );
    expect(await screen.findByRole('button', { name: 'Cart, 1 bill' })).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Your cart' }));
    expect(within(panel).getByTestId('cart-total').textContent).toMatch(/^AED\s50\.50$/);

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove bill TS-2026-000002 from the cart' }));
    expect(
      await within(panel).findByText(
        'Your cart is empty. Add unpaid bills from the fees page of your account.',
      ),
    ).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/account/cart/items/1',
      '/account/cart/items/2',
    ]);
  });

  it('says once which bills left the cart because they were settled elsewhere', async () => {
    stubApi({
      'GET /account/cart': ok(
        testCart([testBill(2, 100)], [{ id: 1, number: 'TS-2026-000001', status: 'paid' }]),
      ),
    });
    signInForTest('club');
    await renderRemoteAt(Header, '/en', shellMessages);
    await waitFor(() => expect(sessionStore.get(cartSyncedAtom)).toBe(true));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Bill TS-2026-000001 was paid elsewhere and left your cart',
      ]),
    );
  });
});
