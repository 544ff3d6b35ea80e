import {
  issuePenaltySchema,
  LiftPenaltySchema,
  type Penalty,
  type PenaltyListResponse,
  PenaltyListQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { ApiError } from '../../http/errors';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { issuePenalty, liftPenalty, listPenalties } from './penalties';

/** Penalties for the office: reading them needs 'penalties.read', issuing and lifting 'penalties.manage'. */
export function officePenaltyRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/penalties/*', requireSession(db, now));
  const manage = requirePermission('penalties.manage');

  routes.get('/office/penalties', requirePermission('penalties.read'), async (c) =>
    c.json<PenaltyListResponse>(await listPenalties(db, parseQuery(c, PenaltyListQuerySchema), now())),
  );

  routes.post('/office/penalties', manage, async (c) => {
    const at = now();
    const input = await parseJsonBody(c, issuePenaltySchema(uaeToday(at)));
    const penalty = await issuePenalty(db, c.get('member'), input, at);
    if (!penalty) throw new ApiError(404, 'not_found', 'No member has this id');
    return c.json<Penalty>(penalty, 201);
  });

  routes.post('/office/penalties/:id/lift', manage, async (c) => {
    const id = idParam(c);
    const { reason } = await parseJsonBody(c, LiftPenaltySchema);
    const penalty = await liftPenalty(db, c.get('member'), id, reason, now());
    if (!penalty) throw notFound(c);
    return c.json<Penalty>(penalty);
  });

  return routes;
}
