import {
  createPaymentProvider,
  signNotification,
  testCards,
  type PaymentProvider,
} from '@uaeaf/payment-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedGateway, notificationToleranceSeconds } from './embedded';
import { GatewayError } from './gateway';

const apiKey = 'embedded-api-key-0123456789';
const webhookSecret = 'embedded-webhook-secret-0123456789';
const url = 'http://127.0.0.1:3200';

interface Sent {
  body: string;
  headers: Headers;
}

let provider: PaymentProvider | undefined;
afterEach(() => provider?.close());

/** The real provider in-process: the adapter's requests reach its handler, its notifications land in `sent`. */
function setup() {
  const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
  const sent: Sent[] = [];
  provider = createPaymentProvider({
    apiKey,
    webhookSecret,
    publicUrl: url,
    testSwitches: true,
    now: () => clock.now,
    log: () => {},
    fetch: async (_url, init) => {
      sent.push({ body: String(init?.body), headers: new Headers(init?.headers) });
      return new Response(null, { status: 204 });
    },
  });
  const p = provider;
  const toProvider: typeof fetch = (input, init) => p.fetch(new Request(input, init));
  const gateway = embeddedGateway({ url, apiKey, webhookSecret, fetch: toProvider, now: () => clock.now });
  const payWith = (paymentUrl: string, card: string) =>
    toProvider(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({
        cardNumber: card,
        expiry: '08/29',
        cvv: '123',
        cardholderName: 'Noura Ali',
      }),
    });
  const create = (orderNumber = 'PO-2026-000042') =>
    gateway.createPayment({
      orderNumber,
      amountFils: 20_000,
      language: 'ar',
      returnUrl: 'http://localhost:3000/checkout/return',
      notificationUrl: 'http://127.0.0.1:3100/api/payments/notifications/embedded',
      description: 'TS-2026-000007',
    });
  return { gateway, provider: p, toProvider, payWith, create, sent, clock };
}

