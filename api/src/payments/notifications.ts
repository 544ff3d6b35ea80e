import type { NotificationOutcome } from '@uaeaf/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { orders, paymentNotifications } from '../db/schema';
import { ApiError } from '../http/errors';
import { consume, type Limiter, processLimiter } from '../http/rate-limiter';
import { applyPaymentState } from './apply-state';
import type { Payments } from './context';
import type { VerifiedNotification } from './gateways';
import { findOrderNumber } from './orders';

// What the log keeps of a signed body: enough to answer the finance office's questions.
const storedBodyChars = 4096;
// An unconfigured provider's name comes from the URL: a forger's, kept to what a real one needs.
const storedProviderChars = 32;

/**
 * Unsigned notifications recorded per client address per hour (decision 083): a provider whose secret went wrong
 * sends one per payment event, far fewer; past that a forger's are answered the same and not recorded.
 */
export const unsignedNotificationsPerHour = 20;
/** How long an unsigned notification's record is kept (decision 083): the prune job deletes older ones daily. */
export const unsignedNotificationDays = 30;

/** Counts unsigned notifications per client address, in memory on PGlite, in PostgreSQL otherwise. */
export function unsignedNotificationLimiter(database: DatabaseHandle): Limiter {
  return processLimiter(database, 'unsigned_notification', unsignedNotificationsPerHour, 60 * 60);
}

/** Where a notification came from, and the allowance of unsigned ones its address draws on. */
export interface NotificationSender {
  address: string;
  unsignedLimiter: Limiter;
}

/**
 * What is kept of an unsigned notification (decision 083): who sent it and the order number it claimed, if any,
 * never its body, which proves nothing and would let a forger fill the table.
 */
export function unsignedRecord(address: string, rawBody: string): string {
  return JSON.stringify({ from: address, claimedOrder: findOrderNumber(rawBody) });
}

/** Deletes unsigned notifications' records older than `unsignedNotificationDays`; signed ones are the orders' log. */
export async function pruneUnsignedNotifications(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.valid, false),
        lt(paymentNotifications.receivedAt, new Date(now.getTime() - unsignedNotificationDays * 86_400_000)),
      ),
    )
    .returning({ id: paymentNotifications.id });
  return deleted.length;
}

/**
 * `POST /api/payments/notifications/:provider`, public: the provider's word that something happened to a payment.
 * The word itself is never trusted beyond naming the payment: a signed notification makes the API ask the provider
 * for the payment's real state and apply it (`applyPaymentState`), so a stale or out-of-order one cannot move an order
 * the wrong way. An unsigned or forged one (or one for a provider that is not configured) is answered 400 and
 * recorded short (`unsignedRecord`) within its address's hourly allowance; a replay of one already applied is logged
 * as a duplicate without asking the provider again. A provider that does not answer gets a 503, so the notification
 * is retried.
 */
export async function receiveNotification(
  payments: Payments,
  provider: string,
  rawBody: string,
  headers: Headers,
  sender: NotificationSender,
): Promise<NotificationOutcome> {
  const { db, gateway } = payments;
  const log = (outcome: NotificationOutcome, notification: VerifiedNotification, orderId?: number) =>
    db.insert(paymentNotifications).values({
      receivedAt: payments.now(),
      provider,
      eventId: notification.eventId,
      providerRef: notification.providerRef,
      orderId: orderId ?? null,
      valid: true,
      outcome,
      body: rawBody.slice(0, storedBodyChars),
    });

  const notification = gateway?.name === provider ? verify(payments, rawBody, headers) : null;
  if (!gateway || !notification) {
    const { over } = await consume(sender.unsignedLimiter, sender.address);
    if (!over) {
      await db.insert(paymentNotifications).values({
        receivedAt: payments.now(),
        provider: provider.slice(0, storedProviderChars),
        valid: false,
        outcome: 'badSignature',
        body: unsignedRecord(sender.address, rawBody),
      });
    }
    throw new ApiError(400, 'bad_signature', 'The notification is not signed by the payment provider');
  }
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, notification.orderNumber), eq(orders.provider, provider)));
  if (!order) {
    await log('unknownOrder', notification);
    return 'unknownOrder';
  }
  const [seen] = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.provider, provider),
        eq(paymentNotifications.eventId, notification.eventId),
        eq(paymentNotifications.outcome, 'applied'),
      ),
    )
    .limit(1);
  if (seen) {
    await log('duplicate', notification, order.id);
    return 'duplicate';
  }
  let status;
  try {
    status = await gateway.queryPayment(notification.providerRef);
  } catch (error) {
    payments.logger.error(`Order ${notification.orderNumber}: the provider did not answer the query:`, error);
    await log('ignored', notification, order.id);
    throw new ApiError(
      503,
      'payments_unavailable',
      'The payment provider did not answer; send the notification again',
    );
  }
  const outcome = await applyPaymentState(payments, order.id, status);
  await log(outcome, notification, order.id);
  return outcome;
}

/** A gateway that throws on a malformed body has said no all the same. */
function verify(payments: Payments, rawBody: string, headers: Headers): VerifiedNotification | null {
  try {
    return payments.gateway!.verifyNotification(rawBody, headers);
  } catch {
    return null;
  }
}
