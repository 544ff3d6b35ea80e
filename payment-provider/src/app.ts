// The gateway's HTTP face: a merchant API in the style of a hosted-page gateway (N-Genius and the like), the hosted
// payment pages, and, only when asked for, the test switches.
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { cardDigits, cardOutcome, checkExpiry, passesLuhn, testOneTimeCode } from './cards';
import { messages } from './messages';
import { notificationModes, Notifier, normalSwitches } from './notifier';
import { OrderBook, type Order, type OrderEvent } from './orders';
import {
  cardPage,
  declinedPage,
  notFoundPage,
  oneTimeCodePage,
  outcomePage,
  returnUrl,
  type CardErrors,
} from './page';

export interface PaymentProviderOptions {
  /** The merchant's API key (Bearer). */
  apiKey: string;
  /** The key notifications are signed with. */
  webhookSecret: string;
  /** The origin browsers reach the hosted pages at, for `paymentUrl`. */
  publicUrl: string;
  /** Serves /__test/* (switches, sent notifications, expiring an order now). Never in production. */
  testSwitches?: boolean;
  /** An order not paid within this time expires. */
  orderTtlMs?: number;
  /** Sends the notifications; the global fetch by default. */
  fetch?: typeof fetch;
  retryDelaysMs?: readonly number[];
  now?: () => number;
  log?: (message: string) => void;
}

export interface PaymentProvider {
  fetch: (request: Request) => Promise<Response>;
  /** Resolves when every notification started so far has been delivered or given up. */
  idle: () => Promise<void>;
  /** Stops the expiry sweep and any retries. */
  close: () => void;
}

/** Three wrong one-time codes decline the payment, as card issuers do. */
const oneTimeCodeAttempts = 3;

const httpUrl = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.url(`${name} must be an absolute http(s) URL`),
    v.regex(/^https?:\/\//i, `${name} must be an absolute http(s) URL`),
  );

const CreateOrder = v.object({
  merchantOrderReference: v.pipe(
    v.string('merchantOrderReference must be a string'),
    v.regex(/^[\w.:-]{1,64}$/, 'merchantOrderReference must be 1-64 letters, digits, ".", ":", "_" or "-"'),
  ),
  amount: v.object(
    {
      currencyCode: v.literal('AED', 'amount.currencyCode must be AED'),
      value: v.pipe(
        v.number('amount.value must be a number'),
        v.integer('amount.value must be an integer number of fils'),
        v.minValue(1, 'amount.value must be at least 1 fils'),
        v.maxValue(1_000_000_000, 'amount.value is too large'),
      ),
    },
    'amount must be an object',
  ),
  language: v.picklist(['ar', 'en'], 'language must be ar or en'),
  redirectUrl: httpUrl('redirectUrl'),
  notificationUrl: httpUrl('notificationUrl'),
  description: v.optional(v.pipe(v.string('description must be a string'), v.maxLength(200)), ''),
});

const Refund = v.object({
  amount: v.object(
    {
      value: v.pipe(
        v.number('amount.value must be a number'),
        v.integer('amount.value must be an integer number of fils'),
        v.minValue(1, 'amount.value must be at least 1 fils'),
      ),
    },
    'amount must be an object',
  ),
  idempotencyKey: v.pipe(
    v.string('idempotencyKey must be a string'),
    v.regex(/^[\w.:-]{1,100}$/, 'idempotencyKey must be 1-100 letters, digits, ".", ":", "_" or "-"'),
  ),
});

const Switch = v.object({
  notifications: v.picklist(
    notificationModes,
    `notifications must be one of ${notificationModes.join(', ')}`,
  ),
  lateMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000))),
  reference: v.optional(v.string()),
});