describe('embedded adapter', () => {
  it('creates a payment once per order number and follows it to paid and refunded', async () => {
    const { gateway, create, payWith } = setup();
    const created = await create();
    expect(created.paymentUrl).toBe(`${url}/pay/${created.providerRef}`);
    expect((await create()).providerRef).toBe(created.providerRef);
    const base = { providerRef: created.providerRef, orderNumber: 'PO-2026-000042', amountFils: 20_000 };
    expect(await gateway.queryPayment(created.providerRef)).toEqual({
      ...base,
      state: 'awaitingPayment',
      refundedFils: 0,
    });
    await payWith(created.paymentUrl, testCards.success);
    expect(await gateway.queryPayment(created.providerRef)).toMatchObject({ state: 'paid' });
    expect(await gateway.refund(created.providerRef, 5_000, 'refund-1')).toEqual({
      ...base,
      state: 'paid',
      refundedFils: 5_000,
    });
    expect(await gateway.refund(created.providerRef, 5_000, 'refund-1')).toMatchObject({
      refundedFils: 5_000,
    });
    expect(await gateway.refund(created.providerRef, 15_000, 'refund-2')).toMatchObject({
      state: 'refunded',
      refundedFils: 20_000,
    });
  });

  it('reads declined, cancelled and expired orders', async () => {
    const { gateway, create, payWith, toProvider } = setup();
    const declined = await create('PO-1');
    await payWith(declined.paymentUrl, testCards.declined);
    // Another card may still be tried; the payer's way back ends the order as declined.
    expect(await gateway.queryPayment(declined.providerRef)).toMatchObject({ state: 'awaitingPayment' });
    await toProvider(`${declined.paymentUrl}/cancel`, { method: 'POST' });
    expect(await gateway.queryPayment(declined.providerRef)).toMatchObject({ state: 'declined' });
    const cancelled = await create('PO-2');
    await toProvider(`${cancelled.paymentUrl}/cancel`, { method: 'POST' });
    expect(await gateway.queryPayment(cancelled.providerRef)).toMatchObject({ state: 'cancelled' });
    const expired = await create('PO-3');
    await toProvider(`${url}/__test/orders/${expired.providerRef}/expire`, { method: 'POST' });
    expect(await gateway.queryPayment(expired.providerRef)).toMatchObject({ state: 'expired' });
  });

  it('cancels a payment still waiting, and answers a paid one as paid', async () => {
    const { gateway, create, payWith } = setup();
    const waiting = await create('PO-1');
    expect(await gateway.cancelPayment(waiting.providerRef)).toMatchObject({
      orderNumber: 'PO-1',
      state: 'cancelled',
    });
    const paid = await create('PO-2');
    await payWith(paid.paymentUrl, testCards.success);
    expect(await gateway.cancelPayment(paid.providerRef)).toMatchObject({
      state: 'paid',
      amountFils: 20_000,
    });
  });

  it('turns a refusal or an unreachable provider into a GatewayError', async () => {
    const { gateway, create, toProvider } = setup();
    const created = await create();
    await expect(gateway.refund(created.providerRef, 100, 'too-early')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 409,
    });
    await expect(gateway.queryPayment('no-such-order')).rejects.toMatchObject({ status: 404 });
    const unreachable = embeddedGateway({
      url,
      apiKey,
      webhookSecret,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(unreachable.queryPayment(created.providerRef)).rejects.toThrow(GatewayError);
    const wrongKey = embeddedGateway({
      url,
      apiKey: 'another-key-0123456789',
      webhookSecret,
      fetch: toProvider,
    });
    await expect(wrongKey.queryPayment(created.providerRef)).rejects.toMatchObject({ status: 401 });
  });

  describe('notifications', () => {
    /** A real notification, as the provider signed and sent it. */
    async function received() {
      const context = setup();
      const created = await context.create();
      await context.payWith(created.paymentUrl, testCards.success);
      await context.provider.idle();
      return { ...context, created, notification: context.sent[0]! };
    }

    it('are taken when signed with the secret in time, as a hint naming the order', async () => {
      const { gateway, created, notification } = await received();
      expect(gateway.verifyNotification(notification.body, notification.headers)).toEqual({
        providerRef: created.providerRef,
        orderNumber: 'PO-2026-000042',
        eventId: JSON.parse(notification.body).eventId,
      });
    });

    it('are refused when the body was changed, or signed with another secret', async () => {
      const { gateway, notification, toProvider, clock } = await received();
      const changed = notification.body.replace('"PURCHASED"', '"REFUNDED"');
      expect(gateway.verifyNotification(changed, notification.headers)).toBeNull();
      const other = embeddedGateway({
        url,
        apiKey,
        webhookSecret: 'another-secret-0123456789',
        fetch: toProvider,
        now: () => clock.now,
      });
      expect(other.verifyNotification(notification.body, notification.headers)).toBeNull();
    });

    it('are refused unsigned, with a malformed signature or timestamp', async () => {
      const { gateway, notification } = await received();
      const timestamp = notification.headers.get('x-timestamp')!;
      const signature = notification.headers.get('x-signature')!;
      const check = (headers: Record<string, string>) =>
        gateway.verifyNotification(notification.body, new Headers(headers));
      expect(check({})).toBeNull();
      expect(check({ 'x-timestamp': timestamp })).toBeNull();
      expect(check({ 'x-signature': signature })).toBeNull();
      expect(check({ 'x-timestamp': `${timestamp}.5`, 'x-signature': signature })).toBeNull();
      expect(check({ 'x-timestamp': timestamp, 'x-signature': signature.slice(0, -1) })).toBeNull();
      expect(check({ 'x-timestamp': timestamp, 'x-signature': `${signature}00` })).toBeNull();
    });

    it('are refused when too old (a replay) or dated in the future, or moved to a new timestamp', async () => {
      const { gateway, notification, clock } = await received();
      const signedAt = clock.now;
      clock.now = signedAt + notificationToleranceSeconds * 1000;
      expect(gateway.verifyNotification(notification.body, notification.headers)).not.toBeNull();
      clock.now = signedAt + (notificationToleranceSeconds + 1) * 1000;
      expect(gateway.verifyNotification(notification.body, notification.headers)).toBeNull();
      clock.now = signedAt - (notificationToleranceSeconds + 1) * 1000;
      expect(gateway.verifyNotification(notification.body, notification.headers)).toBeNull();
      clock.now = signedAt + 3_600_000;
      const moved = new Headers(notification.headers);
      moved.set('x-timestamp', String(Math.floor(clock.now / 1000)));
      expect(gateway.verifyNotification(notification.body, moved)).toBeNull();
    });

    it('are refused when correctly signed but not a notification', async () => {
      const { gateway, clock } = await received();
      const timestamp = String(Math.floor(clock.now / 1000));
      for (const body of [
        '{',
        '[]',
        '{"eventId":"e1","eventName":"PAID","reference":"r","merchantOrderReference":"m"}',
      ]) {
        const headers = new Headers({
          'x-timestamp': timestamp,
          'x-signature': signNotification(webhookSecret, timestamp, body),
        });
        expect(gateway.verifyNotification(body, headers)).toBeNull();
      }
    });
  });
});
