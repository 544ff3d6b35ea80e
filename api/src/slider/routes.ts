import type { Slide } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { publishedCache } from '../http/cache';
import { listSlides } from './slider';

export function sliderRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  // Written in the office (decision 065): a publication shows within seconds.
  routes.get('/slider', publishedCache(), async (c) =>
    c.json<{ items: Slide[] }>({ items: await listSlides(db, now()) }),
  );
  return routes;
}
