import type { LookupsResponse } from '@uaeaf/contracts';
import { Hono } from 'hono';
import { publicCache } from '../http/cache';
import { lookups } from './lookups';

/** `GET /api/lookups`: the lists of the registration forms' selects; they change with a release, so an hour's cache. */
export function lookupRoutes(): Hono {
  const routes = new Hono();
  routes.get('/lookups', publicCache(3600), (c) => c.json<LookupsResponse>(lookups));
  return routes;
}
