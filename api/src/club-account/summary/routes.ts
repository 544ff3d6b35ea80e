import type { ClubAccountSummary } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { clubSummary } from './summary';

/** `GET /api/account/club/summary`: the caller's own figures; only clubs and academies hold `club.account`. */
export function clubSummaryRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.get('/account/club/summary', requireSession(db, now), requirePermission('club.account'), async (c) =>
    c.json<ClubAccountSummary>(await clubSummary(db, c.get('member').id, uaeToday(now()))),
  );
  return routes;
}
