import { type SeasonSubscriptionView, SubscriptionInputSchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { refuseRestricted } from '../teams/club-players';
import { subscribe, subscriptionView } from './subscription';

/** `/api/account/club/season-subscription`: the club's or academy's own subscription to the active season. */
export function clubSubscriptionRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const mayManage = requirePermission('club.account');

  routes.get('/account/club/season-subscription', session, mayManage, async (c) => {
    const today = uaeToday(now());
    return c.json<SeasonSubscriptionView>(
      await subscriptionView(db, c.get('member'), Number(today.slice(0, 4))),
    );
  });

  routes.put('/account/club/season-subscription', session, mayManage, async (c) => {
    const input = await parseJsonBody(c, SubscriptionInputSchema);
    const member = c.get('member');
    refuseRestricted(member);
    const at = now();
    const today = uaeToday(at);
    const year = Number(today.slice(0, 4));
    await subscribe(db, member, input, { today, now: at, year });
    return c.json<SeasonSubscriptionView>(await subscriptionView(db, member, year));
  });

  return routes;
}
