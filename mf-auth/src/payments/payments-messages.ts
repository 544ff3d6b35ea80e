import { defineMessage, defineMessages } from 'react-intl';

export const checkoutText = defineMessages({
  title: { id: 'auth.checkout.title', defaultMessage: 'Checkout' },
  lead: {
    id: 'auth.checkout.lead',
    defaultMessage:
      "Check the bills you are paying. You pay by card on the payment provider's secure page; your card details never reach the federation.",
  },
  bill: { id: 'auth.checkout.bill', defaultMessage: 'Bill' },
  billFor: { id: 'auth.checkout.for', defaultMessage: 'For' },
  amount: { id: 'auth.checkout.amount', defaultMessage: 'Amount' },
  subtotal: { id: 'auth.checkout.subtotal', defaultMessage: 'Subtotal' },
  vat: { id: 'auth.checkout.vat', defaultMessage: 'VAT (0%)' },
  vatNote: { id: 'auth.checkout.vatNote', defaultMessage: "The federation's fees are not subject to VAT." },
  total: { id: 'auth.checkout.total', defaultMessage: 'Total' },
  empty: { id: 'auth.checkout.empty', defaultMessage: 'Your cart is empty.' },
  toFees: { id: 'auth.checkout.toFees', defaultMessage: 'See your fees' },
  paying: { id: 'auth.checkout.paying', defaultMessage: 'Taking you to the payment page…' },
  cartEmpty: {
    id: 'auth.checkout.refused.cartEmpty',
    defaultMessage: 'Your cart is empty: there is nothing to pay.',
  },
  billNotPayable: {
    id: 'auth.checkout.refused.billNotPayable',
    defaultMessage:
      'A bill in your cart can no longer be paid: it was paid, cancelled or waived meanwhile. Check your cart and try again.',
  },
  billInPayment: {
    id: 'auth.checkout.refused.billInPayment',
    defaultMessage:
      'A bill in your cart is being paid right now, perhaps in another tab. Finish or cancel that payment first.',
  },
  paymentsUnavailable: {
    id: 'auth.checkout.refused.paymentsUnavailable',
    defaultMessage:
      'Online payment is not available at the moment. Your cart is kept; please try again later.',
  },
});

/** A payment the member started and did not finish, on the cart page (decision 085). */
export const openPaymentText = {
  ...defineMessages({
    title: { id: 'auth.checkout.open.title', defaultMessage: 'A payment you started is not finished' },
    continue: { id: 'auth.checkout.open.continue', defaultMessage: 'Continue paying' },
    cancel: { id: 'auth.checkout.open.cancel', defaultMessage: 'Cancel this payment' },
  }),
  lead: defineMessage<{ number: string; amount: string; bills: string; startedAt: string }>({
    id: 'auth.checkout.open.lead',
    defaultMessage:
      'Order {number} for {amount} (bills {bills}) was started on {startedAt} and not paid. Continue on the payment page, or cancel it to pay its bills again.',
  }),
  cancelled: defineMessage<{ number: string }>({
    id: 'auth.checkout.open.cancelled',
    defaultMessage: 'Payment {number} cancelled. Nothing was charged and its bills can be paid again.',
  }),
  wasPaid: defineMessage<{ number: string }>({
    id: 'auth.checkout.open.wasPaid',
    defaultMessage: 'Payment {number} had already gone through: its bills are paid.',
  }),
};

export const payText = defineMessage<{ total: string }>({
  id: 'auth.checkout.pay',
  defaultMessage: 'Pay {total}',
});

export const returnText = defineMessages({
  checking: { id: 'auth.payment.checking', defaultMessage: 'Checking your payment…' },
  checkingLead: {
    id: 'auth.payment.checkingLead',
    defaultMessage:
      'We are asking the payment provider whether your payment went through. This takes a few seconds.',
  },
  paid: { id: 'auth.payment.paid', defaultMessage: 'Paid' },
  paidLead: {
    id: 'auth.payment.paidLead',
    defaultMessage: 'Thank you. Your payment went through and these bills are paid.',
  },
  declined: { id: 'auth.payment.declined', defaultMessage: 'Payment declined' },
  cancelled: { id: 'auth.payment.cancelled', defaultMessage: 'Payment cancelled' },
  expired: { id: 'auth.payment.expired', defaultMessage: 'Payment expired' },
  notPaidLead: {
    id: 'auth.payment.notPaidLead',
    defaultMessage: 'Nothing was charged. The bills are unpaid and still in your cart.',
  },
  refunded: { id: 'auth.payment.refunded', defaultMessage: 'Payment refunded' },
  refundedLead: {
    id: 'auth.payment.refundedLead',
    defaultMessage: 'This payment was refunded by the federation.',
  },
  pending: { id: 'auth.payment.pending', defaultMessage: 'Your payment is still being confirmed' },
  pendingLead: {
    id: 'auth.payment.pendingLead',
    defaultMessage:
      'The payment provider has not confirmed it yet. You may leave this page: your fees page shows the bills as paid once it does.',
  },
  checkAgain: { id: 'auth.payment.checkAgain', defaultMessage: 'Check again' },
  tryAgain: { id: 'auth.payment.tryAgain', defaultMessage: 'Try again' },
  backToFees: { id: 'auth.payment.backToFees', defaultMessage: 'Back to your fees' },
  receipt: { id: 'auth.payment.receipt', defaultMessage: 'Download the receipt (PDF)' },
  unknownOrder: { id: 'auth.payment.unknownOrder', defaultMessage: 'This payment was not found.' },
});

export const orderNumberText = defineMessage<{ number: string }>({
  id: 'auth.payment.orderNumber',
  defaultMessage: 'Order {number}',
});
