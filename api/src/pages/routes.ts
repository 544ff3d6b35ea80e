import {
  type InformationPage,
  InformationPageSlugSchema,
  type LinkListPage,
  LinkListSlugSchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { notFound } from '../http/path';
import { findInformationPage, findLinkList } from './pages';

/** The information and legal pages, and the pages of external links, by the slug of their site path. */
export function pageRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();

  // Edited and published in the office (decision 066): a publication shows within seconds.
  routes.get('/pages/:slug', publishedCache(), async (c) => {
    // An unknown slug is checked before the database: the enum column would reject it with an SQL error.
    const slug = v.safeParse(InformationPageSlugSchema, c.req.param('slug'));
    const page = slug.success ? await findInformationPage(db, slug.output, now()) : undefined;
    if (!page) throw notFound(c);
    return c.json<InformationPage>(page);
  });

  // Its links are written in the office (decision 065): a publication shows within seconds.
  routes.get('/links/:slug', publishedCache(), async (c) => {
    const slug = v.safeParse(LinkListSlugSchema, c.req.param('slug'));
    const list = slug.success ? await findLinkList(db, slug.output, now()) : undefined;
    if (!list) throw notFound(c);
    return c.json<LinkListPage>(list);
  });

  return routes;
}
