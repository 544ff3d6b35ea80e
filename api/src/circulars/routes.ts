import { type CircularDetail, type CircularListResponseSchema, CircularQuerySchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findCircular, listCirculars } from './circulars';

export function circularRoutes(db: Database): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  routes.get('/circulars', cached, async (c) =>
    c.json<InferOutput<typeof CircularListResponseSchema>>(
      await listCirculars(db, parseQuery(c, CircularQuerySchema)),
    ),
  );

  routes.get('/circulars/:id', cached, async (c) => {
    const circular = await findCircular(db, idParam(c));
    if (!circular) throw notFound(c);
    return c.json<CircularDetail>(circular);
  });

  return routes;
}
