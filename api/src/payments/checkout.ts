import { BillingErrorCodes, type Checkout, type CheckoutResponse, paymentReturnPath } from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import { uaeToday } from '../calendar';
import { bills, cartItems, orderBills, orders } from '../db/schema';
import { ApiError } from '../http/errors';
import { assertPayable, lockBills } from './bill-locks';
import { paymentsUnavailable, releaseHeldBills } from './cancel';
import type { Payments } from './context';
import { findOrder, nextOrderId, orderNumber } from './orders';

/** Where the provider sends the browser back: the shell's return page in the order's language. */
export function returnUrl(publicOrigin: string, language: 'ar' | 'en', orderId: number): string {
  return `${publicOrigin}${language === 'en' ? '/en' : ''}${paymentReturnPath}?order=${orderId}`;
}

/**
 * `POST /api/account/checkout`. The member's earlier payments of these bills still waiting at the provider are
 * cancelled there first (`releaseHeldBills`, decision 085). One transaction makes the order and takes its bills with
 * a conditional update (free, or held by an order that has ended; unpaid; the caller's): of two checkouts of a bill at
 * once, the second finds it held and is refused (409) before anything reaches the provider. Then the provider makes
 * the payment page; if it fails, the order is cancelled and its bills released (503).
 */
export async function checkout(
  payments: Payments,
  memberId: number,
  input: Checkout,
): Promise<CheckoutResponse> {
  const { db, gateway } = payments;
  if (!gateway) throw paymentsUnavailable();
  await releaseHeldBills(payments, memberId, input.billIds);
  const at = payments.now();
  const order = await db.transaction(async (tx) => {
    const inCart = await tx
      .select({ id: bills.id, amountFils: bills.amountFils })
      .from(cartItems)
      .innerJoin(bills, and(eq(bills.id, cartItems.billId), eq(bills.memberId, memberId)))
      .where(
        and(
          eq(cartItems.memberId, memberId),
          input.billIds === undefined ? undefined : inArray(cartItems.billId, input.billIds),
        ),
      )
      .orderBy(bills.id);
    const wanted = input.billIds === undefined ? undefined : new Set(input.billIds);
    if (wanted && inCart.length !== wanted.size) {
      throw new ApiError(404, 'not_found', 'Every bill paid must be one of yours in the cart');
    }
    if (inCart.length === 0) throw new ApiError(409, BillingErrorCodes.cartEmpty, 'The cart is empty');
    const ids = inCart.map((bill) => bill.id);
    // Before anything refers to the bills: the order's rows would take key-share locks on them, and two checkouts
    // each holding one while waiting to lock the bills for update would deadlock.
    await assertPayable(tx, await lockBills(tx, ids, memberId));

    const id = await nextOrderId(tx);
    const amountFils = inCart.reduce((sum, bill) => sum + bill.amountFils, 0);
    const [created] = await tx
      .insert(orders)
      .values({
        id,
        number: orderNumber(uaeToday(at), id),
        memberId,
        status: 'created',
        method: 'card',
        amountFils,
        provider: gateway.name,
        language: input.language,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(orderBills)
      .values(inCart.map((bill) => ({ orderId: id, billId: bill.id, amountFils: bill.amountFils })));
    await tx.update(bills).set({ openOrderId: id }).where(inArray(bills.id, ids));
    await writeAudit(tx, {
      actorId: memberId,
      subject: 'order',
      subjectId: id,
      memberId,
      action: 'order.created',
      toStatus: 'created',
    });
    return created!;
  });

  let payment;
  try {
    payment = await gateway.createPayment({
      orderNumber: order.number,
      amountFils: order.amountFils,
      language: input.language,
      returnUrl: returnUrl(payments.publicOrigin, input.language, order.id),
      notificationUrl: `${payments.notificationOrigin}/api/payments/notifications/${gateway.name}`,
      description: `UAE Archery Federation ${order.number}`,
    });
  } catch (error) {
    payments.logger.error(`The provider refused order ${order.number}:`, error);
    await cancelUnsent(payments, order.id, order.memberId);
    throw paymentsUnavailable();
  }

  await db.transaction(async (tx) => {
    // A notification may have moved the order already (a fast provider); only `created` waits for payment now.
    const [moved] = await tx
      .update(orders)
      .set({ providerRef: payment.providerRef, paymentUrl: payment.paymentUrl, updatedAt: payments.now() })
      .where(eq(orders.id, order.id))
      .returning({ status: orders.status });
    if (moved!.status !== 'created') return;
    await tx.update(orders).set({ status: 'awaitingPayment' }).where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: null,
      subject: 'order',
      subjectId: order.id,
      memberId: order.memberId,
      action: 'order.awaitingPayment',
      fromStatus: 'created',
      toStatus: 'awaitingPayment',
    });
  });
  try {
    await payments.expiry?.schedule(order.id, new Date(order.createdAt.getTime() + payments.orderTimeoutMs));
  } catch (error) {
    // The queue's sweep finds the order when its time is up all the same.
    payments.logger.error(`The expiry of order ${order.number} could not be scheduled:`, error);
  }
  return { order: (await findOrder(db, order.id))!, paymentUrl: payment.paymentUrl };
}

/** The provider never made the payment: the order is cancelled and its bills are free again (still in the cart). */
async function cancelUnsent(payments: Payments, orderId: number, memberId: number): Promise<void> {
  await payments.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: payments.now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
      .returning({ id: orders.id });
    if (!cancelled) return;
    await tx.update(bills).set({ openOrderId: null }).where(eq(bills.openOrderId, orderId));
    await writeAudit(tx, {
      actorId: null,
      subject: 'order',
      subjectId: orderId,
      memberId,
      action: 'order.cancelled',
      fromStatus: 'created',
      toStatus: 'cancelled',
      reason: 'The payment provider did not make the payment',
    });
  });
}
