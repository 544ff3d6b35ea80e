import { openOrderStatuses } from '@uaeaf/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { orders } from '../db/schema';
import { applyPaymentState } from './apply-state';
import type { Payments } from './context';
import { isOpenOrder } from './transitions';

/**
 * The expiry job's work on one order (decision 028): once its time is up, an order still open is asked about once
 * more, and closed with the provider's answer: paid if the member paid, declined or cancelled if they gave up at the
 * provider; still awaiting payment (or never made at the provider) -> expired, which releases its bills. The
 * provider's own payment times out later by itself (the gateway interface has no cancel); a payment made in between
 * is refunded (`applyPaymentState`). A provider that does not answer throws, and the queue retries the job.
 */
export async function closeOverdueOrder(payments: Payments, orderId: number): Promise<void> {
  const [order] = await payments.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !isOpenOrder(order.status)) return;
  if (order.createdAt.getTime() + payments.orderTimeoutMs > payments.now().getTime()) return;
  if (order.providerRef !== null && payments.gateway) {
    const status = await payments.gateway.queryPayment(order.providerRef);
    if (status.state !== 'awaitingPayment') {
      await applyPaymentState(payments, orderId, status);
      return;
    }
  }
  await applyPaymentState(payments, orderId, {
    providerRef: order.providerRef,
    orderNumber: order.number,
    state: 'expired',
    amountFils: order.amountFils,
    refundedFils: 0,
  });
}

/** Orders whose time is up and that are still open, oldest first: the sweep gives each its job (a bounded page). */
export async function overdueOrderIds(payments: Payments, limit: number): Promise<number[]> {
  const cutOff = new Date(payments.now().getTime() - payments.orderTimeoutMs);
  const rows = await payments.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, [...openOrderStatuses]), lte(orders.createdAt, cutOff)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
