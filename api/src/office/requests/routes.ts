import {
  BulkRequestDecisionSchema,
  type BulkRequestDecisionResult,
  type OfficeRequestDetail,
  type OfficeRequestList,
  OfficeRequestListQuerySchema,
  type OfficeSummary,
  RequestDecisionSchema,
  type RequestDecisionResult,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { principalOf, requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { sendUpload } from '../../files/serve';
import { parseJsonBody } from '../../http/body';
import { ApiError } from '../../http/errors';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { type DecisionMail, decideAndNotify } from '../../requests/notify';
import { findRequestFile } from '../../requests/files';
import { findOfficeRequest } from './detail';
import { listOfficeRequests } from './list';
import { officeSummary } from './summary';

/**
 * The office's requests: the home page's counts, the list, a request with its files, and decisions one at a time or in
 * bulk. Each route checks its permission; every answer is personal (`no-store`, the app's default).
 */
export function officeRequestRoutes(db: Database, now: () => Date, mail: DecisionMail): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const read = requirePermission('requests.read');
  const decide = requirePermission('requests.decide');

  routes.get('/office/summary', session, requirePermission('office.open'), async (c) =>
    c.json<OfficeSummary>(await officeSummary(db, now())),
  );

  routes.get('/office/requests', session, read, async (c) =>
    c.json<OfficeRequestList>(await listOfficeRequests(db, parseQuery(c, OfficeRequestListQuerySchema))),
  );

  routes.get('/office/requests/:id', session, read, async (c) => {
    const request = await findOfficeRequest(db, idParam(c), principalOf(c.get('member')));
    if (!request) throw notFound(c);
    return c.json<OfficeRequestDetail>(request);
  });

  routes.get('/office/requests/:id/files/:fileId', session, read, async (c) => {
    const file = await findRequestFile(db, idParam(c), idParam(c, 'fileId'));
    if (!file) throw notFound(c);
    c.header('Cache-Control', 'no-store');
    return sendUpload(c, file);
  });

  routes.post('/office/requests/:id/decision', session, decide, async (c) => {
    const requestId = idParam(c);
    const { decision, reason } = await parseJsonBody(c, RequestDecisionSchema);
    const member = c.get('member');
    const by = { actor: 'office', memberId: member.id } as const;
    return c.json<RequestDecisionResult>(
      await decideAndNotify(db, mail, { requestId, action: decision, by, reason, at: now() }, member.name),
    );
  });

  // Each request is decided in a transaction of its own: one that cannot take the decision (decided meanwhile, still
  // waiting for its club) is skipped with its code, and never holds back or undoes the others.
  routes.post('/office/requests/decisions', session, decide, async (c) => {
    const { ids, decision, reason } = await parseJsonBody(c, BulkRequestDecisionSchema);
    const member = c.get('member');
    const result: BulkRequestDecisionResult = { decided: [], skipped: [] };
    const by = { actor: 'office', memberId: member.id } as const;
    for (const requestId of ids) {
      try {
        await decideAndNotify(db, mail, { requestId, action: decision, by, reason, at: now() }, member.name);
        result.decided.push(requestId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.skipped.push({ id: requestId, code: error.code });
      }
    }
    return c.json<BulkRequestDecisionResult>(result);
  });

  return routes;
}
