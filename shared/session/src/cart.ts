import { atom } from 'jotai';
import { can, type Cart } from '@uaeaf/contracts';
import {
  accountTypeAtom,
  cartAtom,
  cartSyncedAtom,
  emptyCart,
  sessionStore,
  userInfoAtom,
  type MemberCart,
} from './atoms';

export type DroppedBill = Cart['dropped'][number];

/**
 * Bills the server took out of the cart because they were paid, cancelled, waived or refunded elsewhere, waiting for
 * the shell to say so once; whichever app read the cart puts them here, the shell announces and empties it.
 */
export const droppedBillsAtom = atom<DroppedBill[]>([]);

type Store = typeof sessionStore;

/** The tabs of one browser tell each other the cart the server last answered, so every header shows it at once. */
export const cartChannelName = 'uaeaf-cart';

interface CartMessage {
  cart: MemberCart;
}

let channel: BroadcastChannel | null | undefined;
function cartChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(cartChannelName);
  return channel;
}

/** Whether the signed-in account pays bills of its own (members do; staff and visitors have no cart). */
export const hasCartAtom = atom((get) => {
  const accountType = get(accountTypeAtom);
  return accountType !== null && can({ accountType, officeRole: get(userInfoAtom)?.officeRole }, 'own.pay');
});

export function hasCart(store: Store = sessionStore): boolean {
  return store.get(hasCartAtom);
}

export function isInCart(cart: MemberCart, billId: number): boolean {
  return cart.items.some((bill) => bill.id === billId);
}

/**
 * Puts the server's answer (every cart route answers the whole cart) into the shared store, so the shell's header and
 * every remote see it at once, queues its dropped bills for the notice and tells the browser's other tabs.
 */
export function applyServerCart(cart: Cart, store: Store = sessionStore) {
  const { dropped, ...kept } = cart;
  store.set(cartAtom, kept);
  store.set(cartSyncedAtom, true);
  if (dropped.length > 0) store.set(droppedBillsAtom, (queued) => [...queued, ...dropped]);
  cartChannel()?.postMessage({ cart: kept } satisfies CartMessage);
}

function forgetCart(store: Store) {
  store.set(cartAtom, emptyCart);
  store.set(cartSyncedAtom, false);
  store.set(droppedBillsAtom, []);
}

export interface CartSyncOptions {
  /** `GET /api/account/cart`. */
  load: () => Promise<Cart>;
  store?: Store;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Keeps the shared cart equal to the server's: loaded when a member signs in (or the page starts signed in), emptied
 * when they sign out, loaded again whenever the page regains focus (another browser may have changed it, or paid a
 * bill) and taken over from another tab's answer. Returns the function that stops it.
 */
export function startCartSync({
  load,
  store = sessionStore,
  target = window,
  document: page = document,
}: CartSyncOptions): () => void {
  // Only the latest load may land: an older answer that arrives later would show a cart that is no longer so.
  let latest = 0;
  const refresh = async () => {
    if (!hasCart(store)) return;
    const asked = ++latest;
    try {
      const cart = await load();
      if (asked === latest && hasCart(store)) applyServerCart(cart, store);
    } catch {
      // What is shown stays; the next focus, sign-in or change loads it again.
    }
  };
  const onAccount = () => {
    if (hasCart(store)) void refresh();
    else {
      latest++;
      forgetCart(store);
    }
  };
  const onFocus = () => void refresh();
  const onVisibility = () => {
    if (page.visibilityState === 'visible') void refresh();
  };
  const onMessage = (event: MessageEvent<CartMessage>) => {
    if (!hasCart(store)) return;
    latest++;
    store.set(cartAtom, event.data.cart);
    store.set(cartSyncedAtom, true);
  };

  const unsubscribe = store.sub(accountTypeAtom, onAccount);
  onAccount();
  target.addEventListener('focus', onFocus);
  page.addEventListener('visibilitychange', onVisibility);
  cartChannel()?.addEventListener('message', onMessage);
  return () => {
    unsubscribe();
    target.removeEventListener('focus', onFocus);
    page.removeEventListener('visibilitychange', onVisibility);
    cartChannel()?.removeEventListener('message', onMessage);
  };
}
