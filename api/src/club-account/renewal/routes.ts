import type { RenewalView } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { clientAddress } from '../../http/client';
import { refuseRestricted } from '../teams/club-players';
import { renewalView, requestRenewal } from './renewal';

/** `/api/account/club/renewal`: the club's or academy's own membership renewal for the next season. */
export function clubRenewalRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const mayManage = requirePermission('club.account');

  routes.get('/account/club/renewal', session, mayManage, async (c) =>
    c.json<RenewalView>(await renewalView(db, c.get('member'), uaeToday(now()))),
  );

  routes.post('/account/club/renewal', session, mayManage, async (c) => {
    const member = c.get('member');
    refuseRestricted(member);
    const today = uaeToday(now());
    await requestRenewal(db, member, { today, clientAddress: clientAddress(c) });
    return c.json<RenewalView>(await renewalView(db, member, today), 201);
  });

  return routes;
}
