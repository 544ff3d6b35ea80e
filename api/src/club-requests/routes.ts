import {
  type ClubRequestList,
  ClubRequestDecisionSchema,
  ClubRequestListQuerySchema,
  type RequestDecisionResult,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { idParam } from '../http/path';
import { parseQuery } from '../http/query';
import { type DecisionMail, decideAndNotify } from '../requests/notify';
import { listClubRequests } from './club-requests';

/**
 * A club's or academy's side of the requests that named it: the list and its decision (accept or reject), the first
 * step before the federation's. Another club's request answers 404. A club under a penalty still decides: a penalty
 * restricts the member's own requests and entries, not its duty to answer applicants (decision 017).
 */
export function clubRequestRoutes(db: Database, now: () => Date, mail: DecisionMail): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const mayDecide = requirePermission('club.requests.decide');

  routes.get('/club/requests', session, mayDecide, async (c) =>
    c.json<ClubRequestList>(
      await listClubRequests(db, c.get('member').id, parseQuery(c, ClubRequestListQuerySchema)),
    ),
  );

  routes.post('/club/requests/:id/decision', session, mayDecide, async (c) => {
    const requestId = idParam(c);
    const { decision, reason } = await parseJsonBody(c, ClubRequestDecisionSchema);
    const club = c.get('member');
    const by = { actor: 'club', memberId: club.id } as const;
    return c.json<RequestDecisionResult>(
      await decideAndNotify(db, mail, { requestId, action: decision, by, reason, at: now() }, club.name),
    );
  });

  return routes;
}
