import {
  AgeCategoriesResponseSchema,
  BlocksResponseSchema,
  MenuDetailSchema,
  SocialMediaResponseSchema,
  TournamentsResponseSchema,
} from '@uaeaf/contracts';
import { apiRequest } from './client';

/** The API paths of the five start-up calls (spec section 7); the shell's runtime config may override them. */
export interface StartupPaths {
  menuDetail: string;
  blocks: string;
  socialMedia: string;
  ageCategories: string;
  tournaments: string;
}

export const defaultStartupPaths: StartupPaths = {
  menuDetail: '/menus/detail?categoryId=1',
  blocks: '/blocks?categoryId=35',
  socialMedia: '/social-media',
  ageCategories: '/age-categories',
  tournaments: '/tournaments',
};

export const queryKeys = {
  startup: {
    all: ['startup'] as const,
    menuDetail: () => ['startup', 'menu-detail'] as const,
    blocks: () => ['startup', 'blocks'] as const,
    socialMedia: () => ['startup', 'social-media'] as const,
    ageCategories: () => ['startup', 'age-categories'] as const,
    tournaments: () => ['startup', 'tournaments'] as const,
  },
};

/** The five calls, in parallel; rejects when any fails. The shell's server passes the fetch of its request. */
export async function fetchStartupData(
  paths: StartupPaths = defaultStartupPaths,
  fetcher: typeof fetch = fetch,
) {
  const [menuDetail, blocks, socialMedia, ageCategories, tournaments] = await Promise.all([
    apiRequest(paths.menuDetail, MenuDetailSchema, {}, fetcher),
    apiRequest(paths.blocks, BlocksResponseSchema, {}, fetcher),
    apiRequest(paths.socialMedia, SocialMediaResponseSchema, {}, fetcher),
    apiRequest(paths.ageCategories, AgeCategoriesResponseSchema, {}, fetcher),
    apiRequest(paths.tournaments, TournamentsResponseSchema, {}, fetcher),
  ]);
  return {
    menuDetail: menuDetail.data,
    menuBlocks: blocks.items,
    socialMedia: socialMedia.items,
    ageCategories: ageCategories.data,
    tournaments: tournaments.data,
  };
}
export type StartupData = Awaited<ReturnType<typeof fetchStartupData>>;
