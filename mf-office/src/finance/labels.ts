import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FeeCategory, OrderStatus, PaymentMethod, ReconciliationDifference } from '@uaeaf/contracts';

/** Spec section 9's fee categories, as the catalogue and the bills' filter name them. */
export const feeCategoryText: Record<FeeCategory, MessageDescriptor> = defineMessages({
  seasonSubscription: { id: 'office.feeCategory.seasonSubscription', defaultMessage: 'Season subscription' },
  tournamentSubscription: {
    id: 'office.feeCategory.tournamentSubscription',
    defaultMessage: 'Tournament subscription',
  },
  electronicServices: { id: 'office.feeCategory.electronicServices', defaultMessage: 'Electronic services' },
  membershipCards: { id: 'office.feeCategory.membershipCards', defaultMessage: 'Membership cards' },
  penalties: { id: 'office.feeCategory.penalties', defaultMessage: 'Penalties' },
  licenseRenewal: { id: 'office.feeCategory.licenseRenewal', defaultMessage: 'License renewal' },
});

export const orderStatusText: Record<OrderStatus, MessageDescriptor> = defineMessages({
  created: { id: 'office.orderStatus.created', defaultMessage: 'Created' },
  awaitingPayment: { id: 'office.orderStatus.awaitingPayment', defaultMessage: 'Awaiting payment' },
  paid: { id: 'office.orderStatus.paid', defaultMessage: 'Paid' },
  declined: { id: 'office.orderStatus.declined', defaultMessage: 'Declined' },
  expired: { id: 'office.orderStatus.expired', defaultMessage: 'Expired' },
  cancelled: { id: 'office.orderStatus.cancelled', defaultMessage: 'Cancelled' },
  refunded: { id: 'office.orderStatus.refunded', defaultMessage: 'Refunded' },
});

export const paymentMethodText: Record<PaymentMethod, MessageDescriptor> = defineMessages({
  card: { id: 'office.paymentMethod.card', defaultMessage: 'Card, online' },
  bankTransfer: { id: 'office.paymentMethod.bankTransfer', defaultMessage: 'Bank transfer' },
  cheque: { id: 'office.paymentMethod.cheque', defaultMessage: 'Cheque' },
});

/** What each kind of reconciliation difference means, in words a finance officer acts on. */
export const differenceText: Record<ReconciliationDifference, MessageDescriptor> = defineMessages({
  paidAtProviderOnly: {
    id: 'office.difference.paidAtProviderOnly',
    defaultMessage:
      'The payment provider took the money, but the order is not marked paid here: check the order and its notifications.',
  },
  paidHereOnly: {
    id: 'office.difference.paidHereOnly',
    defaultMessage:
      'The order is marked paid here, but the payment provider does not say it was paid: ask the provider before refunding or chasing the member.',
  },
  amountMismatch: {
    id: 'office.difference.amountMismatch',
    defaultMessage: 'The amount the provider took differs from the order’s amount.',
  },
  billNotPaid: {
    id: 'office.difference.billNotPaid',
    defaultMessage:
      'The order is paid, but one of its bills is not marked paid (or was refunded without the order).',
  },
});

/** The card gateways the API may run with (its `PAYMENT_*` settings, decision 027), as staff know them. */
const paymentProviderText: Record<string, MessageDescriptor> = defineMessages({
  embedded: { id: 'office.paymentProvider.embedded', defaultMessage: 'The federation’s test card gateway' },
  ngenius: { id: 'office.paymentProvider.ngenius', defaultMessage: 'N-Genius (Network International)' },
});

/** A gateway's name for staff; one this page does not know reads as the API names it. */
export function paymentProviderName(intl: IntlShape, provider: string): string {
  const text = paymentProviderText[provider];
  return text ? intl.formatMessage(text) : provider;
}
