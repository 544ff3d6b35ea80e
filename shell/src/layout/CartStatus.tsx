import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { cartAtom } from '@uaeaf/session';
import { cartMessage } from './layout-messages';
import styles from './layout.module.css';

/** The cart count from the shared store; any remote that adds a fee to the cart updates it at once. */
export function CartStatus() {
  const intl = useIntl();
  const { totalQty } = useAtomValue(cartAtom);
  return (
    <p className={styles.cart} data-testid="cart-count" aria-live="polite">
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
      <span className="visually-hidden">{intl.formatMessage(cartMessage, { count: totalQty })}</span>
      <span aria-hidden="true" className={styles.cartCount}>
        {intl.formatNumber(totalQty)}
      </span>
    </p>
  );
}
