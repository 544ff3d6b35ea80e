import type { QueryKey } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { sendJson, useApiMutation } from '@uaeaf/account-kit';
import { BillingErrorCodes, OrderSchema, paymentReturnPath, type Order } from '@uaeaf/contracts';
import { actionButton } from '@uaeaf/ui/dialog';
import { buttonClassName, useAed, useDates, useLocalizedPath } from '@uaeaf/ui';
import { openOrdersKey } from './payments-api';
import { checkoutText, openPaymentText } from './payments-messages';
import styles from './payments.module.css';

/**
 * The payments the member started and left unfinished (decision 085), above the cart they hold: "Continue paying"
 * goes back to the provider's page of that order; "Cancel this payment" has the API cancel it at the provider, which
 * frees its bills, or, when the payer was quicker and it is paid, goes to the return page with its receipt.
 */
export function OpenPayments({ orders, cartKey }: { orders: Order[]; cartKey: QueryKey }) {
  const intl = useIntl();
  const aed = useAed();
  const { dayAndTime } = useDates();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const cancel = useApiMutation({
    call: (order: Order) => sendJson('POST', `/account/orders/${order.id}/cancel`, OrderSchema, {}),
    successText: (order) =>
      intl.formatMessage(order.status === 'paid' ? openPaymentText.wasPaid : openPaymentText.cancelled, {
        number: order.number,
      }),
    invalidates: [cartKey, openOrdersKey],
    refusalText: (error) =>
      error.code === BillingErrorCodes.paymentsUnavailable
        ? intl.formatMessage(checkoutText.paymentsUnavailable)
        : undefined,
    onSuccess: (order) => {
      if (order.status === 'paid') void navigate(localize(`${paymentReturnPath}?order=${order.id}`));
    },
  });
  return orders.map((order) => {
    const headingId = `open-payment-${order.id}`;
    return (
      <section key={order.id} aria-labelledby={headingId} className={styles.open}>
        <h2 id={headingId}>{intl.formatMessage(openPaymentText.title)}</h2>
        <p>
          {intl.formatMessage(openPaymentText.lead, {
            number: order.number,
            amount: aed(order.amountFils),
            bills: intl.formatList(order.bills.map((bill) => bill.number)),
            startedAt: dayAndTime(order.createdAt),
          })}
        </p>
        {cancel.failure && cancel.variables?.id === order.id && (
          <p role="alert" className={styles.failure}>
            {cancel.failure}
          </p>
        )}
        <div className={styles.actions}>
          {order.paymentUrl && (
            <a href={order.paymentUrl} className={buttonClassName}>
              {intl.formatMessage(openPaymentText.continue)}
            </a>
          )}
          <button
            type="button"
            className={actionButton.secondary}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(order)}
          >
            {intl.formatMessage(openPaymentText.cancel)}
          </button>
        </div>
      </section>
    );
  });
}
