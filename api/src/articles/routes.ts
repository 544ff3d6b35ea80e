import { type ArticleDetail, type ArticleListResponseSchema, ArticleQuerySchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findArticle, listArticles } from './articles';

export function articleRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publishedCache();

  routes.get('/articles', cached, async (c) =>
    c.json<InferOutput<typeof ArticleListResponseSchema>>(
      await listArticles(db, parseQuery(c, ArticleQuerySchema), now()),
    ),
  );

  routes.get('/articles/:id', cached, async (c) => {
    const article = await findArticle(db, idParam(c), now());
    if (!article) throw notFound(c);
    return c.json<ArticleDetail>(article);
  });

  return routes;
}
