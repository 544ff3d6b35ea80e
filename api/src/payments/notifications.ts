import type { NotificationOutcome } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import { orders, paymentNotifications } from '../db/schema';
import { ApiError } from '../http/errors';
import { applyPaymentState } from './apply-state';
import type { Payments } from './context';
import type { VerifiedNotification } from './gateways';

// What the log keeps of a body: enough to answer the finance office's questions, never a flood from a forger.
const storedBodyChars = 4096;

/**
 * `POST /api/payments/notifications/:provider`, public: the provider's word that something happened to a payment.
 * The word itself is never trusted beyond naming the payment: a signed notification makes the API ask the provider
 * for the payment's real state and apply it (`applyPaymentState`), so a stale or out-of-order one cannot move an order
 * the wrong way. An unsigned or forged one (or one for a provider that is not configured) is logged and answered 400;
 * a replay of one already applied is logged as a duplicate without asking the provider again. A provider that does
 * not answer gets a 503, so the notification is retried.
 */
export async function receiveNotification(
  payments: Payments,
  provider: string,
  rawBody: string,
  headers: Headers,
): Promise<NotificationOutcome> {
  const { db, gateway } = payments;
  const log = (outcome: NotificationOutcome, notification?: VerifiedNotification, orderId?: number) =>
    db.insert(paymentNotifications).values({
      receivedAt: payments.now(),
      provider,
      eventId: notification?.eventId ?? null,
      providerRef: notification?.providerRef ?? null,
      orderId: orderId ?? null,
      valid: notification !== undefined,
      outcome,
      body: rawBody.slice(0, storedBodyChars),
    });

  const notification = gateway?.name === provider ? verify(payments, rawBody, headers) : null;
  if (!gateway || !notification) {
    await log('badSignature');
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
