/** Billing's refusals (besides 400 `validation_failed`, 403 `forbidden`, 404 `not_found`), each its own message. */
export const BillingErrorCodes = {
  /** 409: the bill is not unpaid any more (paid, cancelled, waived or refunded). */
  billNotPayable: 'bill_not_payable',
  /** 409: another order (another tab, another browser) is paying this bill at the provider right now. */
  billInPayment: 'bill_in_payment',
  /** 409: checkout with nothing in the cart. */
  cartEmpty: 'cart_empty',
  /** 409: the cart holds `cartLimits.maxItems` bills already. */
  cartFull: 'cart_full',
  /** 503: no payment provider is configured, or it did not answer. */
  paymentsUnavailable: 'payments_unavailable',
  /** 409: a receipt for an order that is not paid. */
  orderNotPaid: 'order_not_paid',
  /** 409: cancelling or waiving a bill that is not unpaid. */
  billNotUnpaid: 'bill_not_unpaid',
  /** 409: refunding a bill that is not paid. */
  billNotRefundable: 'bill_not_refundable',
  /** 409: an offline payment for bills of more than one member. */
  billsOfSeveralMembers: 'bills_of_several_members',
  /** 409: a fee of a season that has ended. */
  seasonClosed: 'season_closed',
  /** 409: a catalogue fee with no amount for the season of the day it would be billed. */
  feeNotPriced: 'fee_not_priced',
} as const;
export type BillingErrorCode = (typeof BillingErrorCodes)[keyof typeof BillingErrorCodes];
