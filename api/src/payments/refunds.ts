import { BillingErrorCodes } from '@uaeaf/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { SessionMember } from '../auth/members';
import type { Database } from '../db/client';
import { bills, orders, refunds } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Payments } from './context';
import { sendRefundMail } from './payment-mail';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

const notRefundable = () =>
  new ApiError(409, BillingErrorCodes.billNotRefundable, 'Only a paid bill can be refunded');
const unavailable = () =>
  new ApiError(
    503,
    BillingErrorCodes.paymentsUnavailable,
    'The payment provider did not answer; nothing was refunded',
  );

/**
 * Sends the order's refunds that are still `requested` to the provider, each with its own idempotency key, so one
 * sent twice (a retry, two processes) is made once. Returns whether all succeeded; a failed one stays `failed` for
 * the finance office to see (and retry by refunding again) and is logged.
 */
export async function sendPendingRefunds(payments: Payments, orderId: number): Promise<boolean> {
  const { db, gateway, logger } = payments;
  const pending = await db
    .select({
      id: refunds.id,
      amountFils: refunds.amountFils,
      idempotencyKey: refunds.idempotencyKey,
      providerRef: orders.providerRef,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'requested')));
  let allSent = true;
  for (const refund of pending) {
    let succeeded = false;
    try {
      if (!gateway || refund.providerRef === null) throw new Error('no payment provider for this order');
      await gateway.refund(refund.providerRef, refund.amountFils, refund.idempotencyKey);
      succeeded = true;
    } catch (error) {
      logger.error(`Refund ${refund.id} of order ${orderId} failed:`, error);
      allSent = false;
    }
    await db
      .update(refunds)
      .set({ status: succeeded ? 'succeeded' : 'failed', completedAt: payments.now() })
      .where(eq(refunds.id, refund.id));
  }
  await closeRefundedOrder(db, orderId, payments.now());
  return allSent;
}

/**
 * A paid order becomes refunded once the money of every one of its bills went back: its paid bills were all refunded
 * and the refunds of its other bills (closed while it was at the provider) succeeded.
 */
async function closeRefundedOrder(db: Database, orderId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'paid') return;
    const [{ refundedFils }] = (await tx
      .select({ refundedFils: sql<number>`coalesce(sum(${refunds.amountFils}), 0)::integer` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))) as [
      { refundedFils: number },
    ];
    const [{ stillPaid }] = (await tx
      .select({ stillPaid: sql<number>`count(*)::integer` })
      .from(bills)
      .where(and(eq(bills.paidOrderId, orderId), eq(bills.status, 'paid')))) as [{ stillPaid: number }];
    if (stillPaid > 0 || refundedFils < order.amountFils) return;
    await tx.update(orders).set({ status: 'refunded', updatedAt: at }).where(eq(orders.id, orderId));
    await writeAudit(tx, {
      actorId: null,
      subject: 'order',
      subjectId: orderId,
      memberId: order.memberId,
      action: 'order.refunded',
      fromStatus: 'paid',
      toStatus: 'refunded',
    });
  });
}

/**
 * `POST /api/office/bills/:id/refund`. A bill paid by card goes back through the provider first: the refund row is
 * taken with its key (one per bill, so a second click, or a second officer, finds it taken: 409), the provider is
 * asked, and only when it agrees is the bill marked refunded; if it does not answer, the row is `failed`, the bill
 * stays paid and a new attempt reuses the key. A bill paid offline is marked refunded at once: the money goes back by
 * bank, outside the site. Undefined for an unknown bill.
 */
export async function refundBill(
  payments: Payments,
  actor: SessionMember,
  billId: number,
  reason: string,
): Promise<true | undefined> {
  const { db } = payments;
  const at = payments.now();
  const taken = await db.transaction(async (tx) => {
    const [bill] = await tx
      .select({ status: bills.status, paidOrderId: bills.paidOrderId, amountFils: bills.amountFils })
      .from(bills)
      .where(eq(bills.id, billId))
      .for('update');
    if (!bill) return undefined;
    if (bill.status !== 'paid' || bill.paidOrderId === null) throw notRefundable();
    const [order] = await tx.select().from(orders).where(eq(orders.id, bill.paidOrderId));
    if (order!.method !== 'card') {
      await markRefunded(tx, actor, billId, order!.id, reason, at, byBankNote(order!.method));
      return { offline: true as const, orderId: order!.id };
    }
    if (!payments.gateway) throw unavailable();
    // Taken, or taken again after a failed attempt; a refund under way or done leaves nothing to take.
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order!.id,
        billId,
        amountFils: bill.amountFils,
        reason,
        idempotencyKey: `bill-${billId}-refund`,
        requestedBy: actor.id,
      })
      .onConflictDoUpdate({
        target: refunds.idempotencyKey,
        set: { status: 'requested', reason, requestedBy: actor.id },
        setWhere: eq(refunds.status, 'failed'),
      })
      .returning({ id: refunds.id });
    if (!refund) throw notRefundable();
    return { offline: false as const, orderId: order!.id, refundId: refund.id };
  });
  if (!taken) return undefined;
  if (!taken.offline) {
    if (!(await sendPendingRefunds(payments, taken.orderId))) throw unavailable();
    await db.transaction(async (tx) => {
      await markRefunded(tx, actor, billId, taken.orderId, reason, at);
    });
    await closeRefundedOrder(db, taken.orderId, at);
  }
  await sendRefundMail(payments, billId);
  return true;
}

/** What the audit trail adds to the reason of an offline payment's refund: the site returned no money itself. */
function byBankNote(method: 'bankTransfer' | 'cheque' | 'card'): string {
  return `paid by ${method === 'cheque' ? 'cheque' : 'bank transfer'}, not through the provider: the money goes back by bank`;
}

/**
 * The bill refunded with its audit row (the member reads `reason`; the audit row adds `auditNote`); an offline order
 * is refunded with its last bill, there being no provider to ask.
 */
async function markRefunded(
  tx: Executor,
  actor: SessionMember,
  billId: number,
  orderId: number,
  reason: string,
  at: Date,
  auditNote?: string,
): Promise<void> {
  const [bill] = await tx
    .update(bills)
    .set({ status: 'refunded', statusReason: reason, statusChangedAt: at })
    .where(and(eq(bills.id, billId), eq(bills.status, 'paid')))
    .returning({ memberId: bills.memberId });
  if (!bill) return;
  await writeAudit(tx, {
    actorId: actor.id,
    subject: 'bill',
    subjectId: billId,
    memberId: bill.memberId,
    action: 'bill.refunded',
    fromStatus: 'paid',
    toStatus: 'refunded',
    reason: auditNote ? `${reason} (${auditNote})` : reason,
  });
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order!.method === 'card') return;
  const others = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.paidOrderId, orderId), eq(bills.status, 'paid')));
  if (others.length > 0) return;
  await tx.update(orders).set({ status: 'refunded', updatedAt: at }).where(eq(orders.id, orderId));
  await writeAudit(tx, {
    actorId: actor.id,
    subject: 'order',
    subjectId: orderId,
    memberId: order!.memberId,
    action: 'order.refunded',
    fromStatus: 'paid',
    toStatus: 'refunded',
    reason,
  });
}
