import { BillingErrorCodes, can, DocumentLanguageSchema } from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { principalOf, requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { renderInvoicePdf, renderReceiptPdf } from './render';
import { invoiceOf, receiptOf } from './sources';

/**
 * A bill's invoice and a paid order's receipt as PDFs (`?lang=ar|en`, Arabic when not given), for the member they
 * belong to and for the finance office ('finance.manage'). Anyone else signed in as a member gets 404, as if the bill
 * or order did not exist; staff without the finance permission get 403 (decision 018).
 *
 * Registered in app.ts before the account routes: those refuse staff on every `/api/account/*` path, and finance
 * staff read these two.
 */
export function documentRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const allowed = [requireSession(db, now), requirePermission(['own.read', 'finance.manage'])] as const;

  routes.get('/account/bills/:id/invoice.pdf', ...allowed, async (c) => {
    const { lang } = parseQuery(c, DocumentLanguageSchema);
    const found = await invoiceOf(db, idParam(c));
    if (!found || !mayRead(c, found.memberId)) throw notFound(c);
    return pdf(c, `invoice-${found.invoice.number}.pdf`, await renderInvoicePdf(found.invoice, lang));
  });

  routes.get('/account/orders/:id/receipt.pdf', ...allowed, async (c) => {
    const { lang } = parseQuery(c, DocumentLanguageSchema);
    const found = await receiptOf(db, idParam(c));
    if (!found || !mayRead(c, found.memberId)) throw notFound(c);
    if (!found.receipt) {
      throw new ApiError(409, BillingErrorCodes.orderNotPaid, 'This order is not paid: it has no receipt');
    }
    return pdf(c, `receipt-${found.receipt.number}.pdf`, await renderReceiptPdf(found.receipt, lang));
  });

  return routes;
}

/** The owner, or the finance office. */
function mayRead(c: Context<SessionEnv>, ownerId: number): boolean {
  const member = c.get('member');
  return member.id === ownerId || can(principalOf(member), 'finance.manage');
}

function pdf(c: Context, filename: string, file: Uint8Array): Response {
  return c.body(file as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
