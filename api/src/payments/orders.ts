import { openOrderStatuses, type Order, type OrderBill } from '@uaeaf/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills, orderBills, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** `OR-2026-000042`: the year it was made (UAE calendar) and its id, like bill numbers. */
export function orderNumber(uaeDay: string, id: number): string {
  return `OR-${uaeDay.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** The first order number (as `orderNumber` writes it) in a text; a billion orders is far beyond the federation's. */
export function findOrderNumber(text: string): string | null {
  return /\bOR-\d{4}-\d{6,9}\b/.exec(text)?.[0] ?? null;
}

/** The next order id, taken first so the number (made from it) is set in the one insert. */
export async function nextOrderId(tx: Pick<Database, 'select'>): Promise<number> {
  const [row] = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::integer` })
    .from(sql`(values (1)) as one`);
  return row!.id;
}

/** The bills of the orders, in bill order, by order id: one query for a whole list. */
export async function billsOfOrders(db: Database, ids: number[]): Promise<Map<number, OrderBill[]>> {
  const byOrder = new Map<number, OrderBill[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderBills.orderId,
      id: bills.id,
      number: bills.number,
      nameAr: bills.nameAr,
      nameEn: bills.nameEn,
      amountFils: orderBills.amountFils,
    })
    .from(orderBills)
    .innerJoin(bills, eq(bills.id, orderBills.billId))
    .where(inArray(orderBills.orderId, ids))
    .orderBy(asc(orderBills.orderId), asc(bills.id));
  for (const { orderId, nameAr, nameEn, ...bill } of rows) {
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), { ...bill, name: { ar: nameAr, en: nameEn } }]);
  }
  return byOrder;
}

/** An order as its member reads it; the provider's page only while it can still be paid there. */
export function toOrder(row: OrderRow, orderBillList: OrderBill[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    method: row.method,
    amountFils: row.amountFils,
    bills: orderBillList,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentUrl: row.status === 'awaitingPayment' ? row.paymentUrl : null,
  };
}

export const newestOrdersFirst = [desc(orders.createdAt), desc(orders.id)];

async function readOrders(db: Database, where: SQL | undefined): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestOrdersFirst);
  const billLists = await billsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, billLists.get(row.id) ?? []));
}

/** The member's orders, newest first; `openOnly`, those still open (created or awaiting payment). */
export function ordersOf(db: Database, memberId: number, openOnly = false): Promise<Order[]> {
  return readOrders(
    db,
    and(eq(orders.memberId, memberId), openOnly ? inArray(orders.status, [...openOrderStatuses]) : undefined),
  );
}

/** A member's own order with the provider's reference (to refresh it); undefined when it is not theirs. */
export async function ownedOrder(db: Database, id: number, memberId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  if (!row) return undefined;
  const billLists = await billsOfOrders(db, [id]);
  return { order: toOrder(row, billLists.get(id) ?? []), providerRef: row.providerRef };
}

export async function findOrder(db: Database, id: number): Promise<Order | undefined> {
  const [order] = await readOrders(db, eq(orders.id, id));
  return order;
}
