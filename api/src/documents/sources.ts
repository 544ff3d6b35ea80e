import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billLines, bills, members, orderBills, orders } from '../db/schema';
import type { DocumentMember, InvoiceDocument, ReceiptDocument } from './types';

const memberColumns = {
  memberId: members.id,
  nameAr: members.nameAr,
  nameEn: members.nameEn,
  membershipNumber: members.membershipNumber,
  email: members.email,
};

function documentMember(row: {
  nameAr: string;
  nameEn: string;
  membershipNumber: string | null;
  email: string;
}): DocumentMember {
  return {
    name: { ar: row.nameAr, en: row.nameEn },
    membershipNumber: row.membershipNumber,
    email: row.email,
  };
}

/** A bill as its invoice shows it, with the member it is to; undefined when there is no such bill. */
export async function invoiceOf(
  db: Database,
  billId: number,
): Promise<{ memberId: number; invoice: InvoiceDocument } | undefined> {
  const [bill] = await db
    .select({ ...memberColumns, bill: bills })
    .from(bills)
    .innerJoin(members, eq(members.id, bills.memberId))
    .where(eq(bills.id, billId));
  if (!bill) return undefined;
  const lines = await db
    .select({ ar: billLines.descriptionAr, en: billLines.descriptionEn, amountFils: billLines.amountFils })
    .from(billLines)
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.position));
  return {
    memberId: bill.memberId,
    invoice: {
      number: bill.bill.number,
      category: bill.bill.category,
      name: { ar: bill.bill.nameAr, en: bill.bill.nameEn },
      issuedOn: bill.bill.issuedOn,
      dueOn: bill.bill.dueOn,
      status: bill.bill.status,
      member: documentMember(bill),
      lines: lines.map(({ ar, en, amountFils }) => ({ description: { ar, en }, amountFils })),
      totalFils: bill.bill.amountFils,
    },
  };
}

/**
 * An order as its receipt shows it: its status decides whether there is a receipt (`receipt` is null while the order
 * is not paid or refunded). Undefined when there is no such order.
 */
export async function receiptOf(
  db: Database,
  orderId: number,
): Promise<{ memberId: number; receipt: ReceiptDocument | null } | undefined> {
  const [order] = await db
    .select({ ...memberColumns, order: orders })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const { status, paidAt } = order.order;
  if ((status !== 'paid' && status !== 'refunded') || paidAt === null) {
    return { memberId: order.memberId, receipt: null };
  }
  const paid = await db
    .select({ number: bills.number, ar: bills.nameAr, en: bills.nameEn, amountFils: orderBills.amountFils })
    .from(orderBills)
    .innerJoin(bills, eq(bills.id, orderBills.billId))
    .where(eq(orderBills.orderId, orderId))
    .orderBy(asc(bills.id));
  return {
    memberId: order.memberId,
    receipt: {
      number: order.order.number,
      status,
      paidAt: paidAt.toISOString(),
      method: order.order.method,
      // A card payment is known by the provider's reference; a bank transfer or cheque by the one the office typed.
      reference: order.order.method === 'card' ? order.order.providerRef : order.order.reference,
      member: documentMember(order),
      bills: paid.map(({ number, ar, en, amountFils }) => ({ number, name: { ar, en }, amountFils })),
      totalFils: order.order.amountFils,
    },
  };
}
