import { BillingErrorCodes } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { issueBill } from '../billing/issue-bill';
import type { DatabaseHandle } from '../db/client';
import { orderBills, orders } from '../db/schema';
import { pdfPages } from './pdf-text';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const owner = 'club@example.ae';
const other = 'academy@example.ae';
const finance = 'finance@example.ae';
let bill: { id: number; number: string };
let paidOrder: { id: number; number: string };
let unpaidOrder: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  const memberId = call.idOf(owner);
  const issued = await issueBill(database.db, {
    memberId,
    category: 'seasonSubscription',
    name: { en: 'Season subscription 2026-2027', ar: 'اشتراك الموسم ٢٠٢٦-٢٠٢٧' },
    lines: [
      { description: { en: 'Club subscription', ar: 'اشتراك النادي' }, amountFils: 150000 },
      { description: { en: 'Membership cards (3)', ar: 'بطاقات العضوية (٣)' }, amountFils: 4500 },
    ],
    amountFils: 154500,
    issuedOn: '2026-11-20',
    actorId: null,
  });
  bill = issued;
  const [paid] = await database.db
    .insert(orders)
    .values({
      number: 'OR-2026-900001',
      memberId,
      status: 'paid',
      method: 'bankTransfer',
      amountFils: 154500,
      reference: 'TT-55120',
      paidAt: new Date('2026-11-24T06:30:00Z'),
    })
    .returning();
  await database.db.insert(orderBills).values({ orderId: paid!.id, billId: issued.id, amountFils: 154500 });
  paidOrder = paid!;
  const [waiting] = await database.db
    .insert(orders)
    .values({
      number: 'OR-2026-900002',
      memberId,
      status: 'awaitingPayment',
      method: 'card',
      amountFils: 154500,
    })
    .returning();
  unpaidOrder = waiting!.id;
});
afterAll(() => database.close());

async function expectPdf(response: Response, filename: string): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).flat();
}

describe('GET /api/account/bills/:id/invoice.pdf', () => {
  it("gives the bill's owner its invoice, in Arabic unless English is asked for", async () => {
    const arabic = await expectPdf(
      await call.get(`/account/bills/${bill.id}/invoice.pdf`, owner),
      `invoice-${bill.number}.pdf`,
    );
    expect(arabic).toContain('فاتورة');
    expect(arabic.some((line) => line.includes('رقم الفاتورة') && line.includes(bill.number))).toBe(true);
    expect(arabic.some((line) => line.includes('البيان') && line.includes('اشتراك الموسم'))).toBe(true);
    expect(arabic.some((line) => line.includes('club@example.ae'))).toBe(true);
    const english = await expectPdf(
      await call.get(`/account/bills/${bill.id}/invoice.pdf?lang=en`, owner),
      `invoice-${bill.number}.pdf`,
    );
    expect(english).toContain('Invoice');
    expect(english.some((line) => line.includes('Club subscription') && line.includes('AED 1,500.00'))).toBe(
      true,
    );
    expect(english.some((line) => line.includes('Membership cards (3)') && line.includes('AED 45.00'))).toBe(
      true,
    );
    expect(english.some((line) => line.startsWith('Total') && line.includes('AED 1,545.00'))).toBe(true);
    expect(english).toContain('Unpaid');
  });

  it('lets the finance office read any bill, and no other member', async () => {
    await expectPdf(
      await call.get(`/account/bills/${bill.id}/invoice.pdf?lang=en`, finance),
      `invoice-${bill.number}.pdf`,
    );
    await expectApiError(await call.get(`/account/bills/${bill.id}/invoice.pdf`, other), 404, 'not_found');
    await expectApiError(
      await call.get(`/account/bills/${bill.id}/invoice.pdf`, 'membership@example.ae'),
      403,
      'forbidden',
    );
    await expectApiError(await call.get(`/account/bills/${bill.id}/invoice.pdf`), 401, 'unauthenticated');
  });

  it('answers a bad language with 400 and an id that names no bill with 404, never a 500', async () => {
    const badLanguage = await expectApiError(
      await call.get(`/account/bills/${bill.id}/invoice.pdf?lang=fr`, owner),
      400,
      'validation_failed',
    );
    expect(badLanguage.fields).toHaveProperty('lang');
    for (const id of ['99999999', 'abc', '0', '-1', '1.5']) {
      await expectApiError(await call.get(`/account/bills/${id}/invoice.pdf`, owner), 404, 'not_found');
    }
  });
});

describe('GET /api/account/orders/:id/receipt.pdf', () => {
  it("gives a paid order's receipt to its owner and to the finance office", async () => {
    for (const email of [owner, finance]) {
      const lines = await expectPdf(
        await call.get(`/account/orders/${paidOrder.id}/receipt.pdf?lang=en`, email),
        `receipt-${paidOrder.number}.pdf`,
      );
      expect(lines).toContain('Receipt');
      expect(lines.some((line) => line.includes('Receipt number') && line.includes(paidOrder.number))).toBe(
        true,
      );
      expect(lines.some((line) => line.includes('Payment method') && line.includes('Bank transfer'))).toBe(
        true,
      );
      expect(lines.some((line) => line.includes('Reference') && line.includes('TT-55120'))).toBe(true);
      expect(lines.some((line) => line.includes(bill.number) && line.includes('AED 1,545.00'))).toBe(true);
    }
    const arabic = await expectPdf(
      await call.get(`/account/orders/${paidOrder.id}/receipt.pdf`, owner),
      `receipt-${paidOrder.number}.pdf`,
    );
    expect(arabic).toContain('إيصال');
    expect(arabic.some((line) => line.includes('تحويل بنكي'))).toBe(true);
  });

  it('refuses an order that is not paid with 409 order_not_paid, and hides orders from other members', async () => {
    await expectApiError(
      await call.get(`/account/orders/${unpaidOrder}/receipt.pdf`, owner),
      409,
      BillingErrorCodes.orderNotPaid,
    );
    await expectApiError(
      await call.get(`/account/orders/${paidOrder.id}/receipt.pdf`, other),
      404,
      'not_found',
    );
    await expectApiError(
      await call.get(`/account/orders/${unpaidOrder}/receipt.pdf`, other),
      404,
      'not_found',
    );
    await expectApiError(
      await call.get(`/account/orders/${paidOrder.id}/receipt.pdf?lang=xx`, owner),
      400,
      'validation_failed',
    );
    await expectApiError(await call.get('/account/orders/nope/receipt.pdf', owner), 404, 'not_found');
  });
});
