import type { BoardMember, CareerOpening, Partner } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { publicCache, publishedCache } from '../http/cache';
import { listBoardMembers, listCareerOpenings, listPartners } from './federation';

/** `{ items }`, not paginated: the contract's short lists are shown whole on one page. */
export function federationRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  // Written in the office (decision 065): a publication shows within seconds.
  routes.get('/board-members', publishedCache(), async (c) =>
    c.json<{ items: BoardMember[] }>({ items: await listBoardMembers(db, now()) }),
  );

  routes.get('/partners', publishedCache(), async (c) =>
    c.json<{ items: Partner[] }>({ items: await listPartners(db, now()) }),
  );

  routes.get('/careers', cached, async (c) =>
    c.json<{ items: CareerOpening[] }>({ items: await listCareerOpenings(db, now()) }),
  );

  return routes;
}
