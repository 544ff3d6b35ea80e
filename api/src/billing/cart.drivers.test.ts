import { BillingErrorCodes, CartSchema, cartLimits, OwnBillsResponseSchema } from '@uaeaf/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { bills, cartItems, orders } from '../db/schema';
import { closeBill } from './close-bill';
import { billFee } from './fees';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const today = uaeToday(new Date());

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

/** A new unpaid bill of the member's, at the catalogue's amount. */
async function newBill(
  email: string,
  feeCode: 'membershipCards.new' | 'electronicServices.letter' = 'membershipCards.new',
) {
  const bill = await database.db.transaction((tx) =>
    billFee(tx, { memberId: call.idOf(email), feeCode, actorId: null, day: today }),
  );
  return bill;
}

async function ownBills(email: string) {
  const response = await call.get('/account/bills', email);
  expect(response.status).toBe(200);
  return v.parse(OwnBillsResponseSchema, await response.json()).items;
}

async function cart(email: string) {
  const response = await call.get('/account/cart', email);
  expect(response.status).toBe(200);
  return v.parse(CartSchema, await response.json());
}

async function add(email: string, billId: number) {
  return call.put(`/account/cart/items/${billId}`, email, undefined);
}

async function cartRows(email: string) {
  const [row] = await database.db
    .select({ rows: count() })
    .from(cartItems)
    .where(eq(cartItems.memberId, call.idOf(email)));
  return row!.rows;
}

describe('GET /api/account/bills', () => {
  it("answers the caller's own bills, newest first, with their lines and statuses", async () => {
    const items = await ownBills('club@example.ae');
    const ids = items.map((bill) => bill.id);
    expect(items.every((bill) => bill.number.length > 0)).toBe(true);
    // The demo club: its season subscription and a membership card, the entries it made (one withdrawn in the first
    // window, whose bill was cancelled with it).
    expect(items.map((bill) => bill.feeCode)).toEqual(
      expect.arrayContaining(['seasonSubscription.club', 'membershipCards.new', null]),
    );
    const withdrawn = items.find((bill) => bill.status === 'cancelled')!;
    expect(withdrawn).toMatchObject({ category: 'tournamentSubscription', feeCode: null });
    expect(withdrawn.statusReason).toMatch(/first registration window/);
    const subscription = items.find((bill) => bill.feeCode === 'seasonSubscription.club')!;
    expect(subscription).toMatchObject({
      amountFils: 500_000,
      issuedOn: today,
      status: 'unpaid',
      lines: [{ description: { en: 'Season subscription: club' }, amountFils: 500_000 }],
      paymentInProgress: false,
      inCart: false,
      receiptOrderId: null,
      paidAt: null,
    });
    const sorted = [...items].sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id);
    expect(ids).toEqual(sorted.map((bill) => bill.id));
    // Nothing of the player's (the club's player) or the academy's.
    const others = [...(await ownBills('player@example.ae')), ...(await ownBills('academy@example.ae'))];
    expect(others.filter((bill) => ids.includes(bill.id))).toEqual([]);
  });

  it('says a bill is being paid while an open order holds it, and no longer once that order has ended', async () => {
    const bill = await newBill('coach@example.ae');
    const [order] = await database.db
      .insert(orders)
      .values({
        number: `OR-TEST-${bill.id}`,
        memberId: call.idOf('coach@example.ae'),
        method: 'card',
        amountFils: bill.amountFils,
        status: 'awaitingPayment',
      })
      .returning({ id: orders.id });
    await database.db.update(bills).set({ openOrderId: order!.id }).where(eq(bills.id, bill.id));
    const find = async () => (await ownBills('coach@example.ae')).find((item) => item.id === bill.id)!;
    expect((await find()).paymentInProgress).toBe(true);
    await database.db.update(orders).set({ status: 'declined' }).where(eq(orders.id, order!.id));
    expect((await find()).paymentInProgress).toBe(false);
  });

  it('is for members: staff are refused, and nobody without a session', async () => {
    await expectApiError(await call.get('/account/bills', 'finance@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/account/bills'), 401, 'unauthenticated');
  });
});

