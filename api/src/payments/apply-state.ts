import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { bills, cartItems, orderBills, orders, refunds } from '../db/schema';
import type { Payments } from './context';
import type { PaymentStatus } from './gateways';
import type { OrderRow } from './orders';
import { sendPaymentConfirmation } from './payment-mail';
import { sendPendingRefunds } from './refunds';
import { canMove } from './transitions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What applying the provider's answer did; a notification's row records it. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

interface Applied {
  outcome: ApplyOutcome;
  /** How many bills the payment paid, and how many of its bills (closed meanwhile) are refunded. */
  paid?: { paidBills: number; refunds: number };
  /** A payment that arrived after the order was closed is being refunded. */
  lateRefund?: boolean;
}

/** The provider's answer, or the expiry job's own verdict on an order the provider never made a payment for. */
export type OrderState = Omit<PaymentStatus, 'providerRef'> & { providerRef: string | null };

/**
 * The one way an order's status follows the provider's (notifications, the return page's refresh, the expiry job):
 * the order row is locked first, so two notifications at once, or two API processes, take turns, and the second finds
 * the order already moved (`duplicate`) or in a status the answer may not move it from (`ignored`: a DECLINED arriving
 * after PURCHASED). A paid order pays its bills that are still unpaid; a bill the office cancelled or waived while the
 * order was at the provider, and a payment arriving after the order was closed here, are refunded through the
 * provider. After the commit: the confirmation mail and those refunds (decision 027).
 */
export async function applyPaymentState(
  payments: Payments,
  orderId: number,
  status: OrderState,
): Promise<ApplyOutcome> {
  const { db, logger } = payments;
  const at = payments.now();
  const result = await db.transaction(async (tx): Promise<Applied> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || status.orderNumber !== order.number) return { outcome: 'ignored' };
    if (
      order.providerRef !== null &&
      status.providerRef !== null &&
      order.providerRef !== status.providerRef
    ) {
      return { outcome: 'ignored' };
    }
    const to = status.state;
    if (to === order.status) return { outcome: 'duplicate' };
    if (to === 'paid' && (order.status === 'expired' || order.status === 'cancelled')) {
      return { outcome: 'ignored', lateRefund: await refundLatePayment(tx, order, status.amountFils) };
    }
    if (!canMove(order.status, to)) return { outcome: 'ignored' };
    // A refund the finance office (or the system) asked for is followed by the provider's REFUNDED: the refund's own
    // path moves the bills and the order. Only a refund made outside the site (the provider's console) moves them here.
    if (to === 'refunded' && (await hasRefunds(tx, order.id))) return { outcome: 'ignored' };
    if (to === 'paid' && status.amountFils !== order.amountFils) {
      logger.error(
        `Order ${order.number}: the provider says ${status.amountFils} fils were paid, the order is for ${order.amountFils}; left ${order.status}`,
      );
      return { outcome: 'ignored' };
    }
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: at,
        providerRef: status.providerRef ?? order.providerRef,
        ...(to === 'paid' && { paidAt: at }),
      })
      .where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: null,
      subject: 'order',
      subjectId: order.id,
      memberId: order.memberId,
      action: `order.${to}`,
      fromStatus: order.status,
      toStatus: to,
    });
    if (to === 'paid') return { outcome: 'applied', paid: await payBills(tx, order.id, at) };
    if (to === 'refunded') await refundBillsAtProvider(tx, order.id, at);
    else if (to !== 'awaitingPayment') {
      // Declined, expired or cancelled: the bills are free to be paid again, and stay in the cart.
      await tx.update(bills).set({ openOrderId: null }).where(eq(bills.openOrderId, order.id));
    }
    return { outcome: 'applied' };
  });
  if (result.paid) {
    if (result.paid.paidBills > 0) await sendPaymentConfirmation(payments, orderId);
    if (result.paid.refunds > 0) await sendPendingRefunds(payments, orderId);
  }
  if (result.lateRefund) await sendPendingRefunds(payments, orderId);
  return result.outcome;
}

/**
 * The member paid at the provider after the order was closed here (the expiry job gave up on it, or the provider
 * never made the payment page): its bills were released and may be paid again, so the money goes back, whole. One
 * refund per order whatever the number of notifications; an amount of 0 (nothing taken) needs none.
 */
