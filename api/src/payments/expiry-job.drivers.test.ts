import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createPaymentProvider } from '@uaeaf/payment-provider';
import { CheckoutResponseSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/app';
import { testDatabaseTarget } from '../../test/database';
import { billInCart, providerKeys } from '../../test/payments';
import { type Config, readConfig } from '../config';
import type { DatabaseTarget } from '../db/client';
import { auditEvents, members, orders } from '../db/schema';
import { demoPassword } from '../seed/members';
import { type RunningServer, start } from '../start';

/**
 * The expiry job as it runs: the API started for real with pg-boss, an order left at the provider, and its time
 * (shortened to a second and a half) running out. On PostgreSQL two API processes share the database, and the order
 * is still closed once: one query to the provider, one audit row. (One PGlite folder is one process's: there the
 * job runs in the one API.)
 */

const orderTimeoutMs = 1_500;
let provider: ReturnType<typeof createPaymentProvider>;
let providerServer: ServerType;
let target: DatabaseTarget;
const apis: RunningServer[] = [];
/** The provider's answers to "what is this payment's state", by payment. */
const queries = new Map<string, number>();

function config(providerUrl: string): Config {
  return {
    ...readConfig({ PORT: '0', LOG_LEVEL: 'silent' }),
    database: target,
    payments: {
      gateway: { provider: 'embedded', url: providerUrl, ...providerKeys },
      notificationOrigin: undefined,
      orderTimeoutMs,
      jobPollingSeconds: 0.5,
    },
  };
}

beforeAll(async () => {
  target = await testDatabaseTarget('seeded');
  let providerUrl = '';
  provider = createPaymentProvider({
    ...providerKeys,
    publicUrl: 'http://127.0.0.1',
    retryDelaysMs: [],
  });
  providerServer = await new Promise<ServerType>((resolve) => {
    const server = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: (request) => {
          const match = /^\/api\/orders\/([^/]+)$/.exec(new URL(request.url).pathname);
          if (request.method === 'GET' && match) queries.set(match[1]!, (queries.get(match[1]!) ?? 0) + 1);
          return provider.fetch(request);
        },
      },
      (info: AddressInfo) => {
        providerUrl = `http://127.0.0.1:${info.port}`;
        resolve(server);
      },
    );
  });
  const instances = target.kind === 'postgres' ? 2 : 1;
  for (let i = 0; i < instances; i++) {
    const started = performance.now();
    apis.push(await start(config(providerUrl), silentLogger));
    console.info(
      `API ${i + 1} (${target.kind}) started with its job queue in ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
});

afterAll(async () => {
  for (const api of apis) await api.stop();
  provider.close();
  providerServer.close();
});

async function logIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('the expiry job', () => {
  it(`closes an order left at the provider once, however many API processes run`, async () => {
    const [first] = apis;
    const { db } = first!.database;
    const [club] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'club@example.ae'));
    const billId = await billInCart(first!.database, club!.id, 4_200, new Date());
    const response = await fetch(`${first!.url}/api/account/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await logIn(first!.url, 'club@example.ae') },
      body: JSON.stringify({ language: 'ar' }),
    });
    expect(response.status).toBe(201);
    const { order } = v.parse(CheckoutResponseSchema, await response.json());
    expect(order.bills.map((bill) => bill.id)).toEqual([billId]);

    // Every process polls every half second; the job is due 1.5 s after the order was made.
    const deadline = Date.now() + 15_000;
    let status = order.status;
    while (status === 'awaitingPayment' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [{ status }] = (await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id))) as [{ status: typeof status }];
    }
    expect(status).toBe('expired');
    // Both processes had a second more to run it again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(queries.get(stored!.providerRef!)).toBe(1);
    const closings = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, 'order'),
          eq(auditEvents.subjectId, order.id),
          eq(auditEvents.action, 'order.expired'),
        ),
      );
    expect(closings).toHaveLength(1);
  });
});
