import {
  ApiErrorBodySchema,
  BillDecisionSchema,
  FeeCatalogueQuerySchema,
  FeeCodes,
  IssueBillSchema,
  OfficeBillListQuerySchema,
  SetFeeSchema,
} from '@uaeaf/contracts';
import { count, sum } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { auditEvents, bills, cartItems, fees, outgoingMail } from '../db/schema';
import { billFee } from './fees';

/**
 * Generated bad bodies and queries (fast-check) for every billing route that takes one: each answers 400 with the
 * validation error's shape, and the database is as it was.
 */

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let billId: number;
const officer = 'finance@example.ae';
const runs = { numRuns: 40 };

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  const bill = await database.db.transaction((tx) =>
    billFee(tx, {
      memberId: call.idOf('club@example.ae'),
      feeCode: 'membershipCards.new',
      actorId: null,
      day: uaeToday(new Date()),
    }),
  );
  billId = bill.id;
  await call.as(officer);
  await call.as('club@example.ae');
});
afterAll(() => database.close());

/** What any of these routes could change: bills and their statuses, the catalogue, carts, the log and the mail. */
async function state() {
  const db = database.db;
  const [[billRows], [feeRows], [cartRows], [auditRows], [mailRows], statuses] = await Promise.all([
    db.select({ rows: count(), total: sum(bills.amountFils) }).from(bills),
    db.select({ rows: count(), total: sum(fees.amountFils) }).from(fees),
    db.select({ rows: count() }).from(cartItems),
    db.select({ rows: count() }).from(auditEvents),
    db.select({ rows: count() }).from(outgoingMail),
    db.select({ id: bills.id, status: bills.status }).from(bills).orderBy(bills.id),
  ]);
  return { billRows, feeRows, cartRows, auditRows, mailRows, statuses };
}

async function expectValidationError(response: Response) {
  expect(response.status).toBe(400);
  const body = v.parse(ApiErrorBodySchema, await response.json());
  expect(body.error.code).toBe('validation_failed');
  expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
}

/** Any JSON value, or an object with the schema's keys holding any JSON value: mostly near misses. */
function bodies(keys: string[]) {
  return fc.oneof(
    fc.jsonValue(),
    fc.record(Object.fromEntries(keys.map((key) => [key, fc.jsonValue()])), { requiredKeys: [] }),
  );
}

function invalid<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (value: unknown) => !v.is(schema, value);
}

describe('bad input to the billing routes', () => {
  it('PUT /api/office/fees/:code', async () => {
    const before = await state();
    const amounts = fc.oneof(
      fc.double(),
      fc.integer({ min: -1_000, max: -1 }),
      fc.integer({ min: 100_000_001 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodies(['seasonId', 'amountFils']),
          fc.record({ seasonId: fc.constant(1), amountFils: amounts }),
        ),
        fc.constantFrom(...FeeCodes),
        async (body, code) => {
          fc.pre(invalid(SetFeeSchema)(body));
          await expectValidationError(await call.put(`/office/fees/${code}`, officer, body));
        },
      ),
      runs,
    );
    expect(await state()).toEqual(before);
  });

  it('POST /api/office/bills', async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodies(['memberId', 'feeCode', 'note']),
          fc.record({
            memberId: fc.constant(call.idOf('club@example.ae')),
            feeCode: fc.oneof(fc.constantFrom(...FeeCodes), fc.string()),
            note: fc.oneof(fc.string({ minLength: 201, maxLength: 300 }), fc.integer()),
          }),
        ),
        async (body) => {
          fc.pre(invalid(IssueBillSchema)(body));
          await expectValidationError(await call.post('/office/bills', officer, body));
        },
      ),
      runs,
    );
    expect(await state()).toEqual(before);
  });

  it('POST /api/office/bills/:id/cancel and /waive', async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodies(['reason']), fc.record({ reason: fc.string({ minLength: 1001, maxLength: 1100 }) })),
        fc.constantFrom('cancel', 'waive'),
        async (body, action) => {
          fc.pre(invalid(BillDecisionSchema)(body));
          await expectValidationError(await call.post(`/office/bills/${billId}/${action}`, officer, body));
        },
      ),
      runs,
    );
    expect(await state()).toEqual(before);
  });

  it('GET /api/office/bills and /api/office/fees with bad filters', async () => {
    const before = await state();
    const keys = ['status', 'category', 'memberId', 'from', 'to', 'page', 'pageSize', 'seasonId'];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), fc.string({ minLength: 1, maxLength: 12 }), { minKeys: 1 }),
        async (query) => {
          const search = new URLSearchParams(query).toString();
          if (!v.is(OfficeBillListQuerySchema, query)) {
            await expectValidationError(await call.get(`/office/bills?${search}`, officer));
          }
          if (!v.is(FeeCatalogueQuerySchema, query)) {
            await expectValidationError(await call.get(`/office/fees?${search}`, officer));
          }
        },
      ),
      runs,
    );
    expect(await state()).toEqual(before);
  });

  it('PUT and DELETE /api/account/cart/items/:billId with an id that names no bill: 404, nothing changes', async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.double().map(String), fc.bigInt({ min: 2_147_483_648n }).map(String)),
        async (text) => {
          fc.pre(!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647);
          const path = `/account/cart/items/${encodeURIComponent(text)}`;
          expect([404, 405]).toContain((await call.put(path, 'club@example.ae', undefined)).status);
          expect([404, 405]).toContain((await call.delete(path, 'club@example.ae')).status);
        },
      ),
      runs,
    );
    expect(await state()).toEqual(before);
  });
});
