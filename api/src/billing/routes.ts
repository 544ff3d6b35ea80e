import {
  BillDecisionSchema,
  type Cart,
  type Fee,
  type FeeCatalogue,
  FeeCatalogueQuerySchema,
  type FeeCode,
  FeeCodes,
  IssueBillSchema,
  type OfficeBill,
  type OfficeBillDetail,
  type OfficeBillListResponse,
  OfficeBillListQuerySchema,
  type OwnBillsResponse,
  SetFeeSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { ownBills } from './bill-view';
import { addToCart, cartOf, removeFromCart } from './cart';
import { feeCatalogue, setFee } from './fees';
import {
  type BillMail,
  closeBillByOffice,
  issueBillByOffice,
  listOfficeBills,
  officeBillDetail,
} from './office-bills';

/** A fee code in the path; any other text names no fee (404, like an id that does not exist). */
function feeCodeParam(c: Context): FeeCode {
  const code = c.req.param('code') as FeeCode;
  if (!FeeCodes.includes(code)) throw notFound(c);
  return code;
}

/**
 * Bills (issue 10): the member's own bills ('own.read') and cart ('own.pay'); the fee catalogue and the finance
 * office's bills ('finance.manage'). Orders and payments are the payments module's.
 */
export function billingRoutes(db: Database, now: () => Date, mail: BillMail): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const pay = requirePermission('own.pay');
  const finance = requirePermission('finance.manage');

  routes.get('/account/bills', session, requirePermission('own.read'), async (c) =>
    c.json<OwnBillsResponse>({ items: await ownBills(db, c.get('member').id) }),
  );

  routes.get('/account/cart', session, pay, async (c) => c.json<Cart>(await cartOf(db, c.get('member').id)));
  routes.delete('/account/cart', session, pay, async (c) =>
    c.json<Cart>(await removeFromCart(db, c.get('member').id)),
  );
  routes.put('/account/cart/items/:billId', session, pay, async (c) => {
    const cart = await addToCart(db, c.get('member').id, idParam(c, 'billId'));
    if (!cart) throw notFound(c);
    return c.json<Cart>(cart);
  });
  routes.delete('/account/cart/items/:billId', session, pay, async (c) =>
    c.json<Cart>(await removeFromCart(db, c.get('member').id, idParam(c, 'billId'))),
  );

  routes.get('/office/fees', session, finance, async (c) => {
    const { seasonId } = parseQuery(c, FeeCatalogueQuerySchema);
    const catalogue = await feeCatalogue(db, seasonId);
    if (!catalogue) throw new ApiError(404, 'not_found', 'No season has this id');
    return c.json<FeeCatalogue>(catalogue);
  });
  routes.put('/office/fees/:code', session, finance, async (c) => {
    const code = feeCodeParam(c);
    const input = await parseJsonBody(c, SetFeeSchema);
    const fee = await setFee(db, c.get('member'), code, input, now());
    if (!fee) throw new ApiError(404, 'not_found', 'No season has this id');
    return c.json<Fee>(fee);
  });

  routes.get('/office/bills', session, finance, async (c) =>
    c.json<OfficeBillListResponse>(await listOfficeBills(db, parseQuery(c, OfficeBillListQuerySchema))),
  );
  routes.post('/office/bills', session, finance, async (c) => {
    const input = await parseJsonBody(c, IssueBillSchema);
    const bill = await issueBillByOffice(db, c.get('member'), input, now());
    if (!bill) throw new ApiError(404, 'not_found', 'No member has this id');
    return c.json<OfficeBill>(bill, 201);
  });
  routes.get('/office/bills/:id', session, finance, async (c) => {
    const detail = await officeBillDetail(db, idParam(c));
    if (!detail) throw notFound(c);
    return c.json<OfficeBillDetail>(detail);
  });

  async function close(c: Context<SessionEnv>, status: 'cancelled' | 'waived') {
    const id = idParam(c);
    const { reason } = await parseJsonBody(c, BillDecisionSchema);
    const bill = await closeBillByOffice(db, mail, c.get('member'), id, status, reason, now());
    if (!bill) throw notFound(c);
    return c.json<OfficeBill>(bill);
  }
  routes.post('/office/bills/:id/cancel', session, finance, (c) => close(c, 'cancelled'));
  routes.post('/office/bills/:id/waive', session, finance, (c) => close(c, 'waived'));

  return routes;
}
