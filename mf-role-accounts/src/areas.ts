import { AccountAreas } from '@uaeaf/contracts';
import { roleAreaSubPages, type RoleSubPage } from '@uaeaf/ui';

/** A sub-page of a role area, named by its path (the spec's spelling); `results` is this remote's own (issue 30). */
export type SubPage = RoleSubPage | 'results';

export type Area = keyof typeof roleAreaSubPages;

/**
 * The role areas' sub-pages: the shared list (`@uaeaf/ui`, which the header's account menu reads too), then the
 * member's results. Every role area has them: each of its member kinds may shoot (the API's archer kinds). They stay
 * out of the shared list because that package is the shell's singleton: a remote deployed alone cannot change it.
 */
export const areaSubPages = Object.fromEntries(
  Object.entries(roleAreaSubPages).map(([area, pages]): [string, readonly SubPage[]] => [
    area,
    [...pages, 'results'],
  ]),
) as Record<Area, readonly SubPage[]>;

export const areas = Object.keys(areaSubPages) as Area[];

/** The area's route path, relative to the locale root (`my-account-coach`). */
export const areaPath = (area: Area) => AccountAreas[area].path.slice(1);
