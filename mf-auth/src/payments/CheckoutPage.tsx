import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { sendJson, useApiMutation, feesPathOf } from '@uaeaf/account-kit';
import { billingQueryKeys } from '@uaeaf/api-client';
import { fetchCart } from '@uaeaf/api-client/billing';
import { BillingErrorCodes, CheckoutResponseSchema, type Checkout } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, applyServerCart, cartAtom } from '@uaeaf/session';
import {
  LocalizedLink,
  Page,
  PageHeading,
  QueryStates,
  buttonClassName,
  useAed,
  usePageTitle,
} from '@uaeaf/ui';
import { useQuery } from '@tanstack/react-query';
import { BillsTable } from './BillsTable';
import { OpenPayments } from './OpenPayments';
import { checkoutPath, fetchOpenOrders, openOrdersKey } from './payments-api';
import { checkoutText, payText } from './payments-messages';
import styles from './payments.module.css';

const cartKey = [...billingQueryKeys.all, 'checkout-cart'] as const;

/**
 * `/cart`: the bills in the member's cart as the server has them now, the total in AED with the VAT line, and "Pay",
 * which opens an order and sends the browser to the payment provider's page (cancelling there a payment of the same
 * bills left unfinished, decision 085). A payment left unfinished is shown first, to continue or cancel. A refusal
 * says why and keeps the cart.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const title = intl.formatMessage(checkoutText.title);
  usePageTitle(title);
  // Read afresh: the header's copy may be minutes old, and what is paid must be what the server will charge.
  const serverCart = useQuery({ queryKey: cartKey, queryFn: fetchCart, staleTime: 0, retry: 1 });
  useEffect(() => {
    if (serverCart.data) applyServerCart(serverCart.data);
  }, [serverCart.data]);
  const cart = useAtomValue(cartAtom);
  const accountType = useAtomValue(accountTypeAtom);
  // Asked for only when a bill is held by a payment the member started: the cart's bills say so.
  const held = cart.items.some((bill) => bill.paymentInProgress);
  const openOrders = useQuery({
    queryKey: openOrdersKey,
    queryFn: ({ signal }) => fetchOpenOrders(signal),
    enabled: held,
    staleTime: 0,
  });
  const unfinished = held ? (openOrders.data ?? []).filter((order) => order.paymentUrl !== null) : [];

  const pay = useApiMutation({
    call: (body: Checkout) => sendJson('POST', checkoutPath, CheckoutResponseSchema, body),
    successText: () => intl.formatMessage(checkoutText.paying),
    onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
    invalidates: [cartKey],
    refusalText: (error) => {
      switch (error.code) {
        case BillingErrorCodes.cartEmpty:
          return intl.formatMessage(checkoutText.cartEmpty);
        case BillingErrorCodes.billNotPayable:
          return intl.formatMessage(checkoutText.billNotPayable);
        case BillingErrorCodes.billInPayment:
          return intl.formatMessage(checkoutText.billInPayment);
        case BillingErrorCodes.paymentsUnavailable:
          return intl.formatMessage(checkoutText.paymentsUnavailable);
        default:
          return undefined;
      }
    },
  });

  return (
    <Page>
      <PageHeading title={title} lead={intl.formatMessage(checkoutText.lead)} />
      <QueryStates query={serverCart}>
        {() =>
          cart.items.length === 0 ? (
            <>
              <p>{intl.formatMessage(checkoutText.empty)}</p>
              {accountType && (
                <LocalizedLink to={feesPathOf(accountType)}>
                  {intl.formatMessage(checkoutText.toFees)}
                </LocalizedLink>
              )}
            </>
          ) : (
            <>
              <OpenPayments orders={unfinished} cartKey={cartKey} />
              <BillsTable bills={cart.items} totalFils={cart.totalPrice} vat />
              {pay.failure && (
                <p role="alert" className={styles.failure}>
                  {pay.failure}
                </p>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonClassName}
                  disabled={pay.isPending || pay.isSuccess}
                  onClick={() => pay.mutate({ language: locale })}
                >
                  {intl.formatMessage(payText, { total: aed(cart.totalPrice) })}
                </button>
                {accountType && (
                  <LocalizedLink to={feesPathOf(accountType)}>
                    {intl.formatMessage(checkoutText.toFees)}
                  </LocalizedLink>
                )}
              </div>
            </>
          )
        }
      </QueryStates>
    </Page>
  );
}
