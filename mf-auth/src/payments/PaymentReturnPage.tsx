import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { feesPathOf } from '@uaeaf/account-kit';
import { billingQueryKeys, isNotFound, retryOnce } from '@uaeaf/api-client';
import { fetchCart, receiptUrl } from '@uaeaf/api-client/billing';
import type { Order } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, applyServerCart } from '@uaeaf/session';
import {
  ErrorState,
  LoadingState,
  LocalizedLink,
  Page,
  PageHeading,
  buttonClassName,
  usePageTitle,
} from '@uaeaf/ui';
import { BillsTable } from './BillsTable';
import { fetchOrder, isFinal } from './payments-api';
import { orderNumberText, returnText } from './payments-messages';
import styles from './payments.module.css';

/**
 * How long to wait before each further question to the API while the order still awaits payment: the provider's
 * notification may be late, and the API asks the provider itself on each `refresh`. About half a minute in all, then
 * the page says the payment is still being confirmed and offers to check again.
 */
export const pollDelaysMs = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000];

/** The order named by the return address: only an id, whose status the API tells (the address itself proves nothing). */
function orderIdFrom(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get('order') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * `/payment/return?order=<id>`: where the payment provider sends the browser back. The page asks the API how the
 * order stands (never the address's own parameters), again with growing pauses until it is final, then says so:
 * paid, with the receipt, or not paid, with the bills still in the cart to try again.
 */
export function PaymentReturnPage() {
  const [searchParams] = useSearchParams();
  const orderId = orderIdFrom(searchParams);
  return orderId === null ? <UnknownOrder /> : <OrderOutcome orderId={orderId} />;
}

function UnknownOrder() {
  const intl = useIntl();
  const title = intl.formatMessage(returnText.unknownOrder);
  usePageTitle(title);
  return (
    <Page>
      <PageHeading title={title} />
      <LocalizedLink to="/cart">{intl.formatMessage(returnText.tryAgain)}</LocalizedLink>
    </Page>
  );
}

function OrderOutcome({ orderId }: { orderId: number }) {
  const queryKey = [...billingQueryKeys.all, 'order', orderId];
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const order = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrder(orderId, true, signal),
    retry: retryOnce,
    staleTime: 0,
    refetchInterval: (query) =>
      isFinal(query.state.data) ? false : (pollDelaysMs[query.state.dataUpdateCount - 1] ?? false),
  });
  const final = isFinal(order.data);

  // Paid bills have left the cart, unpaid ones are still in it: the header shows which at once.
  useEffect(() => {
    if (final) void fetchCart().then(applyServerCart, () => undefined);
  }, [final]);

  if (order.error && isNotFound(order.error)) return <UnknownOrder />;
  if (order.error && !order.data) {
    return (
      <Checking>
        <ErrorState onRetry={() => void order.refetch()} />
      </Checking>
    );
  }
  if (!order.data) return <Checking />;
  if (!final) {
    // Read first: the query re-renders this page for what it reads, and each poll's end must re-render it.
    const { isFetching } = order;
    const polling = isFetching || pollDelaysMs[answers - 1] !== undefined;
    return polling ? <Checking /> : <StillPending onCheck={() => void order.refetch()} />;
  }
  return <Outcome order={order.data} />;
}

function Checking({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage(returnText.checking);
  usePageTitle(title);
  return (
    <Page>
      <PageHeading title={title} lead={intl.formatMessage(returnText.checkingLead)} />
      {children ?? <LoadingState />}
    </Page>
  );
}

function StillPending({ onCheck }: { onCheck: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(returnText.pending);
  usePageTitle(title);
  return (
    <Page>
      <div role="status">
        <PageHeading title={title} lead={intl.formatMessage(returnText.pendingLead)} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName} onClick={onCheck}>
          {intl.formatMessage(returnText.checkAgain)}
        </button>
        <FeesLink />
      </div>
    </Page>
  );
}

function FeesLink() {
  const intl = useIntl();
  const accountType = useAtomValue(accountTypeAtom);
  if (!accountType) return null;
  return (
    <LocalizedLink to={feesPathOf(accountType)}>{intl.formatMessage(returnText.backToFees)}</LocalizedLink>
  );
}

const outcomeText = {
  paid: { title: returnText.paid, lead: returnText.paidLead },
  declined: { title: returnText.declined, lead: returnText.notPaidLead },
  cancelled: { title: returnText.cancelled, lead: returnText.notPaidLead },
  expired: { title: returnText.expired, lead: returnText.notPaidLead },
  refunded: { title: returnText.refunded, lead: returnText.refundedLead },
} as const;

function Outcome({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = outcomeText[order.status as keyof typeof outcomeText];
  const title = intl.formatMessage(text.title);
  usePageTitle(title);
  const notPaid = order.status === 'declined' || order.status === 'cancelled' || order.status === 'expired';
  return (
    <Page>
      {/* The outcome replaces "Checking…" in place: said politely, as the heading and its sentence. */}
      <div role="status">
        <PageHeading title={title} lead={intl.formatMessage(text.lead)}>
          {/* The number is isolated left-to-right, so an Arabic sentence does not reorder its dashes. */}
          <p>{intl.formatMessage(orderNumberText, { number: `\u2068${order.number}\u2069` })}</p>
        </PageHeading>
      </div>
      <BillsTable bills={order.bills} totalFils={order.amountFils} />
      <div className={styles.actions}>
        {order.status === 'paid' && (
          <a className={buttonClassName} href={receiptUrl(order.id, locale)} download>
            {intl.formatMessage(returnText.receipt)}
          </a>
        )}
        {notPaid && (
          <LocalizedLink className={buttonClassName} to="/cart">
            {intl.formatMessage(returnText.tryAgain)}
          </LocalizedLink>
        )}
        <FeesLink />
      </div>
    </Page>
  );
}
