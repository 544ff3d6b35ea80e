import {
  CheckoutSchema,
  type CheckoutResponse,
  type OfficeBill,
  type OfficeOrder,
  type OfficeOrderDetail,
  OfficeOrderListQuerySchema,
  type OfficeOrderListResponse,
  OfflinePaymentSchema,
  type Order,
  type Reconciliation,
  ReconciliationQuerySchema,
  RefundSchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requirePermission } from '../access/require-permission';
import { findOfficeBill } from '../billing/office-bills';
import { requireSession, type SessionEnv } from '../auth/require-session';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { applyPaymentState } from './apply-state';
import { cancelOrder } from './cancel';
import { checkout } from './checkout';
import type { Payments } from './context';
import { receiveNotification, unsignedNotificationLimiter } from './notifications';
import { officeOrderDetail, listOfficeOrders } from './office-orders';
import { recordOfflinePayment } from './offline';
import { findOrder, ordersOf, ownedOrder } from './orders';
import { reconcile } from './reconciliation';
import { refundBill } from './refunds';
import { isOpenOrder } from './transitions';

const RefreshQuerySchema = v.object({
  refresh: v.optional(v.picklist(['true', 'false'], 'validation.invalid')),
});

/** `?open=true`: only the orders still open, which the cart shows with "Continue paying" (decision 085). */
const OwnOrdersQuerySchema = v.object({
  open: v.optional(v.picklist(['true', 'false'], 'validation.invalid')),
});

/** A member's checkout and orders ('own.pay', their own only: another's order is 404). */
export function ownPaymentRoutes(payments: Payments): Hono<SessionEnv> {
  const { db, now } = payments;
  const routes = new Hono<SessionEnv>();
  const guard = [requireSession(db, now), requirePermission('own.pay')] as const;

  routes.post('/account/checkout', ...guard, async (c) => {
    const input = await parseJsonBody(c, CheckoutSchema);
    return c.json<CheckoutResponse>(await checkout(payments, c.get('member').id, input), 201);
  });

  routes.get('/account/orders', ...guard, async (c) => {
    const { open } = parseQuery(c, OwnOrdersQuerySchema);
    return c.json<{ items: Order[] }>({ items: await ordersOf(db, c.get('member').id, open === 'true') });
  });

  // The member ends a payment they left unfinished; the answer is the order as the provider left it: cancelled, or
  // paid when the payer was quicker (decision 085). An order already ended is answered as it is.
  routes.post('/account/orders/:id/cancel', ...guard, async (c) => {
    const id = idParam(c);
    if ((await cancelOrder(payments, id, c.get('member').id)) === undefined) throw notFound(c);
    return c.json<Order>((await findOrder(db, id))!);
  });

  // `?refresh=true` (the return page): an order still open is asked about at the provider and the answer applied.
  // The page's own redirect parameters are never read. A provider that does not answer leaves the stored status.
  routes.get('/account/orders/:id', ...guard, async (c) => {
    const id = idParam(c);
    const { refresh } = parseQuery(c, RefreshQuerySchema);
    const owned = await ownedOrder(db, id, c.get('member').id);
    if (!owned) throw notFound(c);
    const { order, providerRef } = owned;
    if (refresh !== 'true' || !isOpenOrder(order.status) || providerRef === null || !payments.gateway) {
      return c.json<Order>(order);
    }
    try {
      await applyPaymentState(payments, id, await payments.gateway.queryPayment(providerRef));
    } catch (error) {
      payments.logger.error(`Order ${order.number}: the provider did not answer the refresh:`, error);
    }
    return c.json<Order>((await findOrder(db, id))!);
  });

  return routes;
}

/** The provider's notifications: public (the provider has no session), trusted only once verified. */
export function notificationRoutes(payments: Payments, database: DatabaseHandle): Hono {
  const unsignedLimiter = unsignedNotificationLimiter(database);
  const routes = new Hono();
  routes.post('/payments/notifications/:provider', async (c) => {
    const outcome = await receiveNotification(
      payments,
      c.req.param('provider'),
      await c.req.text(),
      c.req.raw.headers,
      { address: clientAddress(c), unsignedLimiter },
    );
    return c.json({ outcome });
  });
  return routes;
}

/** The finance office's orders, offline payments, refunds and reconciliation ('finance.manage'). */
export function officePaymentRoutes(payments: Payments): Hono<SessionEnv> {
  const { db, now } = payments;
  const routes = new Hono<SessionEnv>();
  const guard = [requireSession(db, now), requirePermission('finance.manage')] as const;

  routes.get('/office/orders', ...guard, async (c) =>
    c.json<OfficeOrderListResponse>(await listOfficeOrders(db, parseQuery(c, OfficeOrderListQuerySchema))),
  );

  routes.get('/office/orders/:id', ...guard, async (c) => {
    const detail = await officeOrderDetail(db, idParam(c));
    if (!detail) throw notFound(c);
    return c.json<OfficeOrderDetail>(detail);
  });

  routes.post('/office/payments/offline', ...guard, async (c) => {
    const input = await parseJsonBody(c, OfflinePaymentSchema);
    return c.json<OfficeOrder>(await recordOfflinePayment(payments, c.get('member'), input), 201);
  });

  routes.post('/office/bills/:id/refund', ...guard, async (c) => {
    const id = idParam(c);
    const { reason } = await parseJsonBody(c, RefundSchema);
    if (!(await refundBill(payments, c.get('member'), id, reason))) throw notFound(c);
    return c.json<OfficeBill>((await findOfficeBill(db, id))!);
  });

  routes.get('/office/reconciliation', ...guard, async (c) => {
    const { day = uaeToday(now()) } = parseQuery(c, ReconciliationQuerySchema);
    if (day > uaeToday(now())) {
      throw new ApiError(400, 'validation_failed', 'The day has not come yet', {
        day: ['validation.futureDate'],
      });
    }
    return c.json<Reconciliation>(await reconcile(payments, day));
  });

  return routes;
}
