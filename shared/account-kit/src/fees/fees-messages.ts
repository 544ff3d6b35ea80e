import { defineMessage, defineMessages } from 'react-intl';

export const feesText = defineMessages({
  number: { id: 'kit.fees.number', defaultMessage: 'Bill number' },
  issuedOn: { id: 'kit.fees.issuedOn', defaultMessage: 'Issued on' },
  dueOn: { id: 'kit.fees.dueOn', defaultMessage: 'Due on' },
  paidOn: { id: 'kit.fees.paidOn', defaultMessage: 'Paid on' },
  amount: { id: 'kit.fees.amount', defaultMessage: 'Amount' },
  status: { id: 'kit.fees.status', defaultMessage: 'Status' },
  reason: { id: 'kit.fees.reason', defaultMessage: 'Reason' },
  addToCart: { id: 'kit.fees.addToCart', defaultMessage: 'Add to cart' },
  inCart: { id: 'kit.fees.inCart', defaultMessage: 'In cart' },
  inPayment: {
    id: 'kit.fees.inPayment',
    defaultMessage:
      'A payment for this bill is in progress. It can be paid again if that payment does not go through.',
  },
  // The cart shows the payment with "Continue paying" and "Cancel this payment" (decision 085).
  toOpenPayment: { id: 'kit.fees.toOpenPayment', defaultMessage: 'Continue or cancel it from your cart' },
  invoice: { id: 'kit.fees.invoice', defaultMessage: 'Invoice (PDF)' },
  receipt: { id: 'kit.fees.receipt', defaultMessage: 'Receipt (PDF)' },
  noBills: { id: 'kit.fees.noBills', defaultMessage: 'You have no bills.' },
  checkout: { id: 'kit.fees.checkout', defaultMessage: 'Go to checkout' },
  notPayable: {
    id: 'kit.fees.notPayable',
    defaultMessage: 'This bill can no longer be paid: it has been paid, cancelled or waived meanwhile.',
  },
  inPaymentRefused: {
    id: 'kit.fees.inPaymentRefused',
    defaultMessage: 'A payment for this bill is already in progress, perhaps in another tab.',
  },
  cartFull: {
    id: 'kit.fees.cartFull',
    defaultMessage: 'Your cart is full. Pay the bills in it, or take some out, before adding more.',
  },
});

export const billGroupText = defineMessages({
  unpaid: { id: 'kit.fees.group.unpaid', defaultMessage: 'Unpaid' },
  paid: { id: 'kit.fees.group.paid', defaultMessage: 'Paid' },
  closed: { id: 'kit.fees.group.closed', defaultMessage: 'Cancelled or waived' },
  refunded: { id: 'kit.fees.group.refunded', defaultMessage: 'Refunded' },
});

export const billStatusText = defineMessages({
  unpaid: { id: 'kit.fees.status.unpaid', defaultMessage: 'Unpaid' },
  paid: { id: 'kit.fees.status.paid', defaultMessage: 'Paid' },
  cancelled: { id: 'kit.fees.status.cancelled', defaultMessage: 'Cancelled' },
  waived: { id: 'kit.fees.status.waived', defaultMessage: 'Waived' },
  refunded: { id: 'kit.fees.status.refunded', defaultMessage: 'Refunded' },
});

export const groupCountText = defineMessage<{ group: string; count: number }>({
  id: 'kit.fees.groupCount',
  defaultMessage: '{group} ({count, number})',
});

export const documentLinkText = defineMessage<{ document: string; number: string }>({
  id: 'kit.fees.documentLink',
  defaultMessage: '{document}, bill {number}',
});

export const addedText = defineMessage<{ number: string }>({
  id: 'kit.fees.added',
  defaultMessage: 'Bill {number} is in your cart',
});

export const cartSummaryText = defineMessage<{ count: number; total: string }>({
  id: 'kit.fees.cartSummary',
  defaultMessage: 'Your cart holds {count, plural, one {# bill} other {# bills}}, {total} in all.',
});