async function refundLatePayment(tx: Transaction, order: OrderRow, paidFils: number): Promise<boolean> {
  if (paidFils <= 0) return false;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      billId: null,
      amountFils: paidFils,
      reason: `Paid at the provider after order ${order.number} was ${order.status}: refunded whole`,
      idempotencyKey: `order-${order.id}-late`,
      requestedBy: null,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!refund) return false;
  await writeAudit(tx, {
    actorId: null,
    subject: 'order',
    subjectId: order.id,
    memberId: order.memberId,
    action: 'order.latePaymentRefunded',
    fromStatus: order.status,
    toStatus: order.status,
    reason: `The provider took ${paidFils} fils after the order was ${order.status}`,
  });
  return true;
}

/**
 * A paid order's bills: those still unpaid become paid (and leave the cart); those closed meanwhile are refunded
 * (one `refunds` row each, sent after the commit). Returns how many of each.
 */
async function payBills(tx: Transaction, orderId: number, at: Date) {
  const held = await tx
    .select({
      id: bills.id,
      number: bills.number,
      memberId: bills.memberId,
      status: bills.status,
      amountFils: orderBills.amountFils,
    })
    .from(orderBills)
    .innerJoin(bills, eq(bills.id, orderBills.billId))
    .where(eq(orderBills.orderId, orderId))
    .orderBy(bills.id)
    .for('update', { of: bills });
  const payable = held.filter((bill) => bill.status === 'unpaid');
  const closed = held.filter((bill) => bill.status !== 'unpaid');
  if (payable.length > 0) {
    const ids = payable.map((bill) => bill.id);
    await tx
      .update(bills)
      .set({ status: 'paid', paidAt: at, paidOrderId: orderId, openOrderId: null, statusChangedAt: at })
      .where(inArray(bills.id, ids));
    await tx.delete(cartItems).where(inArray(cartItems.billId, ids));
  }
  for (const bill of closed) {
    const reason = `Bill ${bill.number} was ${bill.status} while order ${orderId} was at the provider: its payment is refunded`;
    await tx
      .insert(refunds)
      .values({
        orderId,
        billId: bill.id,
        amountFils: bill.amountFils,
        reason,
        idempotencyKey: `order-${orderId}-bill-${bill.id}`,
        requestedBy: null,
      })
      .onConflictDoNothing();
  }
  if (closed.length > 0) {
    await tx
      .update(bills)
      .set({ openOrderId: null })
      .where(
        and(
          inArray(
            bills.id,
            closed.map((bill) => bill.id),
          ),
          eq(bills.openOrderId, orderId),
        ),
      );
  }
  await writeAudit(
    tx,
    ...payable.map((bill) => ({
      actorId: null,
      subject: 'bill' as const,
      subjectId: bill.id,
      memberId: bill.memberId,
      action: 'bill.paid',
      fromStatus: 'unpaid',
      toStatus: 'paid',
      reason: `Order ${orderId}`,
    })),
    ...closed.map((bill) => ({
      actorId: null,
      subject: 'bill' as const,
      subjectId: bill.id,
      memberId: bill.memberId,
      action: 'bill.paymentRefunded',
      fromStatus: bill.status,
      toStatus: bill.status,
      reason: `Paid by order ${orderId} after it was ${bill.status}: refunded through the provider`,
    })),
  );
  return { paidBills: payable.length, refunds: closed.length };
}

async function hasRefunds(tx: Transaction, orderId: number): Promise<boolean> {
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .limit(1);
  return refund !== undefined;
}

/** What the member reads on such a bill, in both languages as the API's own reasons are (decision 086). */
const refundedAtProvider = 'أُعيد المبلغ لدى مزود الدفع.\nRefunded at the payment provider.';

/** The provider refunded the whole order (from its own console, say): the bills it paid are refunded too. */
async function refundBillsAtProvider(tx: Transaction, orderId: number, at: Date) {
  const refunded = await tx
    .update(bills)
    .set({ status: 'refunded', statusChangedAt: at, statusReason: refundedAtProvider })
    .where(and(eq(bills.paidOrderId, orderId), eq(bills.status, 'paid')))
    .returning({ id: bills.id, memberId: bills.memberId });
  await writeAudit(
    tx,
    ...refunded.map((bill) => ({
      actorId: null,
      subject: 'bill' as const,
      subjectId: bill.id,
      memberId: bill.memberId,
      action: 'bill.refunded',
      fromStatus: 'paid',
      toStatus: 'refunded',
      reason: refundedAtProvider,
    })),
  );
}