describe('the cart', () => {
  it('adds own unpaid bills once each, totals them in fils on the server, and marks them in the bills', async () => {
    const first = await newBill('referee@example.ae');
    const second = await newBill('referee@example.ae', 'electronicServices.letter');
    expect(await cart('referee@example.ae')).toEqual({ items: [], totalQty: 0, totalPrice: 0, dropped: [] });
    expect((await add('referee@example.ae', first.id)).status).toBe(200);
    const response = await add('referee@example.ae', second.id);
    const answer = v.parse(CartSchema, await response.json());
    expect(answer.items.map((bill) => bill.id)).toEqual([first.id, second.id]);
    expect(answer).toMatchObject({ totalQty: 2, totalPrice: 5_000 + 5_000, dropped: [] });
    // Adding again keeps one.
    const again = v.parse(CartSchema, await (await add('referee@example.ae', first.id)).json());
    expect(again.totalQty).toBe(2);
    expect(await cartRows('referee@example.ae')).toBe(2);
    const marked = (await ownBills('referee@example.ae'))
      .filter((bill) => bill.inCart)
      .map((bill) => bill.id);
    expect(marked.sort()).toEqual([first.id, second.id].sort());
    // It is the member's, wherever they read it from: a second login sees the same cart.
    expect((await cart('referee@example.ae')).totalQty).toBe(2);
  });

  it("answers 404 for another member's bill or one that does not exist, changing nothing", async () => {
    const others = await newBill('player@example.ae');
    await expectApiError(await add('person@example.ae', others.id), 404, 'not_found');
    await expectApiError(await add('person@example.ae', 99_999_999), 404, 'not_found');
    await expectApiError(await add('person@example.ae', 0), 404, 'not_found');
    expect(await cartRows('person@example.ae')).toBe(0);
  });

  it('refuses a bill that is not unpaid (409 bill_not_payable)', async () => {
    const bill = await newBill('person@example.ae');
    await database.db.transaction((tx) =>
      closeBill(tx, {
        billId: bill.id,
        status: 'waived',
        reason: 'Test',
        actorId: call.idOf('finance@example.ae'),
        at: new Date(),
      }),
    );
    await expectApiError(await add('person@example.ae', bill.id), 409, BillingErrorCodes.billNotPayable);
    expect(await cartRows('person@example.ae')).toBe(0);
  });

  it('drops bills closed elsewhere on the next read and reports them once', async () => {
    const kept = await newBill('employee@example.ae');
    const closed = await newBill('employee@example.ae', 'electronicServices.letter');
    await add('employee@example.ae', kept.id);
    await add('employee@example.ae', closed.id);
    await database.db.transaction((tx) =>
      closeBill(tx, {
        billId: closed.id,
        status: 'cancelled',
        reason: 'Issued by mistake',
        actorId: call.idOf('finance@example.ae'),
        at: new Date(),
      }),
    );
    // Two reads at once (two tabs): one of them reports the bill.
    const [one, two] = await Promise.all([cart('employee@example.ae'), cart('employee@example.ae')]);
    expect([...one.dropped, ...two.dropped]).toEqual([
      { id: closed.id, number: closed.number, status: 'cancelled' },
    ]);
    for (const read of [one, two]) expect(read).toMatchObject({ totalQty: 1, totalPrice: kept.amountFils });
    expect((await cart('employee@example.ae')).dropped).toEqual([]);
    expect(await cartRows('employee@example.ae')).toBe(1);
  });

  it('removes a bill, idempotently, and empties the cart', async () => {
    const first = await newBill('technical@example.ae');
    const second = await newBill('technical@example.ae');
    await add('technical@example.ae', first.id);
    await add('technical@example.ae', second.id);
    for (let time = 0; time < 2; time += 1) {
      const response = await call.delete(`/account/cart/items/${first.id}`, 'technical@example.ae');
      expect(response.status).toBe(200);
      expect(v.parse(CartSchema, await response.json()).items.map((bill) => bill.id)).toEqual([second.id]);
    }
    const emptied = await call.delete('/account/cart', 'technical@example.ae');
    expect(v.parse(CartSchema, await emptied.json())).toMatchObject({
      items: [],
      totalQty: 0,
      totalPrice: 0,
    });
    expect(await cartRows('technical@example.ae')).toBe(0);
  });

  it(`holds at most ${cartLimits.maxItems} bills (409 cart_full)`, async () => {
    const memberId = call.idOf('guest@example.ae');
    const made = await database.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let index = 0; index <= cartLimits.maxItems; index += 1) {
        ids.push(
          (await billFee(tx, { memberId, feeCode: 'membershipCards.new', actorId: null, day: today })).id,
        );
      }
      return ids;
    });
    await database.db
      .insert(cartItems)
      .values(made.slice(0, cartLimits.maxItems).map((billId) => ({ memberId, billId })));
    await expectApiError(await add('guest@example.ae', made.at(-1)!), 409, BillingErrorCodes.cartFull);
    // One already in it is still "added" (nothing changes).
    expect((await add('guest@example.ae', made[0]!)).status).toBe(200);
    expect(await cartRows('guest@example.ae')).toBe(cartLimits.maxItems);
  });

  it('keeps one row when the same bill is added from several requests at once', async () => {
    const bill = await newBill('activity@example.ae');
    const answers = await Promise.all(Array.from({ length: 5 }, () => add('activity@example.ae', bill.id)));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await database.db
      .select({ rows: count() })
      .from(cartItems)
      .where(and(eq(cartItems.memberId, call.idOf('activity@example.ae')), eq(cartItems.billId, bill.id)));
    expect(row!.rows).toBe(1);
  });

  it('is for members only', async () => {
    await expectApiError(await call.get('/account/cart', 'finance@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/account/cart'), 401, 'unauthenticated');
  });
});
