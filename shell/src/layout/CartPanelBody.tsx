import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { ApiError } from '@uaeaf/api-client';
import { takeOutOfCart } from '@uaeaf/api-client/billing';
import { useLocale } from '@uaeaf/i18n';
import { applyServerCart, cartAtom, signOut } from '@uaeaf/session';
import { LocalizedLink, useAed } from '@uaeaf/ui';
import { cartMessages, removeFromCartMessage } from './layout-messages';
import styles from './cart.module.css';

/** The cart's bills, each with its removal, the total and the way to checkout; loaded when the panel first opens. */
export default function CartPanelBody() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { items, totalPrice } = useAtomValue(cartAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const remove = async (billId: number) => {
    setRemoving(billId);
    setFailed(false);
    try {
      applyServerCart(await takeOutOfCart(billId));
      // The pressed button has gone with its bill: focus stays in the panel instead of falling to the page.
      headingRef.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) signOut(window.localStorage);
      else setFailed(true);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {intl.formatMessage(cartMessages.heading)}
      </h2>
      {failed && (
        <p role="alert" className={styles.panelError}>
          {intl.formatMessage(cartMessages.removeFailed)}
        </p>
      )}
      {items.length === 0 ? (
        <p>{intl.formatMessage(cartMessages.empty)}</p>
      ) : (
        <>
          <ul className={styles.items}>
            {items.map((bill) => (
              <li key={bill.id} className={styles.item}>
                <span className={styles.itemText}>
                  <bdi className={styles.billNumber}>{bill.number}</bdi>
                  <span>{bill.name[locale]}</span>
                </span>
                <span className={styles.amount}>{aed(bill.amountFils)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  disabled={removing !== null}
                  aria-label={intl.formatMessage(removeFromCartMessage, { number: bill.number })}
                  onClick={() => void remove(bill.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{intl.formatMessage(cartMessages.total)}</span>
            <span className={styles.amount} data-testid="cart-total">
              {aed(totalPrice)}
            </span>
          </p>
          <LocalizedLink to="/cart" className={styles.checkout}>
            {intl.formatMessage(cartMessages.checkout)}
          </LocalizedLink>
        </>
      )}
    </>
  );
}
