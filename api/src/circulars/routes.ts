import {
  type AccountCircularDetail,
  type AccountCircularsResponse,
  type CircularDetail,
  type CircularListResponseSchema,
  CircularQuerySchema,
  type UnreadCirculars,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { accountCirculars, markRead, mayRead, unreadCircularCount } from './account-circulars';
import { findCircular, listCirculars } from './circulars';

export function circularRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publishedCache();

  routes.get('/circulars', cached, async (c) =>
    c.json<InferOutput<typeof CircularListResponseSchema>>(
      await listCirculars(db, parseQuery(c, CircularQuerySchema), now()),
    ),
  );

  routes.get('/circulars/:id', cached, async (c) => {
    const circular = await findCircular(db, idParam(c), 'everyone', now());
    if (!circular) throw notFound(c);
    return c.json<CircularDetail>(circular);
  });

  return routes;
}

/**
 * The circulars in a member's account (`own.read`): those addressed to their kind of member or to everyone, with
 * read marks. A circular addressed to another kind answers 404 like one that does not exist.
 */
export function accountCircularRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/account/circulars', requireSession(db, now), requirePermission('own.read'));
  routes.use('/account/circulars/*', requireSession(db, now), requirePermission('own.read'));

  routes.get('/account/circulars', async (c) =>
    c.json<AccountCircularsResponse>(
      await accountCirculars(db, c.get('member'), parseQuery(c, CircularQuerySchema), now()),
    ),
  );

  routes.get('/account/circulars/unread', async (c) =>
    c.json<UnreadCirculars>({ unread: await unreadCircularCount(db, c.get('member'), now()) }),
  );

  routes.post('/account/circulars/:id/read', async (c) => {
    const id = idParam(c);
    const member = c.get('member');
    const at = now();
    if (!(await mayRead(db, member, id, at))) throw notFound(c);
    await markRead(db, member.id, id, at);
    return c.json<AccountCircularDetail>({ ...(await findCircular(db, id, 'any', at))!, read: true });
  });

  return routes;
}
