import type {
  AgeCategory,
  MenuBlock,
  MenuDetail,
  SocialMediaItem,
  TournamentSummary,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client';
import { publicCache, publishedCache } from '../http/cache';
import { ApiError } from '../http/errors';
import { IdParamSchema, parseQuery } from '../http/query';
import { listAgeCategories } from './age-categories';
import { findMenu, findMenuTree, type MenuRecord } from './menus';
import { listSocialLinks } from './social-media';
import { listTournaments } from './tournaments';

const CategoryQuerySchema = v.object({ categoryId: IdParamSchema });

/** The five calls the shell makes on start-up (spec section 7). They change rarely, so a minute of caching is fine. */
export function startupDataRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  // Per route, not `routes.use`: sub-app middleware would leak onto every route mounted under the same prefix.
  const cached = publicCache(60);

  async function menuOf(categoryId: number): Promise<MenuRecord> {
    const menu = await findMenu(db, categoryId);
    if (!menu) throw new ApiError(404, 'not_found', `Menu category ${categoryId} does not exist`);
    return menu;
  }

  routes.get('/menus/detail', cached, async (c) => {
    const { categoryId } = parseQuery(c, CategoryQuerySchema);
    return c.json<MenuDetail>({ data: await menuOf(categoryId) });
  });

  routes.get('/blocks', cached, async (c) => {
    const { categoryId } = parseQuery(c, CategoryQuerySchema);
    const menu = await menuOf(categoryId);
    return c.json<{ items: MenuBlock[] }>({ items: await findMenuTree(db, menu.id) });
  });

  routes.get('/social-media', cached, async (c) =>
    c.json<{ items: SocialMediaItem[] }>({ items: await listSocialLinks(db) }),
  );

  routes.get('/age-categories', cached, async (c) =>
    c.json<{ data: AgeCategory[] }>({ data: await listAgeCategories(db) }),
  );

  // The office publishes tournaments (decision 061): as published content, they show within seconds.
  routes.get('/tournaments', publishedCache(), async (c) =>
    c.json<{ data: TournamentSummary[] }>({ data: await listTournaments(db, now()) }),
  );

  return routes;
}
