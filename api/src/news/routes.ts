import { type NewsDetail, type NewsListResponseSchema, NewsQuerySchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findNews, listNews } from './news';

export function newsRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publishedCache();

  routes.get('/news', cached, async (c) =>
    c.json<InferOutput<typeof NewsListResponseSchema>>(
      await listNews(db, parseQuery(c, NewsQuerySchema), now()),
    ),
  );

  routes.get('/news/:id', cached, async (c) => {
    const item = await findNews(db, idParam(c), now());
    if (!item) throw notFound(c);
    return c.json<NewsDetail>(item);
  });

  return routes;
}
