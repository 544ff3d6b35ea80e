import { createPaymentProvider, testCards } from '@uaeaf/payment-provider';

/** What the provider's test switches report of a notification it sent. */
interface SentNotification {
  eventId: string;
  eventName: string;
  reference: string;
}
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { issueBill } from '../src/billing/issue-bill';
import { uaeToday } from '../src/calendar';
import type { DatabaseHandle } from '../src/db/client';
import { cartItems } from '../src/db/schema';
import { recordingMailer } from '../src/mail/mailer';
import { defaultOrderTimeoutMs, type Payments } from '../src/payments/context';
import { embeddedGateway } from '../src/payments/gateways/embedded';
import { silentLogger, testApp } from './app';

export const providerKeys = {
  apiKey: 'test-api-key-0123456789',
  webhookSecret: 'test-webhook-secret-0123456789',
};
const providerUrl = 'http://provider.test';
const apiOrigin = 'http://api.test';

/**
 * The API with the embedded provider in the same process (payment-provider/, over in-memory fetch both ways): the
 * gateway's calls are counted by kind, the provider's notifications reach the app's route, and `payAt` fills the
 * provider's card page as a browser would.
 */
export function paymentsHarness(database: DatabaseHandle, now: () => Date) {
  const calls = { create: 0, query: 0, refund: 0, cancel: 0 };
  const provider = createPaymentProvider({
    ...providerKeys,
    publicUrl: providerUrl,
    testSwitches: true,
    retryDelaysMs: [],
    // The provider's notifications go to the app, made below once the gateway exists.
    fetch: async (input, init) => app.request(String(input), init),
  });
  const providerFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === '/api/orders') calls.create += 1;
    else if (request.method === 'GET' && pathname.startsWith('/api/orders/')) calls.query += 1;
    else if (pathname.endsWith('/refunds')) calls.refund += 1;
    else if (pathname.endsWith('/cancel')) calls.cancel += 1;
    return provider.fetch(request);
  };
  const mailer = recordingMailer(database.db, silentLogger, now);
  const payments: Payments = {
    db: database.db,
    gateway: embeddedGateway({ url: providerUrl, ...providerKeys, fetch: providerFetch }),
    mailer,
    logger: silentLogger,
    now,
    publicOrigin: 'http://localhost:3000',
    notificationOrigin: apiOrigin,
    orderTimeoutMs: defaultOrderTimeoutMs,
  };
  const app: Hono = testApp(database, { now, mailer, payments });

  /**
   * Submits the provider's card page with a test card, as the member's browser does; after a declined card the member
   * goes back to the federation, which ends the order DECLINED. Waits for the notifications.
   */
  async function payAt(paymentUrl: string, card: keyof typeof testCards = 'success') {
    const response = await provider.fetch(
      new Request(paymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          cardNumber: testCards[card],
          expiry: '12/39',
          cvv: '123',
          cardholderName: 'Test Member',
        }),
      }),
    );
    expect(response.status).toBeLessThan(500);
    if (card === 'declined') {
      const back = await provider.fetch(new Request(`${paymentUrl}/cancel`, { method: 'POST' }));
      expect(back.status).toBe(303);
    }
    await provider.idle();
    return response;
  }

  /** Sets how the provider delivers notifications: every one, or only the order's (`reference`). */
  async function setNotifications(mode: string, reference?: string) {
    const response = await provider.fetch(
      new Request(`${providerUrl}/__test/switches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notifications: mode, lateMs: 50, ...(reference && { reference }) }),
      }),
    );
    expect(response.status).toBe(200);
  }

  /** The notifications the provider sent about a payment, oldest first. */
  async function sentNotifications(reference: string): Promise<SentNotification[]> {
    const response = await provider.fetch(
      new Request(`${providerUrl}/__test/notifications?reference=${encodeURIComponent(reference)}`),
    );
    return ((await response.json()) as { notifications: SentNotification[] }).notifications;
  }

  return { app, provider, payments, calls, payAt, setNotifications, sentNotifications };
}

/** A new unpaid bill for the member, put in their cart; returns its id. */
export async function billInCart(database: DatabaseHandle, memberId: number, amountFils: number, at: Date) {
  const bill = await issueBill(database.db, {
    memberId,
    category: 'electronicServices',
    name: { ar: 'شهادة', en: 'Certificate' },
    amountFils,
    issuedOn: uaeToday(at),
    actorId: null,
  });
  await database.db.insert(cartItems).values({ memberId, billId: bill.id });
  return bill.id;
}
