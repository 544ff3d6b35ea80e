import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { OwnBillsResponseSchema, BillingErrorCodes, textIn, type Bill } from '@uaeaf/contracts';
import { billingPaths, billingQueryKeys, useApi } from '@uaeaf/api-client';
import { invoiceUrl, putInCart, receiptUrl } from '@uaeaf/api-client/billing';
import { useLocale } from '@uaeaf/i18n';
import { applyServerCart, cartAtom, cartSyncedAtom, isInCart } from '@uaeaf/session';
import { DateText, DetailsList, EmptyState, LocalizedLink, QueryStates, useAed, useDates } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { useApiMutation } from '../mutations/api-mutation';
import {
  addedText,
  billGroupText,
  billStatusText,
  cartSummaryText,
  documentLinkText,
  feesText,
  groupCountText,
} from './fees-messages';
import { groupBills, type BillGroup } from './group-bills';
import styles from './fees.module.css';

/**
 * The member's bills (issue 10), grouped by status: what is unpaid first, with "Add to cart", then what was paid with
 * its receipt, then what the office cancelled, waived or refunded with its reason. Every bill links to its invoice.
 * The fees pages of the club area and of the two player areas show it under their heading.
 */
export function MemberFees() {
  const intl = useIntl();
  const aed = useAed();
  const bills = useApi(billingQueryKeys.bills(), billingPaths.bills, OwnBillsResponseSchema, { fresh: true });
  const cart = useAtomValue(cartAtom);
  const add = useApiMutation({
    call: (bill: Bill) => putInCart(bill.id),
    successText: (_cart, bill) => intl.formatMessage(addedText, { number: bill.number }),
    onSuccess: (updated) => applyServerCart(updated),
    invalidates: [billingQueryKeys.bills()],
    refusalText: (error) =>
      error.code === BillingErrorCodes.billNotPayable
        ? intl.formatMessage(feesText.notPayable)
        : error.code === BillingErrorCodes.billInPayment
          ? intl.formatMessage(feesText.inPaymentRefused)
          : error.code === BillingErrorCodes.cartFull
            ? intl.formatMessage(feesText.cartFull)
            : undefined,
  });

  return (
    <QueryStates query={bills}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <p>{intl.formatMessage(feesText.noBills)}</p>
          </EmptyState>
        ) : (
          <div className={styles.fees}>
            {cart.totalQty > 0 && (
              <p className={styles.cartSummary}>
                {intl.formatMessage(cartSummaryText, { count: cart.totalQty, total: aed(cart.totalPrice) })}{' '}
                <LocalizedLink to="/cart">{intl.formatMessage(feesText.checkout)}</LocalizedLink>
              </p>
            )}
            {groupBills(items).map(({ group, bills: inGroup }) => (
              <BillGroupSection key={group} group={group} bills={inGroup}>
                {(bill) => (
                  <BillCard
                    bill={bill}
                    adding={add.isPending && add.variables?.id === bill.id}
                    failure={add.variables?.id === bill.id ? add.failure : undefined}
                    onAdd={() => add.mutate(bill)}
                  />
                )}
              </BillGroupSection>
            ))}
          </div>
        )
      }
    </QueryStates>
  );
}

function BillGroupSection({
  group,
  bills,
  children,
}: {
  group: BillGroup;
  bills: Bill[];
  children: (bill: Bill) => ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId}>
        {intl.formatMessage(groupCountText, {
          group: intl.formatMessage(billGroupText[group]),
          count: bills.length,
        })}
      </h2>
      <ul className={styles.bills}>
        {bills.map((bill) => (
          <li key={bill.id}>{children(bill)}</li>
        ))}
      </ul>
    </section>
  );
}

function BillCard({
  bill,
  adding,
  failure,
  onAdd,
}: {
  bill: Bill;
  adding: boolean;
  failure: string | undefined;
  onAdd: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const dates = useDates();
  const cart = useAtomValue(cartAtom);
  // The shared cart is the truth once loaded: the header's panel may have taken the bill out since the list loaded.
  const inCart = useAtomValue(cartSyncedAtom) ? isInCart(cart, bill.id) : bill.inCart;
  const reasonId = useId();
  // The visible name starts the accessible one (WCAG 2.5.3); the bill's number tells the links apart in a list.
  const documentLink = (kind: 'invoice' | 'receipt', href: string) => (
    <a
      className={styles.document}
      href={href}
      download
      aria-label={intl.formatMessage(documentLinkText, {
        document: intl.formatMessage(feesText[kind]),
        number: bill.number,
      })}
    >
      {intl.formatMessage(feesText[kind])}
    </a>
  );

  return (
    <article className={styles.bill} aria-label={bill.number}>
      <h3 className={styles.billName}>{bill.name[locale]}</h3>
      <DetailsList
        items={[
          [intl.formatMessage(feesText.number), <bdi key="number">{bill.number}</bdi>],
          [intl.formatMessage(feesText.amount), aed(bill.amountFils)],
          [intl.formatMessage(feesText.issuedOn), <DateText key="issued" value={bill.issuedOn} />],
          [
            intl.formatMessage(feesText.dueOn),
            bill.status === 'unpaid' && <DateText key="due" value={bill.dueOn} />,
          ],
          [
            intl.formatMessage(feesText.paidOn),
            bill.paidAt && (
              <time key="paid" dateTime={bill.paidAt}>
                {dates.dayAndTime(bill.paidAt)}
              </time>
            ),
          ],
          [
            intl.formatMessage(feesText.status),
            (bill.status === 'cancelled' || bill.status === 'waived') &&
              intl.formatMessage(billStatusText[bill.status]),
          ],
          // The API's own reasons are written in both languages; the page shows its own.
          [intl.formatMessage(feesText.reason), bill.statusReason && textIn(bill.statusReason, locale)],
        ]}
      />
      <div className={styles.actions}>
        {bill.status === 'unpaid' &&
          (bill.paymentInProgress ? (
            <>
              <button type="button" className={actionButton.secondary} disabled aria-describedby={reasonId}>
                {intl.formatMessage(feesText.addToCart)}
              </button>
              <p id={reasonId} className={styles.note}>
                {intl.formatMessage(feesText.inPayment)}{' '}
                <LocalizedLink to="/cart">{intl.formatMessage(feesText.toOpenPayment)}</LocalizedLink>
              </p>
            </>
          ) : inCart ? (
            <button type="button" className={actionButton.secondary} disabled>
              {intl.formatMessage(feesText.inCart)}
            </button>
          ) : (
            <button type="button" className={actionButton.primary} disabled={adding} onClick={onAdd}>
              {intl.formatMessage(feesText.addToCart)}
            </button>
          ))}
        {documentLink('invoice', invoiceUrl(bill.id, locale))}
        {bill.status === 'paid' &&
          bill.receiptOrderId !== null &&
          documentLink('receipt', receiptUrl(bill.receiptOrderId, locale))}
      </div>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </article>
  );
}
