// The adapter for the embedded provider (payment-provider/), spoken to over HTTP like any hosted-page gateway.
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import {
  callProvider,
  GatewayError,
  parseNotification,
  providerJson,
  sameSecret,
  type GatewayState,
  type PaymentGateway,
  type PaymentStatus,
} from './gateway';

export interface EmbeddedGatewayOptions {
  url: string;
  apiKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A notification signed longer ago than this (or this far in the future) is refused: it may be a replay. */
export const notificationToleranceSeconds = 300;

const states = {
  STARTED: 'awaitingPayment',
  PURCHASED: 'paid',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  REFUNDED: 'refunded',
} as const satisfies Record<string, GatewayState>;

const Order = v.object({
  reference: v.string(),
  merchantOrderReference: v.string(),
  state: v.picklist(Object.keys(states) as (keyof typeof states)[]),
  amount: v.object({ value: v.pipe(v.number(), v.integer()) }),
  refunded: v.pipe(v.number(), v.integer()),
  paymentUrl: v.pipe(v.string(), v.url()),
});

const Notification = v.object({
  eventId: v.pipe(v.string(), v.nonEmpty()),
  eventName: v.picklist(['PURCHASED', 'DECLINED', 'CANCELLED', 'EXPIRED', 'REFUNDED']),
  reference: v.pipe(v.string(), v.nonEmpty()),
  merchantOrderReference: v.pipe(v.string(), v.nonEmpty()),
});

export function embeddedGateway(options: EmbeddedGatewayOptions): PaymentGateway {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  const call = async (what: string, path: string, body?: unknown) => {
    const response = await callProvider(
      fetchImpl,
      `${options.url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      what,
    );
    const result = v.safeParse(Order, await providerJson(response, what));
    if (!result.success) throw new GatewayError(`${what}: the payment provider's order is not as documented`);
    return result.output;
  };
  const status = (order: v.InferOutput<typeof Order>): PaymentStatus => ({
    providerRef: order.reference,
    orderNumber: order.merchantOrderReference,
    state: states[order.state],
    amountFils: order.amount.value,
    refundedFils: order.refunded,
  });

  return {
    name: 'embedded',
    async createPayment(input) {
      const order = await call('create a payment', '/api/orders', {
        merchantOrderReference: input.orderNumber,
        amount: { currencyCode: 'AED', value: input.amountFils },
        language: input.language,
        redirectUrl: input.returnUrl,
        notificationUrl: input.notificationUrl,
        description: input.description,
      });
      return { providerRef: order.reference, paymentUrl: order.paymentUrl };
    },
    async queryPayment(providerRef) {
      return status(await call('query a payment', `/api/orders/${encodeURIComponent(providerRef)}`));
    },
    async refund(providerRef, amountFils, idempotencyKey) {
      const path = `/api/orders/${encodeURIComponent(providerRef)}/refunds`;
      return status(await call('refund a payment', path, { amount: { value: amountFils }, idempotencyKey }));
    },
    async cancelPayment(providerRef) {
      return status(
        await call('cancel a payment', `/api/orders/${encodeURIComponent(providerRef)}/cancel`, {}),
      );
    },
    verifyNotification(rawBody, headers) {
      const timestamp = headers.get('x-timestamp') ?? '';
      const signature = headers.get('x-signature') ?? '';
      if (!/^\d{1,12}$/.test(timestamp)) return null;
      if (Math.abs(now() / 1000 - Number(timestamp)) > notificationToleranceSeconds) return null;
      const hmac = createHmac('sha256', options.webhookSecret)
        .update(`${timestamp}.${rawBody}`)
        .digest('hex');
      if (!sameSecret(signature, `sha256=${hmac}`)) return null;
      const body = parseNotification(rawBody, Notification);
      return body
        ? { providerRef: body.reference, orderNumber: body.merchantOrderReference, eventId: body.eventId }
        : null;
    },
  };
}
