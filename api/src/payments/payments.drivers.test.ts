import { signNotification } from '@uaeaf/payment-provider';
import {
  CartSchema,
  CheckoutResponseSchema,
  OfficeOrderDetailSchema,
  OfficeOrderListResponseSchema,
  OfficeOrderSchema,
  OrderSchema,
  OrderStatuses,
  OwnOrdersResponseSchema,
  ReconciliationSchema,
} from '@uaeaf/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, silentLogger } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { billInCart, paymentsHarness, providerKeys } from '../../test/payments';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { bills, cartItems, members, orders, outgoingMail, paymentNotifications, refunds } from '../db/schema';
import { closeOverdueOrder } from './expiry';
import { applyPaymentState } from './apply-state';
import type { GatewayState } from './gateways';
import { startNotificationPruneJob } from './notification-prune-job';
import { unsignedNotificationsPerHour } from './notifications';
import { nextOrderId, orderNumber } from './orders';

let database: DatabaseHandle;
let app: Hono;
let harness: ReturnType<typeof paymentsHarness>;
let call: Awaited<ReturnType<typeof demoCallers>>;

// The provider signs with the real clock; the API's clock runs with it and can be moved on (the expiry tests).
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const club = 'club@example.ae';
const archer = 'mariam.archer@example.ae';
const finance = 'finance@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  harness = paymentsHarness(database, now);
  app = harness.app;
  call = await demoCallers(app, database);
  // The archer reads mail in English; the club, like every demo member, in Arabic.
  await database.db.update(members).set({ language: 'en' }).where(eq(members.email, archer));
});
afterAll(async () => {
  harness.provider.close();
  await database.close();
});

const bill = (email: string, amountFils = 10_000) =>
  billInCart(database, call.idOf(email), amountFils, now());

async function checkout(email: string, body: unknown = { language: 'en' }) {
  const response = await call.post('/account/checkout', email, body);
  expect(response.status).toBe(201);
  return v.parse(CheckoutResponseSchema, await response.json());
}

async function billRow(id: number) {
  const [row] = await database.db.select().from(bills).where(eq(bills.id, id));
  return row!;
}

async function orderRow(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function notificationsOf(orderId: number) {
  return database.db
    .select({ outcome: paymentNotifications.outcome, valid: paymentNotifications.valid })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderId, orderId))
    .orderBy(asc(paymentNotifications.id));
}

async function mailTo(email: string) {
  return database.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, email))
    .orderBy(asc(outgoingMail.id));
}

/** A notification as the provider signs it, `ageSeconds` old. */
function signed(body: Record<string, unknown>, ageSeconds = 0, secret = providerKeys.webhookSecret) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signNotification(secret, timestamp, raw),
    },
    body: raw,
  };
}

function notify(init: RequestInit, provider = 'embedded') {
  return app.request(`/api/payments/notifications/${provider}`, init);
}

describe('the order state machine', () => {
  const GatewayStates = [
    'awaitingPayment',
    'paid',
    'declined',
    'cancelled',
    'expired',
    'refunded',
  ] as const satisfies readonly GatewayState[];
  // The transitions: created -> awaiting payment -> paid | declined | expired | cancelled, then refunded.
  const allowed = new Set([
    'created>awaitingPayment',
    'created>paid',
    'created>declined',
    'created>expired',
    'created>cancelled',
    'awaitingPayment>paid',
    'awaitingPayment>declined',
    'awaitingPayment>expired',
    'awaitingPayment>cancelled',
    'paid>refunded',
  ]);

  it('applies the provider’s answer only along the allowed transitions, and says which answers it ignored', async () => {
    const member = call.idOf('hamad.masters@example.ae');
    const seen: string[] = [];
    for (const from of OrderStatuses) {
      for (const to of GatewayStates) {
        const id = await nextOrderId(database.db);
        const number = orderNumber(uaeToday(now()), id);
        // No provider reference yet: a paid answer for a closed order would otherwise be refunded at the provider.
        await database.db
          .insert(orders)
          .values({ id, number, memberId: member, status: from, method: 'card', amountFils: 100 });
        const outcome = await applyPaymentState(harness.payments, id, {
          providerRef: null,
          orderNumber: number,
          state: to,
          amountFils: 100,
          refundedFils: 0,
        });
        const expected = from === to ? 'duplicate' : allowed.has(`${from}>${to}`) ? 'applied' : 'ignored';
        expect({ from, to, outcome }).toEqual({ from, to, outcome: expected });
        expect((await orderRow(id)).status).toBe(expected === 'applied' ? to : from);
        if (outcome === 'applied') seen.push(`${from}>${to}`);
      }
    }
    expect(new Set(seen)).toEqual(allowed);
  });
});

