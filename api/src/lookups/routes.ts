import type { LookupsResponse, MemberClub } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { lookups } from './lookups';
import { memberClubs } from './member-clubs';

/**
 * `GET /api/lookups`: the lists of the registration forms' selects; they change with a release, so an hour's cache.
 * `GET /api/lookups/member-clubs`: the clubs and academies an applicant may name; a new one shows within a minute.
 */
export function lookupRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/lookups', publicCache(3600), (c) => c.json<LookupsResponse>(lookups));
  routes.get('/lookups/member-clubs', publicCache(60), async (c) =>
    c.json<MemberClub[]>(await memberClubs(db)),
  );
  return routes;
}
