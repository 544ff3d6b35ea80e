import {
  BillingErrorCodes,
  OfficeBillDetailSchema,
  OfficeBillListResponseSchema,
  OfficeBillSchema,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { bills, fees, members, orders } from '../db/schema';
import type { Mail, Mailer } from '../mail/mailer';
import { billFee } from './fees';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const officer = 'finance@example.ae';
const today = uaeToday(new Date());
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { mailer, publicOrigin: 'https://www.uaearchery.ae' });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function list(query = '') {
  const response = await call.get(`/office/bills${query}`, officer);
  expect(response.status).toBe(200);
  return v.parse(OfficeBillListResponseSchema, await response.json());
}

async function newBill(email: string) {
  return database.db.transaction((tx) =>
    billFee(tx, { memberId: call.idOf(email), feeCode: 'membershipCards.new', actorId: null, day: today }),
  );
}

describe('GET /api/office/bills', () => {
  it('lists every bill newest first with its member, and the sum of all matching bills in fils', async () => {
    const all = await list('?pageSize=100');
    const rows = await database.db.select({ amountFils: bills.amountFils }).from(bills);
    expect(all.total).toBe(rows.length);
    expect(all.totalFils).toBe(rows.reduce((sum, row) => sum + row.amountFils, 0));
    const club = all.items.find((bill) => bill.feeCode === 'seasonSubscription.club')!;
    expect(club.member).toMatchObject({
      id: call.idOf('club@example.ae'),
      email: 'club@example.ae',
      name: { en: 'Sharjah Archery Club' },
      membershipNumber: expect.stringMatching(/^UAEAF-\d{6}$/),
    });
    const firstPage = await list('?pageSize=2');
    expect(firstPage).toMatchObject({ pageSize: 2, total: all.total, totalFils: all.totalFils });
    expect(firstPage.items.map((bill) => bill.id)).toEqual(all.items.slice(0, 2).map((bill) => bill.id));
  });

  it('filters by status, category, member and issue day, and finds a bill by number or its member', async () => {
    const cancelled = await list('?status=cancelled');
    expect(cancelled.items.length).toBeGreaterThan(0);
    expect(cancelled.items.every((bill) => bill.status === 'cancelled')).toBe(true);
    const entries = await list('?category=tournamentSubscription');
    expect(entries.items.every((bill) => bill.category === 'tournamentSubscription')).toBe(true);
    expect(entries.totalFils).toBe(entries.items.reduce((sum, bill) => sum + bill.amountFils, 0));
    const player = await list(`?memberId=${call.idOf('player@example.ae')}`);
    expect(player.items.every((bill) => bill.member.email === 'player@example.ae')).toBe(true);
    const issuedToday = await list(`?from=${today}&to=${today}`);
    expect(issuedToday.items.every((bill) => bill.issuedOn === today)).toBe(true);
    const before = await list(`?to=2000-01-01`);
    expect(before.total).toBe(0);
    expect(before.totalFils).toBe(0);

    const one = player.items[0]!;
    const byNumber = await list(`?q=${one.number.toLowerCase()}`);
    expect(byNumber.items.map((bill) => bill.id)).toEqual([one.id]);
    for (const q of ['salem rashed', 'سالم', 'player@example.ae']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(found.items.map((bill) => bill.id)).toEqual(player.items.map((bill) => bill.id));
    }
  });

  it('answers 400 for a value it does not offer', async () => {
    for (const [query, field] of [
      ['?status=overdue', 'status'],
      ['?category=parking', 'category'],
      ['?memberId=x', 'memberId'],
      ['?from=2026-02-30', 'from'],
    ]) {
      const error = await expectApiError(
        await call.get(`/office/bills${query}`, officer),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
  });
});

describe('GET /api/office/bills/:id', () => {
  it('answers the bill, its member and its timeline, and 404 for none', async () => {
    const bill = await newBill('coach@example.ae');
    const response = await call.get(`/office/bills/${bill.id}`, officer);
    expect(response.status).toBe(200);
    const detail = v.parse(OfficeBillDetailSchema, await response.json());
    expect(detail.bill).toMatchObject({
      id: bill.id,
      number: bill.number,
      member: { email: 'coach@example.ae' },
    });
    expect(detail.history).toEqual([
      expect.objectContaining({
        subject: 'bill',
        subjectId: bill.id,
        action: 'bill.issued',
        toStatus: 'unpaid',
      }),
    ]);
    await expectApiError(await call.get('/office/bills/99999999', officer), 404, 'not_found');
  });
});

describe('cancelling and waiving', () => {
  it('cancels an unpaid bill with the reason the member reads, an audit row, and a mail in their language', async () => {
    await database.db.update(members).set({ language: 'en' }).where(eq(members.email, 'coach@example.ae'));
    const bill = await newBill('coach@example.ae');
    sent.length = 0;
    const response = await call.post(`/office/bills/${bill.id}/cancel`, officer, {
      reason: '  Issued twice by mistake. ',
    });
    expect(response.status).toBe(200);
    expect(v.parse(OfficeBillSchema, await response.json())).toMatchObject({
      status: 'cancelled',
      statusReason: 'Issued twice by mistake.',
    });
    expect((await auditTrail(database.db, 'bill', bill.id)).at(-1)).toEqual({
      actorId: call.idOf(officer),
      memberId: call.idOf('coach@example.ae'),
      action: 'bill.cancelled',
      fromStatus: 'unpaid',
      toStatus: 'cancelled',
      reason: 'Issued twice by mistake.',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'coach@example.ae',
      subject: `Your UAE Archery Federation bill ${bill.number} was cancelled`,
    });
    expect(sent[0]!.text).toMatch(/AED\s50\.00/);
    expect(sent[0]!.text).toContain('Issued twice by mistake.');
    expect(sent[0]!.text).toContain('https://www.uaearchery.ae/en/auth/login');
  });

  it('waives a bill, mailing an Arabic-speaking member in Arabic', async () => {
    const bill = await newBill('referee@example.ae');
    sent.length = 0;
    const response = await call.post(`/office/bills/${bill.id}/waive`, officer, {
      reason: 'إعفاء لظروف خاصة',
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({
      status: 'waived',
      statusReason: 'إعفاء لظروف خاصة',
    });
    expect(sent[0]!.subject).toBe(`أُعفيت من فاتورتك ${bill.number} لدى اتحاد الإمارات للقوس والسهم`);
    expect(sent[0]!.text).toContain('https://www.uaearchery.ae/auth/login');
  });

  it('cancels a bill held by an order at the provider, leaving the order on it', async () => {
    const bill = await newBill('person@example.ae');
    const [order] = await database.db
      .insert(orders)
      .values({
        number: `OR-TEST-${bill.id}`,
        memberId: bill.memberId,
        method: 'card',
        amountFils: bill.amountFils,
        status: 'awaitingPayment',
      })
      .returning({ id: orders.id });
    await database.db.update(bills).set({ openOrderId: order!.id }).where(eq(bills.id, bill.id));
    const response = await call.post(`/office/bills/${bill.id}/cancel`, officer, { reason: 'Duplicate' });
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(row).toMatchObject({ status: 'cancelled', openOrderId: order!.id });
  });

  it('refuses a bill that is not unpaid (409 bill_not_unpaid); of two officers at once, one closes it', async () => {
    const bill = await newBill('employee@example.ae');
    sent.length = 0;
    const answers = await Promise.all([
      call.post(`/office/bills/${bill.id}/cancel`, officer, { reason: 'One' }),
      call.post(`/office/bills/${bill.id}/waive`, 'admin@example.ae', { reason: 'Two' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expectApiError(
      answers.find((answer) => answer.status === 409)!,
      409,
      BillingErrorCodes.billNotUnpaid,
    );
    const trail = await auditTrail(database.db, 'bill', bill.id);
    expect(trail.map((row) => row.action)).toHaveLength(2);
    expect(sent).toHaveLength(1);
    await expectApiError(
      await call.post(`/office/bills/${bill.id}/cancel`, officer, { reason: 'Again' }),
      409,
      BillingErrorCodes.billNotUnpaid,
    );
  });

  it('needs a reason, and answers 404 for a bill that does not exist', async () => {
    const bill = await newBill('technical@example.ae');
    for (const body of [{}, { reason: '   ' }]) {
      const error = await expectApiError(
        await call.post(`/office/bills/${bill.id}/waive`, officer, body),
        400,
        'validation_failed',
      );
      expect(error.fields).toEqual({ reason: ['validation.required'] });
    }
    await expectApiError(
      await call.post('/office/bills/99999999/cancel', officer, { reason: 'x' }),
      404,
      'not_found',
    );
    expect(await auditTrail(database.db, 'bill', bill.id)).toHaveLength(1);
  });
});

describe('POST /api/office/bills', () => {
  it("bills a member for a catalogue fee at this season's amount, the note following the fee's name", async () => {
    const response = await call.post('/office/bills', officer, {
      memberId: call.idOf('academy@example.ae'),
      feeCode: 'membershipCards.replacement',
      note: ' Lost at the Fujairah cup ',
    });
    expect(response.status).toBe(201);
    const bill = v.parse(OfficeBillSchema, await response.json());
    expect(bill).toMatchObject({
      category: 'membershipCards',
      feeCode: 'membershipCards.replacement',
      name: {
        ar: 'بطاقة عضوية بدل فاقد أو تالف، Lost at the Fujairah cup',
        en: 'Membership card: replacement of a lost or damaged card, Lost at the Fujairah cup',
      },
      amountFils: 7_500,
      issuedOn: today,
      status: 'unpaid',
      member: { email: 'academy@example.ae' },
    });
    expect(bill.number).toMatch(new RegExp(`^MC-${today.slice(0, 4)}-\\d{6}$`));
    expect(await auditTrail(database.db, 'bill', bill.id)).toEqual([
      expect.objectContaining({ actorId: call.idOf(officer), action: 'bill.issued', toStatus: 'unpaid' }),
    ]);
  });

  it('answers 404 for staff or an unknown member, and 409 fee_not_priced for a fee without an amount', async () => {
    const before = await database.db.select({ id: bills.id }).from(bills);
    for (const memberId of [call.idOf('admin@example.ae'), 99_999_999]) {
      await expectApiError(
        await call.post('/office/bills', officer, { memberId, feeCode: 'membershipCards.new' }),
        404,
        'not_found',
      );
    }
    await database.db.delete(fees).where(eq(fees.code, 'licenseRenewal.technical'));
    await expectApiError(
      await call.post('/office/bills', officer, {
        memberId: call.idOf('technical@example.ae'),
        feeCode: 'licenseRenewal.technical',
      }),
      409,
      BillingErrorCodes.feeNotPriced,
    );
    expect(await database.db.select({ id: bills.id }).from(bills)).toEqual(before);
  });
});
