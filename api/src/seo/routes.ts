import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { publicOriginOf } from './origin';
import { listSitePages } from './site-pages';
import { renderRobots, renderSitemap } from './sitemap';

/**
 * `/sitemap.xml` and `/robots.txt`, which the shell's server proxies from the site root to here. The answer depends
 * on the forwarded host, so caches must key on it.
 */
export function seoRoutes(db: Database, publicOrigin: string, now: () => Date): Hono {
  const routes = new Hono();

  function shared(c: Context): string {
    // Ten minutes: a search engine reads it rarely, and a news item published now is listed soon after.
    c.header('Cache-Control', 'public, max-age=600');
    c.header('Vary', 'X-Forwarded-Host, X-Forwarded-Proto');
    return publicOriginOf(c, publicOrigin);
  }

  routes.get('/seo/sitemap.xml', async (c) => {
    const origin = shared(c);
    const xml = renderSitemap(origin, await listSitePages(db, now()));
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  routes.get('/seo/robots.txt', (c) => {
    const origin = shared(c);
    return c.body(renderRobots(origin), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  return routes;
}
