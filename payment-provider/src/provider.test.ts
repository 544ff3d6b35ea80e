import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentProvider, type PaymentProvider } from './app';
import { testCards } from './cards';
import { messages } from './messages';
import type { NotificationBody } from './notifier';

const apiKey = 'test-api-key-0123456789';
const webhookSecret = 'test-webhook-secret-0123456789';
const origin = 'http://provider.test';
const redirectUrl = 'https://site.test/en/checkout/return';
const notificationUrl = 'https://api.test/api/payments/notifications';

interface Delivery {
  url: string;
  headers: Headers;
  body: string;
}

let provider: PaymentProvider | undefined;
afterEach(() => provider?.close());

/** A provider in-process, with a merchant that records what it is sent and answers with the given statuses. */
function setup({
  testSwitches = true,
  answers = [] as number[],
  clock = { now: Date.parse('2026-11-25T10:00:00Z') },
} = {}) {
  const delivered: Delivery[] = [];
  provider = createPaymentProvider({
    apiKey,
    webhookSecret,
    publicUrl: origin,
    testSwitches,
    orderTtlMs: 60 * 60_000,
    retryDelaysMs: [5, 5],
    now: () => clock.now,
    log: () => {},
    fetch: async (url, init) => {
      delivered.push({ url: String(url), headers: new Headers(init?.headers), body: String(init?.body) });
      return new Response(null, { status: answers.shift() ?? 200 });
    },
  });
  const p = provider;
  const call = (path: string, init: RequestInit = {}) => p.fetch(new Request(`${origin}${path}`, init));
  const api = (path: string, body?: unknown, key = apiKey) =>
    call(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const form = (path: string, fields: Record<string, string>) =>
    call(path, { method: 'POST', body: new URLSearchParams(fields) });
  const createOrder = async (overrides: Record<string, unknown> = {}) => {
    const response = await api('/api/orders', {
      merchantOrderReference: 'ORD-2026-000001',
      amount: { currencyCode: 'AED', value: 20_000 },
      language: 'en',
      redirectUrl,
      notificationUrl,
      description: 'Two tournament entries',
      ...overrides,
    });
    return {
      response,
      order: (await response.json()) as { reference: string; state: string; paymentUrl: string },
    };
  };
  const state = async (reference: string) =>
    ((await (await api(`/api/orders/${reference}`)).json()) as { state: string }).state;
  const pay = (reference: string, card: string, extra: Record<string, string> = {}) =>
    form(`/pay/${reference}`, {
      cardNumber: card,
      expiry: '08/29',
      cvv: '123',
      cardholderName: 'Noura Ali',
      ...extra,
    });
  const events = () => delivered.map((delivery) => (JSON.parse(delivery.body) as NotificationBody).eventName);
  return { provider: p, call, api, form, createOrder, state, pay, delivered, events, clock };
}

describe('merchant API', () => {
  it('refuses a missing or wrong API key', async () => {
    const { api, call } = setup();
    expect((await api('/api/orders', {}, 'wrong-key')).status).toBe(401);
    const response = await call('/api/orders/any');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('creates a STARTED order with the hosted page address, and gives the same order for the same reference', async () => {
    const { createOrder } = setup();
    const first = await createOrder();
    expect(first.response.status).toBe(201);
    expect(first.order).toMatchObject({
      state: 'STARTED',
      paymentUrl: `${origin}/pay/${first.order.reference}`,
    });
    const again = await createOrder();
    expect(again.response.status).toBe(200);
    expect(again.order.reference).toBe(first.order.reference);
    const otherAmount = await createOrder({ amount: { currencyCode: 'AED', value: 1 } });
    expect(otherAmount.response.status).toBe(409);
  });

  it('cancels a STARTED order for the merchant; a paid one is answered as it is, and its page takes no card', async () => {
    const { createOrder, api, pay, call, provider, events } = setup();
    const open = (await createOrder()).order;
    const cancelled = await api(`/api/orders/${open.reference}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ reference: open.reference, state: 'CANCELLED' });
    // The payer comes back to the page: it says so and nothing is taken.
    expect((await pay(open.reference, testCards.success)).headers.get('location')).toBe(
      `/pay/${open.reference}`,
    );
    expect(await (await call(`/pay/${open.reference}`)).text()).toContain(messages.en.cancelledTitle);
    const paid = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    await pay(paid.reference, testCards.success);
    expect(await (await api(`/api/orders/${paid.reference}/cancel`, {})).json()).toMatchObject({
      state: 'PURCHASED',
    });
    expect((await api('/api/orders/no-such-order/cancel', {})).status).toBe(404);
    await provider.idle();
    expect(events()).toEqual(['CANCELLED', 'PURCHASED']);
  });

  it('answers 400 with the fields at fault for bad input, and makes no order', async () => {
    const { api, call } = setup();
    const bad = await api('/api/orders', {
      merchantOrderReference: 'ORD 1',
      amount: { currencyCode: 'USD', value: 100.5 },
      language: 'fr',
      redirectUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual([
      'amount.currencyCode',
      'amount.value',
      'language',
      'merchantOrderReference',
      'notificationUrl',
      'redirectUrl',
    ]);
    expect(error.fields.notificationUrl).toBe('notificationUrl is required');
    const notJson = await call('/api/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await api('/api/orders/unknown')).status).toBe(404);
  });
});

describe('hosted payment page', () => {
  it('speaks Arabic right to left for an Arabic order, with the amount as the site formats it', async () => {
    const { createOrder, call } = setup();
    const { order } = await createOrder({ language: 'ar' });
    const html = await (await call(`/pay/${order.reference}`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(messages.ar.merchant);
    const amount = new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'AED' }).format(200);
    expect(html).toContain(amount);
    expect(html).toContain(`<label for="cardNumber">${messages.ar.cardNumber}</label>`);
  });

  it('speaks English left to right for an English order', async () => {
    const { createOrder, call } = setup();
    const { order } = await createOrder();
    const html = await (await call(`/pay/${order.reference}`)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AED' }).format(200);
    expect(html).toContain(messages.en.pay(amount));
    expect(html).toContain('UAE Archery Federation');
  });

  it.each(['en', 'ar'] as const)(
    'ties each error to its field and puts the focus on the first (%s), changing nothing',
    async (language) => {
      const { createOrder, pay, state } = setup();
      const { order } = await createOrder({ language });
      const t = messages[language];
      const response = await pay(order.reference, '4111 1111 1111 1112', {
        expiry: '10/26',
        cvv: '12',
        cardholderName: '',
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(`<p class="error" id="cardNumber-error">${t.cardNumberInvalid}</p>`);
      expect(html).toMatch(
        /id="cardNumber"[^>]*autofocus[^>]*aria-describedby="cardNumber-hint cardNumber-error" aria-invalid="true"/,
      );
      expect(html).toContain(`<p class="error" id="expiry-error">${t.expiryPassed}</p>`);
      expect(html).toContain(`<p class="error" id="cvv-error">${t.cvvInvalid}</p>`);
      expect(html).toContain(`<p class="error" id="cardholderName-error">${t.cardholderNameRequired}</p>`);
      expect(html.match(/autofocus/g)).toHaveLength(1);
      expect(html).toContain(`<h2 id="problems-title">${t.errorSummary(4)}</h2>`);
      expect(await state(order.reference)).toBe('STARTED');
    },
  );

  it('asks for the expiry as MM/YY when it cannot read it, focusing it when it is the first error', async () => {
    const { createOrder, pay } = setup();
    const { order } = await createOrder();
    const html = await (await pay(order.reference, testCards.success, { expiry: 'August' })).text();
    expect(html).toContain(messages.en.expiryInvalid);
    expect(html).toMatch(/id="expiry"[^>]*autofocus/);
  });

  it('pays with the success card, sends the browser back with the reference, and notifies PURCHASED', async () => {
    const { createOrder, pay, state, provider, events } = setup();
    const { order } = await createOrder();
    const response = await pay(order.reference, '4111 1111 1111 1111');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${redirectUrl}?ref=${order.reference}`);
    expect(await state(order.reference)).toBe('PURCHASED');
    await provider.idle();
    expect(events()).toEqual(['PURCHASED']);
  });

  it('says the declined card was declined and offers another card on the same order, or the way back (DECLINED)', async () => {
    const { createOrder, pay, form, call, state, provider, events } = setup();
    const { order } = await createOrder();
    const html = await (await pay(order.reference, testCards.declined)).text();
    expect(html).toContain(`<h1>${messages.en.declinedTitle}</h1>`);
    expect(html).toContain(messages.en.declinedText);
    expect(html).toContain(
      `<a href="/pay/${order.reference}" class="button">${messages.en.tryAnotherCard}</a>`,
    );
    expect(html).toContain(`<form method="post" action="/pay/${order.reference}/cancel"`);
    // Still open: nothing to notify yet, and the card page takes another card.
    expect(await state(order.reference)).toBe('STARTED');
    expect(await (await call(`/pay/${order.reference}`)).text()).toContain(
      `action="/pay/${order.reference}"`,
    );
    expect((await pay(order.reference, testCards.declined)).status).toBe(200);
    const back = await form(`/pay/${order.reference}/cancel`, {});
    expect(back.headers.get('location')).toBe(`${redirectUrl}?ref=${order.reference}`);
    expect(await state(order.reference)).toBe('DECLINED');
    expect(await (await call(`/pay/${order.reference}`)).text()).toContain(messages.en.declinedClosedText);
    await provider.idle();
    expect(events()).toEqual(['DECLINED']);
  });

  it('pays with another card after a declined one, and leaving after that is no decline', async () => {
    const { createOrder, pay, form, state, provider, events } = setup();
    const { order } = await createOrder({ language: 'ar' });
    expect(await (await pay(order.reference, testCards.declined)).text()).toContain(
      messages.ar.tryAnotherCard,
    );
    const paid = await pay(order.reference, testCards.success);
    expect(paid.headers.get('location')).toBe(`${redirectUrl}?ref=${order.reference}`);
    expect(await state(order.reference)).toBe('PURCHASED');
    const second = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    await pay(second.reference, testCards.declined);
    await pay(second.reference, testCards.oneTimeCode);
    await form(`/pay/${second.reference}/cancel`, {});
    expect(await state(second.reference)).toBe('CANCELLED');
    await provider.idle();
    expect(events()).toEqual(['PURCHASED', 'CANCELLED']);
  });

  it('asks for the one-time code: a wrong code is an error, the right one pays', async () => {
    const { createOrder, pay, form, call, state } = setup();
    const { order } = await createOrder();
    const asked = await pay(order.reference, testCards.oneTimeCode);
    expect(asked.headers.get('location')).toBe(`/pay/${order.reference}/otp`);
    expect(await (await call(`/pay/${order.reference}/otp`)).text()).toContain(messages.en.otpIntro);
    const wrong = await form(`/pay/${order.reference}/otp`, { otp: '000000' });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain(messages.en.otpWrong(2));
    expect(html).toMatch(/id="otp"[^>]*autofocus[^>]*aria-describedby="otp-hint otp-error"/);
    expect(await state(order.reference)).toBe('STARTED');
    const right = await form(`/pay/${order.reference}/otp`, { otp: '123456' });
    expect(right.headers.get('location')).toBe(`${redirectUrl}?ref=${order.reference}`);
    expect(await state(order.reference)).toBe('PURCHASED');
  });

  it('declines after three wrong one-time codes (in Arabic too)', async () => {
    const { createOrder, pay, form, state } = setup();
    const { order } = await createOrder({ language: 'ar' });
    await pay(order.reference, testCards.oneTimeCode);
    expect(await (await form(`/pay/${order.reference}/otp`, { otp: '' })).text()).toContain(
      messages.ar.otpRequired,
    );
    expect(await (await form(`/pay/${order.reference}/otp`, { otp: '1' })).text()).toContain(
      messages.ar.otpWrong(2),
    );
    expect(await (await form(`/pay/${order.reference}/otp`, { otp: '2' })).text()).toContain(
      messages.ar.otpWrong(1),
    );
    const last = await (await form(`/pay/${order.reference}/otp`, { otp: '3' })).text();
    expect(last).toContain(messages.ar.declinedTitle);
    expect(last).toContain(messages.ar.tryAnotherCard);
    await form(`/pay/${order.reference}/cancel`, {});
    expect(await state(order.reference)).toBe('DECLINED');
  });

  it('cancels when the payer presses cancel, and a settled order stays as it is', async () => {
    const { createOrder, form, pay, state, provider, events } = setup();
    const first = (await createOrder()).order;
    const cancelled = await form(`/pay/${first.reference}/cancel`, {});
    expect(cancelled.headers.get('location')).toBe(`${redirectUrl}?ref=${first.reference}`);
    expect(await state(first.reference)).toBe('CANCELLED');
    const second = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    await pay(second.reference, testCards.success);
    await form(`/pay/${second.reference}/cancel`, {});
    expect(await state(second.reference)).toBe('PURCHASED');
    await provider.idle();
    expect(events()).toEqual(['CANCELLED', 'PURCHASED']);
  });

  it('shows a paid order as paid instead of charging it twice', async () => {
    const { createOrder, pay, call, provider, events } = setup();
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    const again = await pay(order.reference, testCards.success);
    expect(again.headers.get('location')).toBe(`/pay/${order.reference}`);
    expect(await (await call(`/pay/${order.reference}`)).text()).toContain(messages.en.paidTitle);
    await provider.idle();
    expect(events()).toEqual(['PURCHASED']);
  });

  it('answers an unknown payment with a page in both languages', async () => {
    const { call } = setup();
    const response = await call('/pay/no-such-order');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(messages.ar.notFoundTitle);
    expect(html).toContain(messages.en.notFoundTitle);
  });
});

describe('expiry', () => {
  it('expires an order unpaid past its time and notifies EXPIRED once', async () => {
    const { createOrder, state, call, clock, provider, events } = setup();
    const { order } = await createOrder();
    clock.now += 59 * 60_000;
    expect(await state(order.reference)).toBe('STARTED');
    clock.now += 60_000;
    expect(await state(order.reference)).toBe('EXPIRED');
    expect(await (await call(`/pay/${order.reference}`)).text()).toContain(messages.en.expiredTitle);
    await provider.idle();
    expect(events()).toEqual(['EXPIRED']);
  });

  it('expires an order at once through the test switch, and only a waiting one', async () => {
    const { createOrder, call, pay, state } = setup();
    const { order } = await createOrder();
    expect((await call(`/__test/orders/${order.reference}/expire`, { method: 'POST' })).status).toBe(200);
    expect(await state(order.reference)).toBe('EXPIRED');
    const paid = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    await pay(paid.reference, testCards.success);
    expect((await call(`/__test/orders/${paid.reference}/expire`, { method: 'POST' })).status).toBe(409);
  });
});

describe('refunds', () => {
  it('refunds only a purchase, in parts up to the amount paid, once per idempotency key', async () => {
    const { createOrder, pay, api, provider, events } = setup();
    const { order } = await createOrder();
    const refund = (value: number, idempotencyKey: string) =>
      api(`/api/orders/${order.reference}/refunds`, { amount: { value }, idempotencyKey });
    expect((await refund(5_000, 'r1')).status).toBe(409);
    await pay(order.reference, testCards.success);
    const part = await refund(5_000, 'r1');
    expect(await part.json()).toMatchObject({ state: 'PURCHASED', refunded: 5_000 });
    expect(await (await refund(5_000, 'r1')).json()).toMatchObject({ refunded: 5_000 });
    expect((await refund(7_000, 'r1')).status).toBe(409);
    expect((await refund(15_001, 'r2')).status).toBe(400);
    expect((await refund(1.5, 'r3')).status).toBe(400);
    expect(await (await refund(15_000, 'r2')).json()).toMatchObject({ state: 'REFUNDED', refunded: 20_000 });
    expect((await refund(1, 'r4')).status).toBe(409);
    await provider.idle();
    expect(events()).toEqual(['PURCHASED', 'REFUNDED']);
  });
});

describe('notifications', () => {
  it('are signed over the timestamp and the raw body with the webhook secret', async () => {
    const { createOrder, pay, provider, delivered, clock } = setup();
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    await provider.idle();
    const [delivery] = delivered;
    expect(delivery!.url).toBe(notificationUrl);
    const timestamp = delivery!.headers.get('x-timestamp')!;
    expect(Number(timestamp)).toBe(Math.floor(clock.now / 1000));
    const expected = createHmac('sha256', webhookSecret)
      .update(`${timestamp}.${delivery!.body}`)
      .digest('hex');
    expect(delivery!.headers.get('x-signature')).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      eventName: 'PURCHASED',
      reference: order.reference,
      merchantOrderReference: 'ORD-2026-000001',
      amount: { currencyCode: 'AED', value: 20_000 },
    });
  });

  it('are retried when the merchant does not answer 2xx, and given up after the last retry', async () => {
    const { createOrder, pay, form, provider, call } = setup({ answers: [500, 503, 200, 500, 500, 500] });
    const first = (await createOrder()).order;
    await pay(first.reference, testCards.success);
    await provider.idle();
    const second = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    await pay(second.reference, testCards.declined);
    await form(`/pay/${second.reference}/cancel`, {});
    await provider.idle();
    const { notifications } = (await (await call('/__test/notifications')).json()) as {
      notifications: { state: string; attempts: { status: number }[] }[];
    };
    expect(notifications.map((sent) => [sent.state, sent.attempts.map((attempt) => attempt.status)])).toEqual(
      [
        ['delivered', [500, 503, 200]],
        ['failed', [500, 500, 500]],
      ],
    );
  });

  it("'duplicate' sends each notification twice with the same event id", async () => {
    const { createOrder, pay, provider, call, delivered } = setup();
    await call('/__test/switches', { method: 'POST', body: JSON.stringify({ notifications: 'duplicate' }) });
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    await provider.idle();
    expect(delivered).toHaveLength(2);
    expect(delivered[0]!.body).toBe(delivered[1]!.body);
  });

  it("'missing' sends nothing and says so; the order can still be queried", async () => {
    const { createOrder, pay, provider, call, delivered, state } = setup();
    await call('/__test/switches', { method: 'POST', body: JSON.stringify({ notifications: 'missing' }) });
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    await provider.idle();
    expect(delivered).toHaveLength(0);
    expect(await state(order.reference)).toBe('PURCHASED');
    const sent = (await (await call(`/__test/notifications?reference=${order.reference}`)).json()) as {
      notifications: { state: string }[];
    };
    expect(sent.notifications.map((notification) => notification.state)).toEqual(['suppressed']);
  });

  it("'late' holds each notification for lateMs", async () => {
    const { createOrder, pay, provider, call, delivered } = setup();
    await call('/__test/switches', {
      method: 'POST',
      body: JSON.stringify({ notifications: 'late', lateMs: 80 }),
    });
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(delivered).toHaveLength(0);
    await provider.idle();
    expect(delivered).toHaveLength(1);
  });

  it("'outOfOrder' sends a later event before an earlier one", async () => {
    const { createOrder, pay, api, provider, call, events } = setup();
    await call('/__test/switches', {
      method: 'POST',
      body: JSON.stringify({ notifications: 'outOfOrder', lateMs: 5_000 }),
    });
    const { order } = await createOrder();
    await pay(order.reference, testCards.success);
    await api(`/api/orders/${order.reference}/refunds`, {
      amount: { value: 20_000 },
      idempotencyKey: 'full',
    });
    await provider.idle();
    expect(events()).toEqual(['REFUNDED', 'PURCHASED']);
  });

  it('take switches for one order without changing the others', async () => {
    const { createOrder, pay, provider, call, delivered } = setup();
    const quiet = (await createOrder()).order;
    const loud = (await createOrder({ merchantOrderReference: 'ORD-2026-000002' })).order;
    const response = await call('/__test/switches', {
      method: 'POST',
      body: JSON.stringify({ notifications: 'missing', reference: quiet.reference }),
    });
    expect(response.status).toBe(200);
    await pay(quiet.reference, testCards.success);
    await pay(loud.reference, testCards.success);
    await provider.idle();
    expect(delivered.map((delivery) => (JSON.parse(delivery.body) as NotificationBody).reference)).toEqual([
      loud.reference,
    ]);
  });

  it('refuses a switch it does not know', async () => {
    const { call } = setup();
    const response = await call('/__test/switches', {
      method: 'POST',
      body: JSON.stringify({ notifications: 'x' }),
    });
    expect(response.status).toBe(400);
  });

  it('have no test switches unless the provider is started with them', async () => {
    const { call } = setup({ testSwitches: false });
    expect((await call('/__test/notifications')).status).toBe(404);
    expect(
      (await call('/__test/switches', { method: 'POST', body: '{"notifications":"missing"}' })).status,
    ).toBe(404);
  });
});

describe('messages', () => {
  it('has every Arabic message written in Arabic', () => {
    for (const [key, message] of Object.entries(messages.ar)) {
      const text = typeof message === 'function' ? message(2) : message;
      expect(text, key).toMatch(/\p{Script=Arabic}/u);
    }
  });
});
