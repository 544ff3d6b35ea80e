import * as v from 'valibot';
import { LocalizedTextSchema } from '../localized';
import { IsoDateTimeSchema } from '../tournaments';

/**
 * An order pays one or more of a member's unpaid bills in one go (issue 10):
 * `created` -> `awaitingPayment` (at the provider) -> `paid` | `declined` | `expired` | `cancelled`; `paid` ->
 * `refunded`. Only the provider's signed notification or the API's own query of the provider moves an order out of
 * `awaitingPayment`; the browser coming back from the provider's page never does. An order still awaiting payment
 * after `orderTimeoutMinutes` is queried once more and closed by a scheduled job.
 */
export const OrderStatuses = [
  'created',
  'awaitingPayment',
  'paid',
  'declined',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof OrderStatuses)[number];
export const OrderStatusSchema = v.picklist(OrderStatuses);

/** The statuses an order never leaves (a paid order can still be refunded, which is not "open" either). */
export const finalOrderStatuses = [
  'paid',
  'declined',
  'expired',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];
/** The statuses in which an order holds its bills: no other order may pay them. */
export const openOrderStatuses = ['created', 'awaitingPayment'] as const satisfies readonly OrderStatus[];

export const orderTimeoutMinutes = 30;

/** Online by card at the provider, or recorded by the finance office from a bank transfer or a cheque. */
export const PaymentMethods = ['card', 'bankTransfer', 'cheque'] as const;
export type PaymentMethod = (typeof PaymentMethods)[number];
export const PaymentMethodSchema = v.picklist(PaymentMethods);

export const OrderBillSchema = v.object({
  id: v.number(),
  number: v.string(),
  name: LocalizedTextSchema,
  amountFils: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OrderBill = v.InferOutput<typeof OrderBillSchema>;

/** An order as its member reads it (`GET /api/account/orders/:id`, `GET /api/account/orders`). */
export const OrderSchema = v.object({
  id: v.number(),
  /** `OR-2026-000042`; the receipt's number too. */
  number: v.string(),
  status: OrderStatusSchema,
  method: PaymentMethodSchema,
  amountFils: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bills: v.array(OrderBillSchema),
  createdAt: IsoDateTimeSchema,
  paidAt: v.nullable(IsoDateTimeSchema),
  /** The provider's page while `awaitingPayment` (to go back to it); null otherwise. */
  paymentUrl: v.nullable(v.string()),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OwnOrdersResponseSchema = v.object({ items: v.array(OrderSchema) });

/**
 * `POST /api/account/checkout` ('own.pay'): pays the bills in the caller's cart (all of them, or `billIds` of them).
 * 201 `{ order, paymentUrl }`: the page sends the browser to `paymentUrl`. Refused before reaching the provider:
 * 409 `cart_empty`, 409 `bill_not_payable` (a bill no longer unpaid), 409 `bill_in_payment` (another order, say from a
 * second tab, holds it), 503 `payments_unavailable` (no provider configured or it does not answer).
 */
export const CheckoutSchema = v.object({
  billIds: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  language: v.picklist(['ar', 'en']),
});
export type Checkout = v.InferOutput<typeof CheckoutSchema>;
export const CheckoutResponseSchema = v.object({ order: OrderSchema, paymentUrl: v.string() });
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

/**
 * Where the provider sends the browser back: the shell's `/payment/return?order=<id>` (and `/en/…`). The page asks
 * `GET /api/account/orders/:id?refresh=true`, which queries the provider when the order is still awaiting payment,
 * and shows the answer; it never trusts the redirect's own parameters.
 */
export const paymentReturnPath = '/payment/return';
