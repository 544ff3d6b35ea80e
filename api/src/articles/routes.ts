import { type ArticleDetail, type ArticleListResponseSchema, ArticleQuerySchema } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findArticle, listArticles } from './articles';

export function articleRoutes(db: Database): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  routes.get('/articles', cached, async (c) =>
    c.json<InferOutput<typeof ArticleListResponseSchema>>(
      await listArticles(db, parseQuery(c, ArticleQuerySchema)),
    ),
  );

  routes.get('/articles/:id', cached, async (c) => {
    const article = await findArticle(db, idParam(c));
    if (!article) throw notFound(c);
    return c.json<ArticleDetail>(article);
  });

  return routes;
}
