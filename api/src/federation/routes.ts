import type { BoardMember, CareerOpening, Partner } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { listBoardMembers, listCareerOpenings, listPartners } from './federation';

/** `{ items }`, not paginated: the contract's short lists are shown whole on one page. */
export function federationRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  routes.get('/board-members', cached, async (c) =>
    c.json<{ items: BoardMember[] }>({ items: await listBoardMembers(db) }),
  );

  routes.get('/partners', cached, async (c) =>
    c.json<{ items: Partner[] }>({ items: await listPartners(db) }),
  );

  routes.get('/careers', cached, async (c) =>
    c.json<{ items: CareerOpening[] }>({ items: await listCareerOpenings(db, now()) }),
  );

  return routes;
}
