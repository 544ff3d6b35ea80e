import type { OwnPenaltiesResponse, PlayerPenaltiesResponse } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { penaltiesOf, toOwnPenalty } from '../office/penalties/penalties';
import { withFineBills } from './fine-bills';
import { penaltiesOfPlayers } from './player-penalties';

/**
 * `GET /api/account/penalties`: the caller's own penalties, newest first (reason in both languages, dates, fine and
 * its bill), and
 * `GET /api/account/players/penalties`: a club's or academy's players' penalties.
 */
export function ownPenaltyRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.get('/account/penalties', requireSession(db, now), requirePermission('own.read'), async (c) => {
    const items = await penaltiesOf(db, c.get('member').id, now());
    return c.json<OwnPenaltiesResponse>({ items: await withFineBills(db, items.map(toOwnPenalty)) });
  });
  // `entries.players`: the callers who have players of their own (clubs and academies).
  routes.get(
    '/account/players/penalties',
    requireSession(db, now),
    requirePermission('entries.players'),
    async (c) =>
      c.json<PlayerPenaltiesResponse>({ items: await penaltiesOfPlayers(db, c.get('member').id, now()) }),
  );
  return routes;
}
