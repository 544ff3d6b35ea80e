import {
  type Bill,
  type BillLine,
  type OfficeBill,
  openOrderStatuses,
  type TournamentBill,
} from '@uaeaf/contracts';
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { billLines, bills, cartItems, members, orders } from '../db/schema';

const openOrders = alias(orders, 'open_order');

/** A bill's columns as both the member's and the office's views need them. */
function billColumns(db: Database) {
  return {
    id: bills.id,
    number: bills.number,
    category: bills.category,
    feeCode: bills.feeCode,
    nameAr: bills.nameAr,
    nameEn: bills.nameEn,
    amountFils: bills.amountFils,
    issuedOn: bills.issuedOn,
    dueOn: bills.dueOn,
    status: bills.status,
    statusReason: bills.statusReason,
    paidAt: bills.paidAt,
    paidOrderId: bills.paidOrderId,
    // `open_order_id` stays set after its order ends (the order's own status says whether it still holds the bill).
    paymentInProgress: sql<boolean>`coalesce(${inArray(openOrders.status, [...openOrderStatuses])}, false)`,
    inCart: sql<boolean>`${exists(
      db
        .select({ one: sql`1` })
        .from(cartItems)
        .where(and(eq(cartItems.billId, bills.id), eq(cartItems.memberId, bills.memberId))),
    )}`,
    memberId: members.id,
    memberNameAr: members.nameAr,
    memberNameEn: members.nameEn,
    memberEmail: members.email,
    membershipNumber: members.membershipNumber,
  };
}

/** Bills with their member and open order; callers add `where`, order and paging. */
export function selectBills(db: Database) {
  return db
    .select(billColumns(db))
    .from(bills)
    .innerJoin(members, eq(members.id, bills.memberId))
    .leftJoin(openOrders, eq(openOrders.id, bills.openOrderId));
}
export type BillRow = Awaited<ReturnType<typeof selectBills>>[number];

/** Newest first: the order every list of bills is read in (the id breaks ties within a day). */
export const newestBillsFirst = [desc(bills.issuedOn), desc(bills.id)];

/** The lines of the bills, in order, by bill id: one query for a whole page. */
export async function linesOf(db: Database, ids: number[]): Promise<Map<number, BillLine[]>> {
  const byBill = new Map<number, BillLine[]>();
  if (ids.length === 0) return byBill;
  const rows = await db
    .select()
    .from(billLines)
    .where(inArray(billLines.billId, ids))
    .orderBy(asc(billLines.billId), asc(billLines.position));
  for (const line of rows) {
    const item = {
      description: { ar: line.descriptionAr, en: line.descriptionEn },
      amountFils: line.amountFils,
    };
    byBill.set(line.billId, [...(byBill.get(line.billId) ?? []), item]);
  }
  return byBill;
}

/** A row as its owner reads it (`BillSchema`). */
export function toBill(row: BillRow, lines: BillLine[]): Bill {
  return {
    id: row.id,
    number: row.number,
    category: row.category,
    feeCode: row.feeCode,
    name: { ar: row.nameAr, en: row.nameEn },
    amountFils: row.amountFils,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    status: row.status,
    statusReason: row.statusReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    lines,
    paymentInProgress: row.paymentInProgress,
    inCart: row.inCart,
    receiptOrderId: row.paidOrderId,
  };
}

/** A row as the finance office reads it: the owner's view without the cart, plus whose bill it is. */
export function toOfficeBill(row: BillRow, lines: BillLine[]): OfficeBill {
  const { inCart: _, ...bill } = toBill(row, lines);
  return {
    ...bill,
    member: {
      id: row.memberId,
      name: { ar: row.memberNameAr, en: row.memberNameEn },
      email: row.memberEmail,
      membershipNumber: row.membershipNumber,
    },
  };
}

/** The bills matching `where`, newest first, each with its lines, through `view`. */
export async function billsWhere<T>(
  db: Database,
  where: SQL | undefined,
  view: (row: BillRow, lines: BillLine[]) => T,
  page?: { limit: number; offset: number },
): Promise<T[]> {
  const query = selectBills(db)
    .where(where)
    .orderBy(...newestBillsFirst);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => view(row, lines.get(row.id) ?? []));
}

/** `GET /api/account/bills`: the member's own bills, newest first. */
export async function ownBills(db: Database, memberId: number): Promise<Bill[]> {
  return billsWhere(db, eq(bills.memberId, memberId), toBill);
}

/** The short bill an entry or a course registration carries, selected through a left join of `bills`. */
export const billSummaryColumns = {
  billId: bills.id,
  billNumber: bills.number,
  billNameAr: bills.nameAr,
  billNameEn: bills.nameEn,
  billAmount: bills.amountFils,
  billIssuedOn: bills.issuedOn,
  billStatus: bills.status,
};

type BillSummaryRow = {
  [Column in keyof typeof billSummaryColumns]: (typeof billSummaryColumns)[Column]['_']['data'] | null;
};

/** The bill of `billSummaryColumns`, or null when the row has none. */
export function toBillSummary(row: BillSummaryRow): TournamentBill | null {
  if (row.billId === null) return null;
  return {
    id: row.billId,
    name: { ar: row.billNameAr!, en: row.billNameEn! },
    number: row.billNumber!,
    amountFils: row.billAmount!,
    issuedOn: row.billIssuedOn!,
    status: row.billStatus!,
  };
}
