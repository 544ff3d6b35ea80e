// The adapter for Network International's N-Genius Online (decision 024), written against its documented API: an
// access token from the identity service, orders under the outlet, the hosted payment page at the order's
// `_links.payment.href`, refunds through the payment's `cnp:refund` link. Card data is typed on N-Genius's page only.
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

export interface NgeniusGatewayOptions {
  /** https://api-gateway.ngenius-payments.com, or the sandbox's origin. */
  apiUrl: string;
  /** The service account API key (sent as `Basic <key>` to the identity service, as N-Genius documents). */
  apiKey: string;
  outletRef: string;
  /** The custom header (name and value) set on the webhook in the N-Genius portal: its only authentication. */
  webhookHeader: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const paymentType = 'application/vnd.ni-payment.v2+json';
const identityType = 'application/vnd.ni-identity.v1+json';

const Link = v.object({ href: v.pipe(v.string(), v.url()) });
const Amount = v.object({ currencyCode: v.string(), value: v.pipe(v.number(), v.integer()) });

const Payment = v.object({
  state: v.string(),
  amount: v.optional(Amount),
  _links: v.optional(v.record(v.string(), v.unknown()), {}),
  _embedded: v.optional(v.record(v.string(), v.unknown()), {}),
});

const Order = v.object({
  reference: v.string(),
  merchantOrderReference: v.optional(v.string(), ''),
  amount: Amount,
  _links: v.object({ payment: v.optional(Link) }),
  _embedded: v.optional(v.object({ payment: v.optional(v.array(Payment), []) }), { payment: [] }),
});
type Order = v.InferOutput<typeof Order>;
type Payment = v.InferOutput<typeof Payment>;

const AccessToken = v.object({ access_token: v.string(), expires_in: v.number() });

const Webhook = v.object({
  eventId: v.pipe(v.string(), v.nonEmpty()),
  eventName: v.string(),
  order: v.object({
    reference: v.pipe(v.string(), v.nonEmpty()),
    merchantOrderReference: v.pipe(v.string(), v.nonEmpty()),
  }),
});

/** N-Genius payment states. PURCHASE orders capture at once, so CAPTURED and PURCHASED both mean paid. */
const paymentStates: Record<string, GatewayState> = {
  STARTED: 'awaitingPayment',
  AWAIT_3DS: 'awaitingPayment',
  AUTHORISED: 'awaitingPayment',
  CAPTURED: 'paid',
  PURCHASED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  FAILED: 'declined',
  DECLINED: 'declined',
  REVERSED: 'cancelled',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
};

/** When a payer tried more than once, the attempt that went furthest tells the order's state. */
const precedence: GatewayState[] = [
  'refunded',
  'paid',
  'awaitingPayment',
  'declined',
  'cancelled',
  'expired',
];

export function ngeniusGateway(options: NgeniusGatewayOptions): PaymentGateway {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const ordersUrl = `${options.apiUrl}/transactions/outlets/${encodeURIComponent(options.outletRef)}/orders`;
  let token: { value: string; expiresAt: number } | undefined;

  /** Tokens live five minutes; one is reused until shortly before it expires. */
  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > now()) return token.value;
    const what = 'get an N-Genius access token';
    const response = await callProvider(
      fetchImpl,
      `${options.apiUrl}/identity/auth/access-token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${options.apiKey}`,
          'content-type': identityType,
          accept: identityType,
        },
      },
      what,
    );
    const result = v.safeParse(AccessToken, await providerJson(response, what));
    if (!result.success) throw new GatewayError(`${what}: the answer has no access_token`);
    token = { value: result.output.access_token, expiresAt: now() + (result.output.expires_in - 30) * 1000 };
    return token.value;
  };

  const call = async (what: string, url: string, body?: unknown): Promise<unknown> => {
    // The bearer token goes only to N-Genius's own origin, whatever a link in an answer says.
    if (new URL(url).origin !== options.apiUrl)
      throw new GatewayError(`${what}: a link leaves ${options.apiUrl}`);
    const response = await callProvider(
      fetchImpl,
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: paymentType,
          ...(body !== undefined && { 'content-type': paymentType }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      what,
    );
    return providerJson(response, what);
  };

  const order = async (providerRef: string): Promise<Order> => {
    const what = 'query an N-Genius order';
    const result = v.safeParse(Order, await call(what, `${ordersUrl}/${encodeURIComponent(providerRef)}`));
    if (!result.success) throw new GatewayError(`${what}: the order is not as documented`);
    return result.output;
  };

  const status = (found: Order): PaymentStatus => {
    const payments = found._embedded.payment;
    const states = payments.map((payment) => paymentStates[payment.state] ?? 'awaitingPayment');
    const state = precedence.find((candidate) => states.includes(candidate)) ?? 'awaitingPayment';
    const settled = payments.find((payment) =>
      ['paid', 'refunded'].includes(paymentStates[payment.state] ?? ''),
    );
    return {
      providerRef: found.reference,
      orderNumber: found.merchantOrderReference,
      state,
      amountFils: found.amount.value,
      refundedFils: settled ? refundedFils(settled, found.amount.value) : 0,
    };
  };

  return {
    name: 'ngenius',
    async createPayment(input) {
      const what = 'create an N-Genius order';
      // The notification URL is not per order at N-Genius: it is the webhook set in its portal.
      const answer = await call(what, ordersUrl, {
        action: 'PURCHASE',
        amount: { currencyCode: 'AED', value: input.amountFils },
        language: input.language,
        merchantOrderReference: input.orderNumber,
        merchantAttributes: {
          redirectUrl: input.returnUrl,
          cancelUrl: input.returnUrl,
          skipConfirmationPage: true,
        },
        merchantDefinedData: { description: input.description },
      });
      const result = v.safeParse(Order, answer);
      const paymentUrl = result.success ? result.output._links.payment?.href : undefined;
      if (!result.success || !paymentUrl)
        throw new GatewayError(`${what}: the answer has no payment page link`);
      return { providerRef: result.output.reference, paymentUrl };
    },
    async queryPayment(providerRef) {
      return status(await order(providerRef));
    },
    async refund(providerRef, amountFils, _idempotencyKey) {
      // N-Genius takes no idempotency key: the order's refunds so far are read first, so a retried refund that
      // already went through is answered from them instead of refunding twice.
      const found = await order(providerRef);
      const before = status(found);
      if (before.state === 'refunded' && before.refundedFils === amountFils) return before;
      if (before.state !== 'paid') throw new GatewayError('refund an N-Genius order: it is not paid', 409);
      if (before.refundedFils + amountFils > before.amountFils) {
        throw new GatewayError('refund an N-Genius order: the refunds would exceed the amount paid', 409);
      }
      const payment = found._embedded.payment.find((candidate) => paymentStates[candidate.state] === 'paid');
      const link = payment && refundLink(payment);
      if (!link) throw new GatewayError('refund an N-Genius order: the payment offers no refund', 409);
      await call('refund an N-Genius payment', link, { amount: { currencyCode: 'AED', value: amountFils } });
      return status(await order(providerRef));
    },
    async cancelPayment(providerRef) {
      // N-Genius documents no cancel for an order nobody has paid (only reversing an authorisation, which a PURCHASE
      // order never waits in): its page lives on until the payer leaves it. The order is closed here; a payment made
      // there afterwards arrives for a cancelled order and is refunded whole (decision 027's late payment).
      const now = status(await order(providerRef));
      return now.state === 'awaitingPayment' ? { ...now, state: 'cancelled' } : now;
    },
    verifyNotification(rawBody, headers) {
      if (!sameSecret(headers.get(options.webhookHeader) ?? '', options.webhookSecret)) return null;
      const body = parseNotification(rawBody, Webhook);
      return body
        ? {
            providerRef: body.order.reference,
            orderNumber: body.order.merchantOrderReference,
            eventId: body.eventId,
          }
        : null;
    },
  };
}

/** A PURCHASE payment carries its own `cnp:refund` link; a captured AUTH payment carries it on the capture. */
function refundLink(payment: Payment): string | undefined {
  const own = v.safeParse(Link, payment._links['cnp:refund']);
  if (own.success) return own.output.href;
  const captures = v.safeParse(
    v.array(v.object({ _links: v.object({ 'cnp:refund': Link }) })),
    payment._embedded['cnp:capture'],
  );
  return captures.success ? captures.output[0]?._links['cnp:refund'].href : undefined;
}

/** The whole amount once the payment is REFUNDED, else the sum of its successful refunds. */
function refundedFils(payment: Payment, amountFils: number): number {
  if (payment.state === 'REFUNDED') return amountFils;
  const refunds = v.safeParse(
    v.array(v.object({ state: v.string(), amount: Amount })),
    payment._embedded['cnp:refund'] ?? [],
  );
  if (!refunds.success) return 0;
  return refunds.output
    .filter((refund) => refund.state === 'SUCCESS')
    .reduce((sum, refund) => sum + refund.amount.value, 0);
}
