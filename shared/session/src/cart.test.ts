import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { Cart } from '@uaeaf/contracts';
import { cartAtom, cartSyncedAtom } from './atoms';
import { testBill, testCart } from './cart-testing';
import { applyServerCart, cartChannelName, droppedBillsAtom, isInCart, startCartSync } from './cart';
import { applySession } from './session';

const userInfo = {
  id: 7,
  email: 'club@example.ae',
  name: { ar: 'نادي', en: 'Club' },
  isBlock: false,
  isRestricted: false,
};

function page() {
  const target = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  return { target, document };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('the shared cart', () => {
  it('is the server cart of whoever signs in, and is forgotten when they sign out', async () => {
    const store = createStore();
    const load = vi.fn(async () => testCart([testBill(1, 10_000), testBill(2, 35_050)]));
    stops.push(startCartSync({ load, store, ...page() }));
    expect(load).not.toHaveBeenCalled();

    applySession({ userInfo, accountType: 'club' }, store);
    await vi.waitFor(() => expect(store.get(cartSyncedAtom)).toBe(true));
    expect(store.get(cartAtom)).toMatchObject({ totalQty: 2, totalPrice: 45_050 });
    expect(isInCart(store.get(cartAtom), 2)).toBe(true);
    expect(isInCart(store.get(cartAtom), 3)).toBe(false);

    applySession({ userInfo: null, accountType: null }, store);
    expect(store.get(cartAtom)).toEqual({ items: [], totalQty: 0, totalPrice: 0 });
    expect(store.get(cartSyncedAtom)).toBe(false);
  });

  it('is never loaded for the office staff, who pay nothing of their own', async () => {
    const store = createStore();
    const load = vi.fn(async () => testCart([]));
    applySession({ userInfo: { ...userInfo, officeRole: 'finance' }, accountType: 'admin' }, store);
    const { target, document } = page();
    stops.push(startCartSync({ load, store, target, document }));
    target.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(store.get(cartSyncedAtom)).toBe(false);
  });

  it('loads again when the page regains focus, and an older answer arriving late never wins', async () => {
    const store = createStore();
    applySession({ userInfo, accountType: 'player' }, store);
    const answers: ((cart: Cart) => void)[] = [];
    const load = () => new Promise<Cart>((resolve) => answers.push(resolve));
    const { target, document } = page();
    stops.push(startCartSync({ load, store, target, document }));
    target.dispatchEvent(new Event('focus'));
    expect(answers).toHaveLength(2);

    answers[1]!(testCart([testBill(1, 100)]));
    await vi.waitFor(() => expect(store.get(cartAtom).totalQty).toBe(1));
    answers[0]!(testCart([]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(cartAtom).totalQty).toBe(1);

    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(answers).toHaveLength(3);
  });

  it('keeps what it shows when a load fails', async () => {
    const store = createStore();
    applySession({ userInfo, accountType: 'player' }, store);
    applyServerCart(testCart([testBill(1, 100)]), store);
    const load = vi.fn(async (): Promise<Cart> => {
      throw new Error('offline');
    });
    stops.push(startCartSync({ load, store, ...page() }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(store.get(cartAtom).totalQty).toBe(1);
  });

  it('queues the bills that dropped out for the notice', () => {
    const store = createStore();
    applyServerCart(
      testCart([testBill(2, 100)], [{ id: 1, number: 'TS-2026-000001', status: 'paid' }]),
      store,
    );
    applyServerCart(testCart([], [{ id: 2, number: 'TS-2026-000002', status: 'cancelled' }]), store);
    expect(store.get(droppedBillsAtom).map((dropped) => dropped.number)).toEqual([
      'TS-2026-000001',
      'TS-2026-000002',
    ]);
  });

  it("tells the browser's other tabs, and takes over theirs without asking the server", async () => {
    const otherTab = new BroadcastChannel(cartChannelName);
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    applyServerCart(testCart([testBill(1, 100)]), createStore());
    expect(await heard).toMatchObject({ cart: { totalQty: 1, totalPrice: 100 } });

    const store = createStore();
    applySession({ userInfo, accountType: 'activity' }, store);
    const load = vi.fn(async () => testCart([]));
    stops.push(startCartSync({ load, store, ...page() }));
    await vi.waitFor(() => expect(store.get(cartSyncedAtom)).toBe(true));
    otherTab.postMessage({ cart: testCart([testBill(3, 250), testBill(4, 250)]) });
    await vi.waitFor(() => expect(store.get(cartAtom).totalPrice).toBe(500));
    expect(load).toHaveBeenCalledOnce();
    otherTab.close();
  });
});
