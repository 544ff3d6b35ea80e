import { type ClubDetail, type ClubListResponseSchema, ClubQuerySchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findClub, listClubs } from './clubs';

/** Clubs and academies; `?emirate=` and `?kind=` filter, `?q=` searches the name. */
export function clubRoutes(db: Database): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  routes.get('/clubs', cached, async (c) =>
    c.json<InferOutput<typeof ClubListResponseSchema>>(await listClubs(db, parseQuery(c, ClubQuerySchema))),
  );

  routes.get('/clubs/:id', cached, async (c) => {
    const club = await findClub(db, idParam(c));
    if (!club) throw notFound(c);
    return c.json<ClubDetail>(club);
  });

  return routes;
}
