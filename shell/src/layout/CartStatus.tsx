import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { billingQueryKeys } from '@uaeaf/api-client';
import {
  cartAtom,
  droppedBillsAtom,
  hasCartAtom,
  pushToast,
  sessionStore,
  startCartSync,
} from '@uaeaf/session';
import { useHydrated } from '@uaeaf/ui';
import { cartMessage, cartMessages, droppedBillMessage } from './layout-messages';
import { useDisclosure } from './use-disclosure';
import styles from './cart.module.css';

// The panel's list loads when it is first opened, so pages that never open it carry none of it (decision 016).
const CartPanelBody = lazy(() => import('./CartPanelBody'));

/**
 * Keeps the shared cart equal to the server's for as long as the header is on screen. The call and its schemas load
 * with the first cart (members only), not with every page (decision 016).
 */
function useCartSync() {
  useEffect(
    () =>
      startCartSync({ load: () => import('@uaeaf/api-client/billing').then(({ fetchCart }) => fetchCart()) }),
    [],
  );
}

/**
 * Says once, in the page's language, which bills the server took out of the cart because they were settled elsewhere,
 * and has a fees page on screen load its bills again, so that it shows them as they now are.
 */
function useDroppedNotice() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const dropped = useAtomValue(droppedBillsAtom);
  useEffect(() => {
    if (dropped.length === 0) return;
    sessionStore.set(droppedBillsAtom, []);
    for (const bill of dropped) {
      pushToast({ kind: 'info', text: intl.formatMessage(droppedBillMessage, bill) });
    }
    void queryClient.invalidateQueries({ queryKey: billingQueryKeys.all });
  }, [dropped, intl, queryClient]);
}

/**
 * The cart in the header, for members who pay bills of their own (visitors and the office's staff have none): a
 * button with the number of bills that opens the cart's panel. Any remote that adds a bill updates it at once, through
 * the shared store.
 */
export function CartStatus() {
  useCartSync();
  useDroppedNotice();
  // The cart is the browser's: a server-rendered page shows it once hydrated.
  const hydrated = useHydrated();
  const hasCart = useAtomValue(hasCartAtom);
  if (!hydrated || !hasCart) return null;
  return <CartButton />;
}

function CartButton() {
  const intl = useIntl();
  const { totalQty } = useAtomValue(cartAtom);
  const { open, containerRef, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={containerRef} className={styles.cart}>
      <button
        {...buttonProps}
        className={styles.cartButton}
        aria-label={intl.formatMessage(cartMessage, { count: totalQty })}
        data-testid="cart-button"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.cartIcon}>
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        <span aria-hidden="true" className={styles.cartCount}>
          {intl.formatNumber(totalQty)}
        </span>
      </button>
      <section
        {...panelProps}
        className={styles.cartPanel}
        aria-label={intl.formatMessage(cartMessages.heading)}
      >
        {open && (
          <Suspense fallback={null}>
            <CartPanelBody />
          </Suspense>
        )}
      </section>
    </div>
  );
}
