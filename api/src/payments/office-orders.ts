import {
  type NotificationOutcome,
  type OfficeOrder,
  type OfficeOrderDetail,
  type OfficeOrderListQuery,
  type OfficeOrderListResponse,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { members, orders, paymentNotifications, refunds } from '../db/schema';
import { itemTimeline } from '../office/audit/audit-log';
import { matches } from '../office/members/directory';
import { uaeDayStart } from '../office/requests/list';
import { billsOfOrders, newestOrdersFirst, toOrder } from './orders';

const recorders = alias(members, 'recorder');

function selectOrders(db: Database) {
  return db
    .select({
      order: orders,
      memberEmail: members.email,
      memberNameAr: members.nameAr,
      memberNameEn: members.nameEn,
      membershipNumber: members.membershipNumber,
      recorderNameAr: recorders.nameAr,
      recorderNameEn: recorders.nameEn,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(recorders, eq(recorders.id, orders.recordedBy));
}

async function officeOrdersWhere(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<OfficeOrder[]> {
  const query = selectOrders(db)
    .where(where)
    .orderBy(...newestOrdersFirst);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const billLists = await billsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map(({ order, ...row }) => ({
    ...toOrder(order, billLists.get(order.id) ?? []),
    member: {
      id: order.memberId,
      name: { ar: row.memberNameAr, en: row.memberNameEn },
      email: row.memberEmail,
      membershipNumber: row.membershipNumber,
    },
    provider: order.provider,
    providerRef: order.providerRef,
    reference: order.reference,
    recordedBy:
      order.recordedBy === null
        ? null
        : { id: order.recordedBy, name: { ar: row.recorderNameAr!, en: row.recorderNameEn! } },
    updatedAt: order.updatedAt.toISOString(),
  }));
}

/** An order number typed in any case (`or-2026-000042`), the provider's or the bank's reference, or the member. */
function searchCondition(q: string): SQL | undefined {
  const exact = q.trim();
  return or(
    eq(orders.number, exact.toUpperCase()),
    eq(orders.providerRef, exact),
    eq(orders.reference, exact),
    matches(q),
  );
}

/** `GET /api/office/orders`: filtered (days by when the order was made, UAE calendar), newest first, paged. */
export async function listOfficeOrders(
  db: Database,
  query: OfficeOrderListQuery,
): Promise<OfficeOrderListResponse> {
  const where = and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.method === undefined ? undefined : eq(orders.method, query.method),
    query.from === undefined ? undefined : sql`${orders.createdAt} >= ${uaeDayStart(query.from)}`,
    query.to === undefined
      ? undefined
      : sql`${orders.createdAt} < ${uaeDayStart(query.to)} + interval '1 day'`,
  );
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    officeOrdersWhere(db, where, { limit: query.pageSize, offset: pageOffset(query) }),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(where),
  ]);
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

export async function findOfficeOrder(db: Database, id: number): Promise<OfficeOrder | undefined> {
  const [order] = await officeOrdersWhere(db, eq(orders.id, id));
  return order;
}

/** `GET /api/office/orders/:id`: the order, the provider's notifications about it, its refunds and its audit trail. */
export async function officeOrderDetail(db: Database, id: number): Promise<OfficeOrderDetail | undefined> {
  const order = await findOfficeOrder(db, id);
  if (!order) return undefined;
  const [notifications, refundRows, history] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, id))
      .orderBy(desc(paymentNotifications.receivedAt), desc(paymentNotifications.id)),
    db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, id))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
    itemTimeline(db, 'order', id),
  ]);
  return {
    order,
    notifications: notifications.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      eventId: row.eventId,
      valid: row.valid,
      // Written only by `receiveNotification`, from this list.
      outcome: row.outcome as NotificationOutcome,
    })),
    refunds: refundRows.map((row) => ({
      id: row.id,
      billId: row.billId,
      amountFils: row.amountFils,
      reason: row.reason,
      status: row.status,
      automatic: row.requestedBy === null,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
    history,
  };
}
