import type { Slide } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { listSlides } from './slider';

export function sliderRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/slider', publicCache(60), async (c) =>
    c.json<{ items: Slide[] }>({ items: await listSlides(db) }),
  );
  return routes;
}