export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const ttlMs = options.orderTtlMs ?? 60 * 60_000;
  const orders = new OrderBook(now, ttlMs);
  const notifier = new Notifier({
    webhookSecret: options.webhookSecret,
    fetch: options.fetch ?? fetch,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 2_000, 4_000, 8_000],
    now,
    log,
  });
  const apiKey = Buffer.from(options.apiKey);

  const move = (order: Order, to: OrderEvent['eventName']): boolean => {
    const event = orders.transition(order, to);
    if (event) notifier.notify(order, event);
    return event !== undefined;
  };
  /** Expiry is also applied when an order is looked at, so nobody sees STARTED after its time. */
  const find = (reference: string): Order | undefined => {
    const order = orders.get(reference);
    if (order && orders.isDue(order)) move(order, 'EXPIRED');
    return order;
  };
  const view = (order: Order) => ({
    reference: order.reference,
    merchantOrderReference: order.merchantOrderReference,
    state: order.state,
    amount: order.amount,
    refunded: order.refunded,
    language: order.language,
    paymentUrl: new URL(`/pay/${order.reference}`, options.publicUrl).href,
    events: order.events,
  });

  const app = new Hono();
  app.onError((error, c) => {
    log(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ error: { code: 'internal_error', message: 'Internal error' } }, 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/pay/')
      ? c.html(notFoundPage(), 404)
      : c.json({ error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } }, 404),
  );

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.use('/api/*', async (c, next) => {
    const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
    const given = Buffer.from(match?.[1] ?? '');
    if (given.length !== apiKey.length || !timingSafeEqual(given, apiKey)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: { code: 'unauthorized', message: 'A valid API key is required' } }, 401);
    }
    await next();
  });

  app.post('/api/orders', async (c) => {
    const input = await jsonBody(c, CreateOrder);
    if (input instanceof Response) return input;
    const { order, created } = orders.create(input);
    if (order.amount.value !== input.amount.value) {
      return c.json(
        {
          error: {
            code: 'order_reference_reused',
            message: 'This merchantOrderReference already has an order for another amount',
          },
        },
        409,
      );
    }
    find(order.reference);
    return c.json(view(order), created ? 201 : 200);
  });

  app.get('/api/orders/:reference', (c) => {
    const order = find(c.req.param('reference'));
    return order ? c.json(view(order)) : orderNotFound(c);
  });

  // The merchant ends a payment nobody finished (its member left the page, or checks out again): a STARTED order
  // becomes CANCELLED and its page takes no card any more. Any other order is answered as it is, so the merchant
  // learns from the one answer whether the payer was quicker (PURCHASED).
  app.post('/api/orders/:reference/cancel', (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return orderNotFound(c);
    if (order.state === 'STARTED') move(order, 'CANCELLED');
    return c.json(view(order));
  });

  app.post('/api/orders/:reference/refunds', async (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return orderNotFound(c);
    const input = await jsonBody(c, Refund);
    if (input instanceof Response) return input;
    const result = orders.refund(order, input.amount.value, input.idempotencyKey);
    if (!result.ok) {
      const refusal = {
        notRefundable: [409, 'Only a purchased order can be refunded'],
        exceedsAmount: [400, 'The refunds would exceed the amount paid'],
        keyReused: [409, 'This idempotencyKey was used for another amount'],
      } as const;
      const [status, message] = refusal[result.reason];
      return c.json({ error: { code: result.reason, message } }, status);
    }
    if (result.event) notifier.notify(order, result.event);
    return c.json(view(order));
  });

  app.get('/pay/:reference', (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return c.html(notFoundPage(), 404);
    if (order.state !== 'STARTED') return c.html(outcomePage(order, outcomeOf(order)));
    if (order.awaitingOneTimeCode) return c.redirect(`/pay/${order.reference}/otp`, 303);
    return c.html(cardPage(order));
  });

  app.post('/pay/:reference', async (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return c.html(notFoundPage(), 404);
    if (order.state !== 'STARTED') return c.redirect(`/pay/${order.reference}`, 303);
    const form = await formBody(c);
    const t = messages[order.language];
    const values = {
      cardNumber: form.cardNumber ?? '',
      expiry: form.expiry ?? '',
      cvv: form.cvv ?? '',
      cardholderName: form.cardholderName ?? '',
    };
    const digits = cardDigits(values.cardNumber);
    const expiry = checkExpiry(values.expiry, new Date(now()));
    const errors: CardErrors = {};
    if (!digits) errors.cardNumber = t.cardNumberRequired;
    else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = t.cardNumberInvalid;
    if (!values.expiry.trim()) errors.expiry = t.expiryRequired;
    else if (expiry === 'malformed') errors.expiry = t.expiryInvalid;
    else if (expiry === 'expired') errors.expiry = t.expiryPassed;
    if (!values.cvv.trim()) errors.cvv = t.cvvRequired;
    else if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = t.cvvInvalid;
    if (!values.cardholderName.trim()) errors.cardholderName = t.cardholderNameRequired;
    if (Object.keys(errors).length) return c.html(cardPage(order, values, errors), 400);

    order.cardDeclined = false;
    switch (cardOutcome(digits)) {
      case 'success':
        move(order, 'PURCHASED');
        return c.redirect(returnUrl(order), 303);
      case 'oneTimeCode':
        order.awaitingOneTimeCode = true;
        return c.redirect(`/pay/${order.reference}/otp`, 303);
      case 'declined':
        return c.html(declined(order));
    }
  });

  app.get('/pay/:reference/otp', (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return c.html(notFoundPage(), 404);
    if (order.state !== 'STARTED' || !order.awaitingOneTimeCode)
      return c.redirect(`/pay/${order.reference}`, 303);
    return c.html(oneTimeCodePage(order));
  });

  app.post('/pay/:reference/otp', async (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return c.html(notFoundPage(), 404);
    if (order.state !== 'STARTED' || !order.awaitingOneTimeCode)
      return c.redirect(`/pay/${order.reference}`, 303);
    const t = messages[order.language];
    const code = (await formBody(c)).otp?.trim() ?? '';
    if (!code) return c.html(oneTimeCodePage(order, t.otpRequired), 400);
    if (code === testOneTimeCode) {
      move(order, 'PURCHASED');
      return c.redirect(returnUrl(order), 303);
    }
    order.wrongOneTimeCodes += 1;
    if (order.wrongOneTimeCodes >= oneTimeCodeAttempts) return c.html(declined(order));
    return c.html(oneTimeCodePage(order, t.otpWrong(oneTimeCodeAttempts - order.wrongOneTimeCodes)), 400);
  });

  app.post('/pay/:reference/cancel', (c) => {
    const order = find(c.req.param('reference'));
    if (!order) return c.html(notFoundPage(), 404);
    // Leaving a page that is already settled is just going back: only a waiting order ends, DECLINED when the
    // payer leaves after a declined card, else CANCELLED.
    move(order, order.cardDeclined ? 'DECLINED' : 'CANCELLED');
    return c.redirect(returnUrl(order), 303);
  });

  if (options.testSwitches) {
    app.post('/__test/switches', async (c) => {
      const input = await jsonBody(c, Switch);
      if (input instanceof Response) return input;
      const switches = { notifications: input.notifications, lateMs: input.lateMs ?? normalSwitches.lateMs };
      notifier.setSwitches(switches, input.reference);
      return c.json({ defaults: notifier.defaults, ...(input.reference && { [input.reference]: switches }) });
    });
    app.get('/__test/notifications', (c) =>
      c.json({
        notifications: notifier.sent({
          reference: c.req.query('reference'),
          merchantOrderReference: c.req.query('merchantOrderReference'),
        }),
      }),
    );
    app.post('/__test/orders/:reference/expire', (c) => {
      const order = orders.get(c.req.param('reference'));
      if (!order) return orderNotFound(c);
      if (!move(order, 'EXPIRED')) {
        return c.json({ error: { code: 'not_expirable', message: `The order is ${order.state}` } }, 409);
      }
      return c.json(view(order));
    });
  }

  const sweep = setInterval(
    () => {
      for (const { order, event } of orders.expireDue()) notifier.notify(order, event);
    },
    Math.min(ttlMs, 30_000),
  );
  sweep.unref();

  return {
    fetch: async (request) => app.fetch(request),
    idle: () => notifier.idle(),
    close: () => {
      clearInterval(sweep);
      notifier.close();
    },
  };
}

