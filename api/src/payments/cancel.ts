import { BillingErrorCodes, type OrderStatus } from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import { bills, cartItems, orders } from '../db/schema';
import { ApiError } from '../http/errors';
import { applyPaymentState, type OrderState } from './apply-state';
import type { Payments } from './context';
import { isOpenOrder } from './transitions';

export const paymentsUnavailable = () =>
  new ApiError(503, BillingErrorCodes.paymentsUnavailable, 'Online payment is not available right now');

/**
 * Ends the member's own open order at their word (decision 085): the provider is asked to cancel the payment and its
 * answer is applied like any other (`applyPaymentState`, the order row locked), so the provider alone says how it
 * ended. A payer who paid a moment before makes that answer PURCHASED, and the order is paid, never lost; one who
 * comes back to the page afterwards finds it cancelled and cannot pay. An order the provider never made a page for
 * (its checkout failed or is under way) is closed here; a payment made on a page that appears after is refunded as
 * late (decision 027). Answers the order's status after, or undefined when the order is not the member's.
 */
export async function cancelOrder(
  payments: Payments,
  orderId: number,
  memberId: number,
): Promise<OrderStatus | undefined> {
  const { db, gateway } = payments;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!order || !isOpenOrder(order.status)) return order?.status;
  if (order.providerRef !== null && !gateway) throw paymentsUnavailable();
  // Who asked, apart from the transition that follows: that one is the provider's word, recorded without an actor.
  await writeAudit(db, {
    actorId: memberId,
    subject: 'order',
    subjectId: order.id,
    memberId,
    action: 'order.cancelRequested',
    fromStatus: order.status,
    toStatus: order.status,
  });
  let state: OrderState = {
    providerRef: null,
    orderNumber: order.number,
    state: 'cancelled',
    amountFils: order.amountFils,
    refundedFils: 0,
  };
  if (order.providerRef !== null && gateway) {
    try {
      state = await gateway.cancelPayment(order.providerRef);
    } catch (error) {
      payments.logger.error(`Order ${order.number}: the provider did not cancel the payment:`, error);
      throw paymentsUnavailable();
    }
  }
  await applyPaymentState(payments, order.id, state);
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return after!.status;
}

/**
 * Before a new checkout: the member's orders waiting at the provider that hold bills of this checkout are cancelled
 * there first, so leaving the provider's page without paying never locks the cart (decision 085). An order still
 * being made (`created`) is left alone: its checkout is a moment from the provider, and the new one is refused 409
 * `bill_in_payment` as before. One that turns out paid makes the checkout 409 `bill_not_payable`: its bills are paid.
 */
export async function releaseHeldBills(
  payments: Payments,
  memberId: number,
  billIds: number[] | undefined,
): Promise<void> {
  const holders = await payments.db
    .selectDistinct({ id: orders.id })
    .from(cartItems)
    .innerJoin(bills, eq(bills.id, cartItems.billId))
    .innerJoin(orders, eq(orders.id, bills.openOrderId))
    .where(
      and(
        eq(cartItems.memberId, memberId),
        billIds === undefined ? undefined : inArray(cartItems.billId, billIds),
        eq(orders.memberId, memberId),
        eq(orders.status, 'awaitingPayment'),
      ),
    );
  for (const holder of holders) {
    if ((await cancelOrder(payments, holder.id, memberId)) === 'paid') {
      throw new ApiError(
        409,
        BillingErrorCodes.billNotPayable,
        'A bill was paid by the payment it was held by',
      );
    }
  }
}
