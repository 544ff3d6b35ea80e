import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway';
import { ngeniusGateway } from './ngenius';

// Requests and answers recorded in the shapes N-Genius Online documents (sandbox origin, its example outlet).
const apiUrl = 'https://api-gateway.sandbox.ngenius-payments.com';
const outletRef = '670bfc06-63d6-472b-af75-ad0207ac44f5';
const providerRef = 'cac88045-bec0-432a-8fdd-06902da874d2';
const webhookSecret = 'test-webhook-header-value-0123456789';

interface Exchange {
  request: { method: string; path: string; headers: Record<string, string>; body: unknown };
  response: { status: number; body: unknown };
}

function fixture<T = Exchange>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./ngenius-fixtures/${name}.json`, import.meta.url), 'utf8')) as T;
}

/** A fetch that expects exactly these exchanges in this order, checks each request and answers as recorded. */
function replay(...exchanges: Exchange[]) {
  const expected = [...exchanges];
  const stub: typeof fetch = async (input, init) => {
    const exchange = expected.shift();
    const url = new URL(String(input));
    expect(exchange, `an unexpected ${init?.method} ${url.pathname}`).toBeDefined();
    const { request, response } = exchange!;
    expect(`${init?.method} ${url.origin}${url.pathname}`).toBe(`${request.method} ${apiUrl}${request.path}`);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    expect(headers).toEqual(request.headers);
    expect(init?.body === undefined ? null : JSON.parse(String(init.body))).toEqual(request.body);
    return new Response(JSON.stringify(response.body), {
      status: response.status,
      headers: { 'content-type': 'application/vnd.ni-payment.v2+json' },
    });
  };
  return { stub, remaining: () => expected.length };
}

function gateway(fetchStub: typeof fetch, clock = { now: Date.parse('2026-11-25T10:00:00Z') }) {
  return ngeniusGateway({
    apiUrl,
    apiKey: 'test-ngenius-service-account-key',
    outletRef,
    webhookHeader: 'X-Webhook-Key',
    webhookSecret,
    fetch: fetchStub,
    now: () => clock.now,
  });
}

describe('N-Genius adapter', () => {
  it('creates a PURCHASE order for the hosted page and gives its payment page link', async () => {
    const { stub, remaining } = replay(fixture('access-token'), fixture('create-order'));
    const created = await gateway(stub).createPayment({
      orderNumber: 'PO-2026-000042',
      amountFils: 20_000,
      language: 'en',
      returnUrl: 'http://localhost:3000/en/checkout/return',
      notificationUrl: 'http://127.0.0.1:3100/api/payments/notifications/ngenius',
      description: 'Fees: TS-2026-000007, TS-2026-000008',
    });
    expect(created).toEqual({
      providerRef,
      paymentUrl: 'https://paypage.sandbox.ngenius-payments.com/?code=3cb068fe2f6edeff',
    });
    expect(remaining()).toBe(0);
  });

  it('reads the order state from its payment', async () => {
    const { stub } = replay(
      fixture('access-token'),
      fixture('order-started'),
      fixture('order-purchased'),
      fixture('order-failed'),
      fixture('order-refunded'),
    );
    const ngenius = gateway(stub);
    const base = { providerRef, orderNumber: 'PO-2026-000042', amountFils: 20_000 };
    expect(await ngenius.queryPayment(providerRef)).toEqual({
      ...base,
      state: 'awaitingPayment',
      refundedFils: 0,
    });
    expect(await ngenius.queryPayment(providerRef)).toEqual({ ...base, state: 'paid', refundedFils: 0 });
    expect(await ngenius.queryPayment(providerRef)).toEqual({ ...base, state: 'declined', refundedFils: 0 });
    expect(await ngenius.queryPayment(providerRef)).toEqual({
      ...base,
      state: 'refunded',
      refundedFils: 20_000,
    });
  });

  it('closes an unpaid order on cancel (N-Genius has none for it) and answers a paid one as paid', async () => {
    const { stub, remaining } = replay(
      fixture('access-token'),
      fixture('order-started'),
      fixture('order-purchased'),
    );
    const ngenius = gateway(stub);
    expect(await ngenius.cancelPayment(providerRef)).toMatchObject({ state: 'cancelled', refundedFils: 0 });
    expect(await ngenius.cancelPayment(providerRef)).toMatchObject({ state: 'paid', amountFils: 20_000 });
    expect(remaining()).toBe(0);
  });

  it('keeps its access token until shortly before it expires, then asks for a new one', async () => {
    const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
    const { stub, remaining } = replay(
      fixture('access-token'),
      fixture('order-started'),
      fixture('order-started'),
      fixture('access-token'),
      fixture('order-started'),
    );
    const ngenius = gateway(stub, clock);
    await ngenius.queryPayment(providerRef);
    clock.now += 269_000;
    await ngenius.queryPayment(providerRef);
    clock.now += 2_000;
    await ngenius.queryPayment(providerRef);
    expect(remaining()).toBe(0);
  });

  it("refunds through the payment's cnp:refund link and answers with the order as it now is", async () => {
    const { stub, remaining } = replay(
      fixture('access-token'),
      fixture('order-purchased'),
      fixture('refund'),
      fixture('order-refunded'),
    );
    expect(await gateway(stub).refund(providerRef, 20_000, 'refund-PO-2026-000042-1')).toMatchObject({
      state: 'refunded',
      refundedFils: 20_000,
    });
    expect(remaining()).toBe(0);
  });

  it('answers a retried refund that already went through from the order, without refunding twice', async () => {
    const { stub, remaining } = replay(fixture('access-token'), fixture('order-refunded'));
    expect(await gateway(stub).refund(providerRef, 20_000, 'refund-PO-2026-000042-1')).toMatchObject({
      state: 'refunded',
    });
    expect(remaining()).toBe(0);
  });

  it('refuses to refund an order that is not paid, without asking N-Genius to', async () => {
    const { stub } = replay(fixture('access-token'), fixture('order-started'));
    await expect(gateway(stub).refund(providerRef, 100, 'key')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 409,
    });
  });

  it('turns an error answer into a GatewayError with its status', async () => {
    const { stub } = replay(fixture('access-token'), fixture('unauthorized'));
    const error = await gateway(stub)
      .queryPayment(providerRef)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 401 });
  });

  it('sends its token to no other origin than N-Genius, whatever a link says', async () => {
    const purchased = fixture('order-purchased');
    const payment = (
      purchased.response.body as { _embedded: { payment: { _links: Record<string, unknown> }[] } }
    )._embedded.payment[0]!;
    payment._links['cnp:refund'] = { href: 'https://attacker.example/refund' };
    const { stub, remaining } = replay(fixture('access-token'), purchased);
    await expect(gateway(stub).refund(providerRef, 20_000, 'key')).rejects.toThrow(GatewayError);
    expect(remaining()).toBe(0);
  });

  it('says a payment provider that cannot be reached is a GatewayError', async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(gateway(unreachable).queryPayment(providerRef)).rejects.toThrow(GatewayError);
  });

  describe('webhooks', () => {
    const webhook = fixture<{ headers: Record<string, string>; body: unknown }>('webhook-purchased');
    const raw = JSON.stringify(webhook.body);
    const ngenius = gateway(replay().stub);

    it('are taken with the header set in the portal, as a hint naming the order', () => {
      expect(ngenius.verifyNotification(raw, new Headers(webhook.headers))).toEqual({
        providerRef,
        orderNumber: 'PO-2026-000042',
        eventId: '8e0e3a2b-6e07-4c0f-9e66-2b1e5f9c4d11',
      });
    });

    it('are refused without the header, with another value, or malformed', () => {
      expect(ngenius.verifyNotification(raw, new Headers({ 'content-type': 'application/json' }))).toBeNull();
      const forged = new Headers({ ...webhook.headers, 'x-webhook-key': `${webhookSecret}x` });
      expect(ngenius.verifyNotification(raw, forged)).toBeNull();
      const headers = new Headers(webhook.headers);
      expect(ngenius.verifyNotification('{"eventId":', headers)).toBeNull();
      expect(ngenius.verifyNotification('{"eventId":"e1","eventName":"PURCHASED"}', headers)).toBeNull();
      expect(ngenius.verifyNotification('null', headers)).toBeNull();
    });
  });
});