/**
 * A declined card: the order stays open for another card (the page offers "Try another card" and the way back, which
 * ends it DECLINED); a new card starts the one-time-code count again.
 */
function declined(order: Order): string {
  order.cardDeclined = true;
  order.awaitingOneTimeCode = false;
  order.wrongOneTimeCodes = 0;
  return declinedPage(order);
}

function outcomeOf(order: Order) {
  const kinds = {
    PURCHASED: 'paid',
    DECLINED: 'declined',
    CANCELLED: 'cancelled',
    EXPIRED: 'expired',
    REFUNDED: 'refunded',
  } as const;
  return kinds[order.state as keyof typeof kinds];
}

function orderNotFound(c: Context): Response {
  return c.json({ error: { code: 'order_not_found', message: 'No order with this reference' } }, 404);
}

/** The parsed JSON body, or the 400 answer that says what is wrong with it. */
async function jsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | Response> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: { code: 'invalid_request', message: 'The body must be JSON' } }, 400);
  }
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const fields = Object.fromEntries(
    result.issues.map((issue) => {
      const path = v.getDotPath(issue) ?? '';
      return [path, issue.input === undefined ? `${path} is required` : issue.message];
    }),
  );
  return c.json({ error: { code: 'invalid_request', message: 'The request is not valid', fields } }, 400);
}

async function formBody(c: Context): Promise<Record<string, string | undefined>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
  );
}