describe('checkout and a card payment', () => {
  let orderId: number;
  let billIds: number[];

  it('makes an order awaiting payment at the provider, holding the bills, in the language asked for', async () => {
    billIds = [await bill(club, 10_000), await bill(club, 2_550)];
    const started = performance.now();
    const { order, paymentUrl } = await checkout(club);
    const took = performance.now() - started;
    orderId = order.id;
    expect(order).toMatchObject({
      status: 'awaitingPayment',
      method: 'card',
      amountFils: 12_550,
      paidAt: null,
      paymentUrl,
    });
    expect(order.number).toMatch(new RegExp(`^OR-${uaeToday(now()).slice(0, 4)}-\\d{6}$`));
    expect(order.bills.map((item) => item.id)).toEqual(billIds);
    expect(paymentUrl).toMatch(/^http:\/\/provider\.test\/pay\//);
    expect(harness.calls.create).toBe(1);
    for (const id of billIds) expect((await billRow(id)).openOrderId).toBe(orderId);
    expect((await orderRow(orderId)).language).toBe('en');
    expect((await auditTrail(database.db, 'order', orderId)).map((row) => row.toStatus)).toEqual([
      'created',
      'awaitingPayment',
    ]);
    console.info(`checkout (API side, in-process provider): ${took.toFixed(1)} ms`);
  });

  it('cancels the first order at the provider when the same bills are checked out again, and goes on', async () => {
    // The member left the provider's page without paying and pays again (decision 085): no 409 for 30 minutes.
    const first = await orderRow(orderId);
    const again = await checkout(club);
    expect(harness.calls.cancel).toBe(1);
    expect(harness.calls.create).toBe(2);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(again.order.bills.map((item) => item.id)).toEqual(billIds);
    for (const id of billIds) expect((await billRow(id)).openOrderId).toBe(again.order.id);
    // The first page takes no card any more: the payer is shown it was cancelled, and nothing moves here.
    const late = await harness.payAt(first.paymentUrl!);
    expect(late.headers.get('location')).toBe(new URL(first.paymentUrl!).pathname);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect((await auditTrail(database.db, 'order', orderId)).map((row) => row.action)).toEqual([
      'order.created',
      'order.awaitingPayment',
      'order.cancelRequested',
      'order.cancelled',
    ]);
    orderId = again.order.id;
  });

  it('pays the order and its bills on the signed notification, empties the cart and mails the member', async () => {
    const started = performance.now();
    const paid = await harness.payAt((await orderRow(orderId)).paymentUrl!);
    const took = performance.now() - started;
    // The browser goes back to the return page in the order's language; the provider notified the API's own address.
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000/en/payment/return\\?order=${orderId}(&|$)`),
    );
    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    for (const id of billIds) {
      expect(await billRow(id)).toMatchObject({ status: 'paid', paidOrderId: orderId, openOrderId: null });
    }
    const [{ inCart }] = (await database.db
      .select({ inCart: count() })
      .from(cartItems)
      .where(inArray(cartItems.billId, billIds))) as [{ inCart: number }];
    expect(inCart).toBe(0);
    expect(await notificationsOf(orderId)).toEqual([{ outcome: 'applied', valid: true }]);
    expect((await auditTrail(database.db, 'order', orderId)).map((row) => row.toStatus)).toEqual([
      'created',
      'awaitingPayment',
      'paid',
    ]);
    expect((await auditTrail(database.db, 'bill', billIds[0]!)).map((row) => row.action)).toEqual([
      'bill.issued',
      'bill.paid',
    ]);
    // In the member's language (the club registered in Arabic), whatever the language of the payment page.
    const mail = (await mailTo(club)).at(-1)!;
    expect(mail.subject).toBe(`تم استلام دفعتك: طلب اتحاد الإمارات للقوس والسهم ${order.number}`);
    expect(mail.body).toContain(
      new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(125.5),
    );
    expect(mail.body).toContain('http://localhost:3000/my-account/fees');
    console.info(`card payment to paid, notification handled in process: ${took.toFixed(1)} ms`);
  });

  it('answers the member their orders, newest first, and another member 404 for this one', async () => {
    const mine = v.parse(OwnOrdersResponseSchema, await (await call.get('/account/orders', club)).json());
    expect(mine.items[0]).toMatchObject({ id: orderId, status: 'paid', paymentUrl: null });
    await expectApiError(await call.get(`/account/orders/${orderId}`, archer), 404, 'not_found');
  });

  it('treats a replay of the applied notification as a duplicate without asking the provider again', async () => {
    const stored = await orderRow(orderId);
    const queries = harness.calls.query;
    const [sent] = await harness.sentNotifications(stored.providerRef!);
    const replay = signed({
      eventId: sent!.eventId,
      eventName: 'PURCHASED',
      reference: stored.providerRef,
      merchantOrderReference: stored.number,
    });
    expect((await notify(replay)).status).toBe(200);
    expect(harness.calls.query).toBe(queries);
    expect((await notificationsOf(orderId)).map((row) => row.outcome)).toEqual(['applied', 'duplicate']);
    expect((await mailTo(club)).filter((mail) => mail.subject.includes(stored.number))).toHaveLength(1);
  });

  it('ignores a decline arriving after the payment: the provider, asked, says paid', async () => {
    const stored = await orderRow(orderId);
    const late = signed({
      eventId: 'late-decline',
      eventName: 'DECLINED',
      reference: stored.providerRef,
      merchantOrderReference: stored.number,
    });
    expect((await notify(late)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect((await notificationsOf(orderId)).at(-1)!.outcome).toBe('duplicate');
  });
});

describe('notifications that are not the provider’s', () => {
  let orderId: number;
  let reference: string;
  let number: string;

  beforeAll(async () => {
    await bill(club, 5_000);
    const { order } = await checkout(club);
    orderId = order.id;
    const stored = await orderRow(orderId);
    reference = stored.providerRef!;
    number = stored.number;
    // The member pays, but the provider's own notification never comes.
    await harness.setNotifications('missing', reference);
    await harness.payAt(stored.paymentUrl!);
  });

  const body = () => ({
    eventId: 'forged-1',
    eventName: 'PURCHASED',
    reference,
    merchantOrderReference: number,
  });

  it('logs forged, unsigned, stale and misaddressed ones, answers 400 and changes nothing', async () => {
    const forged = signed(body(), 0, 'not-the-secret-0123456789');
    const unsigned = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
    };
    const stale = signed(body(), 3600);
    for (const init of [forged, unsigned, stale])
      await expectApiError(await notify(init), 400, 'bad_signature');
    await expectApiError(await notify(signed(body()), 'ngenius'), 400, 'bad_signature');
    expect((await orderRow(orderId)).status).toBe('awaitingPayment');
    const logged = await database.db
      .select({ outcome: paymentNotifications.outcome, valid: paymentNotifications.valid })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'badSignature'));
    expect(logged.length).toBeGreaterThanOrEqual(4);
    expect(logged.every((row) => !row.valid)).toBe(true);
  });

  it('logs a signed one for an order it does not know and answers 200 so the provider stops', async () => {
    const response = await notify(
      signed({ ...body(), eventId: 'x', merchantOrderReference: 'OR-1999-000001' }),
    );
    expect(await response.json()).toEqual({ outcome: 'unknownOrder' });
  });

  it('on the return page, does not trust the redirect but asks the provider when told to refresh', async () => {
    const plain = v.parse(OrderSchema, await (await call.get(`/account/orders/${orderId}`, club)).json());
    expect(plain.status).toBe('awaitingPayment');
    const refreshed = v.parse(
      OrderSchema,
      await (await call.get(`/account/orders/${orderId}?refresh=true`, club)).json(),
    );
    expect(refreshed.status).toBe('paid');
    await expectApiError(
      await call.get(`/account/orders/${orderId}?refresh=yes`, club),
      400,
      'validation_failed',
    );
  });
});

describe('unsigned notifications (decision 083)', () => {
  const unsignedFrom = (address: string, body: string) =>
    notify({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body,
    });
  const recordsFrom = async (address: string) =>
    (
      await database.db
        .select({ body: paymentNotifications.body, valid: paymentNotifications.valid })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.outcome, 'badSignature'))
    ).filter((row) => row.body.includes(`"${address}"`));

  it('keeps who sent one and the order it claimed, never its body', async () => {
    const claim = JSON.stringify({
      eventId: 'forged-long',
      eventName: 'PURCHASED',
      merchantOrderReference: 'OR-2026-000042',
      padding: 'x'.repeat(8_000),
    });
    const before = Date.now();
    await expectApiError(await unsignedFrom('203.0.113.7', claim), 400, 'bad_signature');
    await expectApiError(await unsignedFrom('203.0.113.7', '{"nothing":"claimed"}'), 400, 'bad_signature');
    const rows = await database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'badSignature'));
    const records = rows.filter((row) => row.body.includes('203.0.113.7'));
    expect(records.map((row) => JSON.parse(row.body))).toEqual([
      { from: '203.0.113.7', claimedOrder: 'OR-2026-000042' },
      { from: '203.0.113.7', claimedOrder: null },
    ]);
    for (const record of records) {
      expect(record.body.length).toBeLessThan(200);
      expect(record).toMatchObject({ provider: 'embedded', valid: false, orderId: null, eventId: null });
      expect(record.receivedAt.getTime()).toBeGreaterThanOrEqual(before + offsetMs - 1_000);
    }
  });

  it(`records ${unsignedNotificationsPerHour} an hour from one address, answers the rest the same and stores nothing`, async () => {
    for (let i = 0; i <= unsignedNotificationsPerHour; i += 1) {
      await expectApiError(await unsignedFrom('198.51.100.9', '{}'), 400, 'bad_signature');
    }
    expect(await recordsFrom('198.51.100.9')).toHaveLength(unsignedNotificationsPerHour);
    // Another address has its own allowance.
    await expectApiError(await unsignedFrom('198.51.100.10', '{}'), 400, 'bad_signature');
    expect(await recordsFrom('198.51.100.10')).toHaveLength(1);
  });

  it('does not hold back a signed one from an address whose unsigned allowance is spent', async () => {
    await bill(club, 4_000);
    const { order } = await checkout(club);
    const stored = await orderRow(order.id);
    await harness.setNotifications('missing', stored.providerRef!);
    await harness.payAt(stored.paymentUrl!);
    for (let i = 0; i <= unsignedNotificationsPerHour; i += 1) await unsignedFrom('192.0.2.44', '{}');
    const init = signed({
      eventId: 'signed-after-flood',
      eventName: 'PURCHASED',
      reference: stored.providerRef,
      merchantOrderReference: stored.number,
    });
    const response = await notify({ ...init, headers: { ...init.headers, 'x-forwarded-for': '192.0.2.44' } });
    expect(await response.json()).toEqual({ outcome: 'applied' });
    expect((await orderRow(order.id)).status).toBe('paid');
    const [logged] = await database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, order.id));
    expect(logged).toMatchObject({ valid: true, outcome: 'applied', body: init.body });
  });

  it('are deleted by the nightly job after 30 days; younger ones and signed ones stay', async () => {
    const at = (days: number) => new Date(now().getTime() - days * 86_400_000);
    const inserted = await database.db
      .insert(paymentNotifications)
      .values([
        { receivedAt: at(31), provider: 'embedded', valid: false, outcome: 'badSignature', body: '{}' },
        { receivedAt: at(29), provider: 'embedded', valid: false, outcome: 'badSignature', body: '{}' },
        { receivedAt: at(31), provider: 'embedded', valid: true, outcome: 'unknownOrder', body: '{}' },
      ])
      .returning({ id: paymentNotifications.id });
    const [old, young, signedOld] = inserted.map((row) => row.id);
    const exists = async (id: number) =>
      (
        await database.db
          .select({ id: paymentNotifications.id })
          .from(paymentNotifications)
          .where(eq(paymentNotifications.id, id))
      ).length === 1;
    const job = await startNotificationPruneJob(database, {
      logger: silentLogger,
      now,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await job.runNow();
      await expect.poll(() => exists(old!), { timeout: 15_000 }).toBe(false);
      expect(await exists(young!)).toBe(true);
      expect(await exists(signedOld!)).toBe(true);
    } finally {
      await job.stop();
    }
  });
});

describe('declined payments and the provider failing', () => {
  it('leaves a declined order’s bills unpaid, released and in the cart', async () => {
    const id = await bill(club, 7_000);
    const { order, paymentUrl } = await checkout(club);
    await harness.payAt(paymentUrl, 'declined');
    expect((await orderRow(order.id)).status).toBe('declined');
    expect(await billRow(id)).toMatchObject({ status: 'unpaid', openOrderId: null });
    const [inCart] = await database.db.select().from(cartItems).where(eq(cartItems.billId, id));
    expect(inCart).toBeDefined();
    // Free again: the next checkout takes it.
    const again = await checkout(club);
    expect(again.order.bills.map((item) => item.id)).toEqual([id]);
    await harness.payAt(again.paymentUrl, 'declined');
  });

  it('cancels the order and releases its bills when the provider does not make the payment (503)', async () => {
    const id = await bill(archer, 3_000);
    const gateway = harness.payments.gateway!;
    const createPayment = gateway.createPayment;
    (gateway as { createPayment: typeof createPayment }).createPayment = () =>
      Promise.reject(new Error('down'));
    try {
      await expectApiError(
        await call.post('/account/checkout', archer, { language: 'ar' }),
        503,
        'payments_unavailable',
      );
    } finally {
      (gateway as { createPayment: typeof createPayment }).createPayment = createPayment;
    }
    const row = await billRow(id);
    expect(row.openOrderId).toBeNull();
    const cancelled = await orderRow(
      (await database.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id))).at(-1)!.id,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', memberId: call.idOf(archer) });
    expect((await auditTrail(database.db, 'order', cancelled.id)).map((e) => e.toStatus)).toEqual([
      'created',
      'cancelled',
    ]);
    await database.db.delete(cartItems).where(eq(cartItems.billId, id));
  });
});

describe('two checkouts of one bill at once', () => {
  // Whichever comes second either finds the first still being made (409 bill_in_payment) or finds it at the provider
  // and cancels it there before going on (decision 085): either way one order alone can take the money.
  it('leave one order that can be paid; the other is refused with 409 or cancelled at the provider', async () => {
    const id = await bill(archer, 4_000);
    const answers = await Promise.all([
      call.post('/account/checkout', archer, { language: 'ar' }),
      call.post('/account/checkout', archer, { language: 'ar' }),
    ]);
    const made = [];
    for (const answer of answers) {
      if (answer.status === 409) await expectApiError(answer, 409, 'bill_in_payment');
      else made.push(v.parse(CheckoutResponseSchema, await answer.json()));
    }
    expect(made.length).toBeGreaterThan(0);
    const states = await Promise.all(
      made.map(async ({ order }) => {
        const { status, providerRef } = await orderRow(order.id);
        return [status, (await harness.payments.gateway!.queryPayment(providerRef!)).state];
      }),
    );
    const payable = made.filter((_, index) => states[index]![0] === 'awaitingPayment');
    expect(payable).toHaveLength(1);
    expect(states.filter(([here]) => here !== 'awaitingPayment')).toEqual(
      Array(made.length - 1).fill(['cancelled', 'cancelled']),
    );
    expect((await billRow(id)).openOrderId).toBe(payable[0]!.order.id);
    await harness.payAt(payable[0]!.paymentUrl);
  });
});

describe('a payment left unfinished (decision 085)', () => {
  const cancel = (id: number, email = archer) => call.post(`/account/orders/${id}/cancel`, email, {});

  it('is listed as open, and cancelled at the member’s word: bills free and in the cart, its page closed', async () => {
    const id = await bill(archer, 6_000);
    const { order, paymentUrl } = await checkout(archer);
    const open = v.parse(
      OwnOrdersResponseSchema,
      await (await call.get('/account/orders?open=true', archer)).json(),
    );
    expect(open.items).toEqual([
      expect.objectContaining({ id: order.id, status: 'awaitingPayment', paymentUrl }),
    ]);
    await expectApiError(await call.get('/account/orders?open=yes', archer), 400, 'validation_failed');
    await expectApiError(await cancel(order.id, club), 404, 'not_found');

    const answer = await cancel(order.id);
    expect(answer.status).toBe(200);
    expect(v.parse(OrderSchema, await answer.json())).toMatchObject({
      status: 'cancelled',
      paymentUrl: null,
    });
    expect(await billRow(id)).toMatchObject({ status: 'unpaid', openOrderId: null });
    expect(await database.db.select().from(cartItems).where(eq(cartItems.billId, id))).toHaveLength(1);
    const trail = await auditTrail(database.db, 'order', order.id);
    expect(trail.find((row) => row.action === 'order.cancelRequested')?.actorId).toBe(call.idOf(archer));
    await harness.payAt(paymentUrl);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    const none = await call.get('/account/orders?open=true', archer);
    expect(v.parse(OwnOrdersResponseSchema, await none.json()).items).toEqual([]);
    // Once ended, a cancel changes nothing and answers the order as it is.
    expect(v.parse(OrderSchema, await (await cancel(order.id)).json()).status).toBe('cancelled');
    await database.db.delete(cartItems).where(eq(cartItems.billId, id));
  });

  it('is recorded as paid when the payer paid just before the cancel, though no notification came', async () => {
    const id = await bill(archer, 6_500);
    const { order, paymentUrl } = await checkout(archer);
    await harness.setNotifications('missing', (await orderRow(order.id)).providerRef!);
    await harness.payAt(paymentUrl);
    expect((await orderRow(order.id)).status).toBe('awaitingPayment');
    const answer = v.parse(OrderSchema, await (await cancel(order.id)).json());
    expect(answer.status).toBe('paid');
    expect(await billRow(id)).toMatchObject({ status: 'paid', paidOrderId: order.id, openOrderId: null });
  });

  it('makes a new checkout refuse bills the unfinished payment paid meanwhile (409 bill_not_payable)', async () => {
    const id = await bill(archer, 7_500);
    const { order, paymentUrl } = await checkout(archer);
    await harness.setNotifications('missing', (await orderRow(order.id)).providerRef!);
    await harness.payAt(paymentUrl);
    const creates = harness.calls.create;
    await expectApiError(
      await call.post('/account/checkout', archer, { language: 'en', billIds: [id] }),
      409,
      'bill_not_payable',
    );
    expect(harness.calls.create).toBe(creates);
    expect(await billRow(id)).toMatchObject({ status: 'paid', paidOrderId: order.id });
  });

  it('ends the same way here and at the provider when the cancel and the payment race', async () => {
    for (const notifications of ['normal', 'late', 'missing']) {
      const id = await bill(archer, 8_000);
      const { order, paymentUrl } = await checkout(archer);
      const { providerRef } = await orderRow(order.id);
      await harness.setNotifications(notifications, providerRef!);
      const [cancelled] = await Promise.all([cancel(order.id), harness.payAt(paymentUrl)]);
      expect(cancelled.status).toBe(200);
      await harness.provider.idle();
      const there = await harness.payments.gateway!.queryPayment(providerRef!);
      const here = await orderRow(order.id);
      expect({ notifications, here: here.status }).toEqual({ notifications, here: there.state });
      expect(['paid', 'cancelled']).toContain(here.status);
      expect(await billRow(id)).toMatchObject(
        here.status === 'paid'
          ? { status: 'paid', paidOrderId: order.id }
          : { status: 'unpaid', openOrderId: null },
      );
      await database.db.delete(cartItems).where(eq(cartItems.billId, id));
    }
  });
});

describe('a bill cancelled while its order is at the provider', () => {
  it('is refunded through the provider when the payment arrives; the order is refunded when all its bills were', async () => {
    const id = await bill(archer, 6_000);
    const { order, paymentUrl } = await checkout(archer);
    await database.db
      .update(bills)
      .set({ status: 'cancelled', statusReason: 'Entered twice' })
      .where(eq(bills.id, id));
    const refundCalls = harness.calls.refund;
    await harness.payAt(paymentUrl);
    expect(harness.calls.refund - refundCalls).toBe(1);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ billId: id, amountFils: 6_000, status: 'succeeded', requestedBy: null });
    expect(await billRow(id)).toMatchObject({ status: 'cancelled', openOrderId: null, paidOrderId: null });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect((await auditTrail(database.db, 'bill', id)).at(-1)).toMatchObject({
      action: 'bill.paymentRefunded',
      actorId: null,
    });
    expect((await auditTrail(database.db, 'order', order.id)).map((e) => e.toStatus)).toEqual([
      'created',
      'awaitingPayment',
      'paid',
      'refunded',
    ]);
  });
});

describe('the expiry of an order left at the provider', () => {
  it('closes it as expired once its time is up, releasing its bills; before then it does nothing', async () => {
    const id = await bill(club, 1_500);
    const { order } = await checkout(club);
    await closeOverdueOrder(harness.payments, order.id);
    expect((await orderRow(order.id)).status).toBe('awaitingPayment');
    offsetMs = harness.payments.orderTimeoutMs + 1000;
    try {
      await closeOverdueOrder(harness.payments, order.id);
    } finally {
      offsetMs = 0;
    }
    expect((await orderRow(order.id)).status).toBe('expired');
    expect(await billRow(id)).toMatchObject({ status: 'unpaid', openOrderId: null });
    expect((await auditTrail(database.db, 'order', order.id)).at(-1)).toMatchObject({
      action: 'order.expired',
      actorId: null,
      fromStatus: 'awaitingPayment',
    });
  });

  it('refunds, whole, a payment made at the provider after the order expired here', async () => {
    const id = await bill(club, 1_700);
    const { order, paymentUrl } = await checkout(club, { language: 'ar', billIds: [id] });
    offsetMs = harness.payments.orderTimeoutMs + 1000;
    try {
      await closeOverdueOrder(harness.payments, order.id);
    } finally {
      offsetMs = 0;
    }
    const refundCalls = harness.calls.refund;
    await harness.payAt(paymentUrl);
    expect(harness.calls.refund - refundCalls).toBe(1);
    expect((await orderRow(order.id)).status).toBe('expired');
    expect(await billRow(id)).toMatchObject({ status: 'unpaid', openOrderId: null });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ billId: null, amountFils: 1_700, status: 'succeeded', requestedBy: null });
    // The payment, then the provider's word on the refund: neither moves the expired order.
    expect((await notificationsOf(order.id)).map((row) => row.outcome)).toEqual(['ignored', 'ignored']);
    expect((await auditTrail(database.db, 'order', order.id)).at(-1)!.action).toBe(
      'order.latePaymentRefunded',
    );
    await database.db.delete(cartItems).where(eq(cartItems.billId, id));
  });

  it('closes it as paid when the provider says so though no notification came', async () => {
    const id = await bill(club, 1_600);
    const { order, paymentUrl } = await checkout(club);
    const stored = await orderRow(order.id);
    await harness.setNotifications('missing', stored.providerRef!);
    await harness.payAt(paymentUrl);
    offsetMs = harness.payments.orderTimeoutMs + 1000;
    try {
      await closeOverdueOrder(harness.payments, order.id);
    } finally {
      offsetMs = 0;
    }
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await billRow(id)).status).toBe('paid');
  });
});

describe('refunds by the finance office', () => {
  it('refunds a card-paid bill through the provider once, mails the member, and refuses a second time', async () => {
    const id = await bill(archer, 8_800);
    const { order, paymentUrl } = await checkout(archer, { language: 'ar', billIds: [id] });
    await harness.payAt(paymentUrl);
    const refundCalls = harness.calls.refund;
    const response = await call.post(`/office/bills/${id}/refund`, finance, {
      reason: 'Tournament cancelled',
    });
    expect(response.status).toBe(200);
    expect(harness.calls.refund - refundCalls).toBe(1);
    expect(await billRow(id)).toMatchObject({ status: 'refunded', statusReason: 'Tournament cancelled' });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect((await auditTrail(database.db, 'bill', id)).at(-1)).toMatchObject({
      action: 'bill.refunded',
      actorId: call.idOf(finance),
      reason: 'Tournament cancelled',
    });
    const mail = (await mailTo(archer)).at(-1)!;
    expect(mail.subject).toContain('Your UAE Archery Federation bill');
    expect(mail.body).toContain('Tournament cancelled');
    expect(mail.body).toContain('returned to the card');
    await expectApiError(
      await call.post(`/office/bills/${id}/refund`, finance, { reason: 'Again' }),
      409,
      'bill_not_refundable',
    );
    expect(harness.calls.refund - refundCalls).toBe(1);
  });

  it('refuses an unpaid bill (409) and an unknown one (404), and answers 400 without a reason', async () => {
    const id = await bill(archer, 100);
    await expectApiError(
      await call.post(`/office/bills/${id}/refund`, finance, { reason: 'x' }),
      409,
      'bill_not_refundable',
    );
    await expectApiError(
      await call.post('/office/bills/99999999/refund', finance, { reason: 'x' }),
      404,
      'not_found',
    );
    await expectApiError(
      await call.post(`/office/bills/${id}/refund`, finance, {}),
      400,
      'validation_failed',
    );
    await database.db.delete(cartItems).where(eq(cartItems.billId, id));
  });
});

describe('offline payments', () => {
  const today = () => uaeToday(now());

  it('pays one member’s bills by bank transfer with its reference, mails them, and lists the order', async () => {
    const ids = [await bill(club, 20_000), await bill(club, 5_000)];
    for (const id of ids) expect((await call.put(`/account/cart/items/${id}`, club, {})).status).toBe(200);
    const response = await call.post('/office/payments/offline', finance, {
      billIds: ids,
      method: 'bankTransfer',
      reference: ' TT-2026-7781 ',
      paidOn: today(),
    });
    expect(response.status).toBe(201);
    const order = v.parse(OfficeOrderSchema, await response.json());
    expect(order).toMatchObject({
      status: 'paid',
      method: 'bankTransfer',
      amountFils: 25_000,
      reference: 'TT-2026-7781',
      provider: null,
      member: { id: call.idOf(club) },
      recordedBy: { id: call.idOf(finance) },
    });
    for (const id of ids) expect(await billRow(id)).toMatchObject({ status: 'paid', paidOrderId: order.id });
    // Paid elsewhere (at the bank): the member's cart drops them on its next read and says so once.
    const cart = v.parse(CartSchema, await (await call.get('/account/cart', club)).json());
    expect(cart.items.filter((item) => ids.includes(item.id))).toEqual([]);
    expect(cart.dropped.map((dropped) => [dropped.id, dropped.status])).toEqual(
      ids.map((id) => [id, 'paid']),
    );
    expect((await mailTo(club)).at(-1)!.subject).toContain(order.number);
    expect((await auditTrail(database.db, 'order', order.id))[0]).toMatchObject({
      action: 'order.paid',
      actorId: call.idOf(finance),
      reason: `Bank transfer TT-2026-7781, ${today()}`,
    });

    // Refunded without the provider: the money goes back by bank.
    const refundCalls = harness.calls.refund;
    expect(
      (await call.post(`/office/bills/${ids[0]}/refund`, finance, { reason: 'Paid twice' })).status,
    ).toBe(200);
    expect(harness.calls.refund).toBe(refundCalls);
    expect((await auditTrail(database.db, 'bill', ids[0]!)).at(-1)!.reason).toMatch(
      /^Paid twice \(paid by bank transfer.*by bank\)$/,
    );
    expect((await orderRow(order.id)).status).toBe('paid');
    await call.post(`/office/bills/${ids[1]}/refund`, finance, { reason: 'Paid twice' });
    expect((await orderRow(order.id)).status).toBe('refunded');
  });

  it('refuses bills of two members (409), a day after today (400), and a bill being paid online (409)', async () => {
    const mine = await bill(club, 1_000);
    const theirs = await bill(archer, 1_000);
    const input = { method: 'cheque', reference: 'CHQ 1', paidOn: today() };
    await expectApiError(
      await call.post('/office/payments/offline', finance, { ...input, billIds: [mine, theirs] }),
      409,
      'bills_of_several_members',
    );
    const tomorrow = uaeToday(new Date(now().getTime() + 36 * 3600_000));
    const error = await expectApiError(
      await call.post('/office/payments/offline', finance, { ...input, billIds: [mine], paidOn: tomorrow }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ paidOn: ['validation.futureDate'] });
    await database.db.delete(cartItems).where(eq(cartItems.billId, theirs));
    const { order, paymentUrl } = await checkout(club);
    expect(order.bills.map((item) => item.id)).toEqual([mine]);
    await expectApiError(
      await call.post('/office/payments/offline', finance, { ...input, billIds: [mine] }),
      409,
      'bill_in_payment',
    );
    await harness.payAt(paymentUrl, 'declined');
  });
});

describe('the finance office’s orders and reconciliation', () => {
  it('lists orders with filters and shows one with its notifications, refunds and audit trail', async () => {
    const list = v.parse(
      OfficeOrderListResponseSchema,
      await (await call.get('/office/orders?method=card&status=refunded', finance)).json(),
    );
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items.every((order) => order.method === 'card' && order.status === 'refunded')).toBe(true);
    const byNumber = v.parse(
      OfficeOrderListResponseSchema,
      await (await call.get(`/office/orders?q=${list.items[0]!.number.toLowerCase()}`, finance)).json(),
    );
    expect(byNumber.items.map((order) => order.id)).toEqual([list.items[0]!.id]);
    const detail = v.parse(
      OfficeOrderDetailSchema,
      await (await call.get(`/office/orders/${list.items[0]!.id}`, finance)).json(),
    );
    expect(detail.notifications.length).toBeGreaterThan(0);
    expect(detail.refunds.length).toBeGreaterThan(0);
    expect(detail.history.map((event) => event.toStatus)).toContain('refunded');
    await expectApiError(await call.get('/office/orders?status=lost', finance), 400, 'validation_failed');
    await expectApiError(await call.get('/office/orders/99999999', finance), 404, 'not_found');
  });

  it('reconciles the day: paid at the provider against bills marked paid, and lists a difference', async () => {
    const first = v.parse(
      ReconciliationSchema,
      await (await call.get('/office/reconciliation', finance)).json(),
    );
    expect(first.provider).toBe('embedded');
    expect(first.differences).toEqual([]);
    expect(first.ordersPaidAtProvider.count).toBeGreaterThan(0);
    expect(first.offline).toEqual({ count: 1, totalFils: 25_000 });
    // A paid order whose bill lost its payment here: the provider took the money, the bill is not marked paid.
    const [{ paid, held }] = (await database.db
      .select({ paid: orders, held: bills })
      .from(bills)
      .innerJoin(orders, eq(orders.id, bills.paidOrderId))
      .where(and(eq(orders.status, 'paid'), eq(orders.method, 'card')))
      .limit(1)) as [{ paid: typeof orders.$inferSelect; held: typeof bills.$inferSelect }];
    await database.db.update(bills).set({ status: 'unpaid', paidOrderId: null }).where(eq(bills.id, held.id));
    const second = v.parse(
      ReconciliationSchema,
      await (await call.get(`/office/reconciliation?day=${uaeToday(now())}`, finance)).json(),
    );
    expect(second.differences).toEqual([
      expect.objectContaining({
        kind: 'billNotPaid',
        orderId: paid.id,
        billNumber: held.number,
        actualFils: 0,
      }),
    ]);
    await database.db
      .update(bills)
      .set({ status: 'paid', paidOrderId: paid.id })
      .where(eq(bills.id, held.id));

    // Paid at the provider, lost here; and marked paid here while the provider is still waiting.
    const lost = await checkout(archer, { language: 'en', billIds: [await bill(archer, 900)] });
    await harness.setNotifications('missing', (await orderRow(lost.order.id)).providerRef!);
    await harness.payAt(lost.paymentUrl);
    await database.db.update(orders).set({ status: 'declined' }).where(eq(orders.id, lost.order.id));
    const waiting = await checkout(archer, { language: 'en', billIds: [await bill(archer, 800)] });
    await database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, waiting.order.id));
    const third = v.parse(
      ReconciliationSchema,
      await (await call.get('/office/reconciliation', finance)).json(),
    );
    expect(third.differences).toEqual([
      expect.objectContaining({
        kind: 'paidAtProviderOnly',
        orderId: lost.order.id,
        expectedFils: 0,
        actualFils: 900,
      }),
      expect.objectContaining({
        kind: 'paidHereOnly',
        orderId: waiting.order.id,
        expectedFils: 800,
        actualFils: 0,
      }),
      // Its bill was never paid by it either.
      expect.objectContaining({
        kind: 'billNotPaid',
        orderId: waiting.order.id,
        expectedFils: 800,
        actualFils: 0,
      }),
    ]);
    await expectApiError(
      await call.get('/office/reconciliation?day=2999-01-01', finance),
      400,
      'validation_failed',
    );
  });
});

describe('bad bodies', () => {
  it('answers generated bad checkout and offline bodies with a 4xx and changes nothing', async () => {
    const [{ before }] = (await database.db.select({ before: count() }).from(orders)) as [{ before: number }];
    const notAnId = fc.oneof(
      fc.constant(0),
      fc.constant(-1),
      fc.double({ noInteger: true }),
      fc.string(),
      fc.constant(null),
    );
    const badCheckout = fc.oneof(
      fc.record({ language: fc.string().filter((s) => s !== 'ar' && s !== 'en') }),
      fc.record({ language: fc.constantFrom('ar', 'en'), billIds: fc.array(notAnId, { minLength: 1 }) }),
      fc.record({ language: fc.constantFrom('ar', 'en'), billIds: fc.constant([2_000_000_000]) }),
      fc.anything().filter((value) => typeof value !== 'object' || value === null),
    );
    const badOffline = fc.oneof(
      fc.record({
        billIds: fc.array(notAnId),
        method: fc.constantFrom('bankTransfer', 'cheque'),
        reference: fc.constant('R'),
        paidOn: fc.constant('2026-01-01'),
      }),
      fc.record({
        billIds: fc.constant([1]),
        method: fc.string(),
        reference: fc.constant('R'),
        paidOn: fc.constant('2026-01-01'),
      }),
      fc.record({
        billIds: fc.constant([1]),
        method: fc.constant('cheque'),
        reference: fc.string({ maxLength: 0 }).map((s) => `${s}   `),
        paidOn: fc.constant('2026-01-01'),
      }),
      fc.record({
        billIds: fc.constant([1]),
        method: fc.constant('cheque'),
        reference: fc.constant('R'),
        paidOn: fc.string(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(badCheckout, async (body) => {
        const { status } = await call.post('/account/checkout', archer, body);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(badOffline, async (body) => {
        const { status } = await call.post('/office/payments/offline', finance, body);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const [{ after }] = (await database.db.select({ after: count() }).from(orders)) as [{ after: number }];
    expect(after).toBe(before);
  });
});
