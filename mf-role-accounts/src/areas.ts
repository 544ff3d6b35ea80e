import { AccountAreas } from '@uaeaf/contracts';
import { roleAreaSubPages, type RoleSubPage } from '@uaeaf/ui';

/** A sub-page of a role area, named by its path (the spec's spelling). */
export type SubPage = RoleSubPage;

export type Area = keyof typeof roleAreaSubPages;

/** The role areas' sub-pages: the shared list (`@uaeaf/ui`), which the header's account menu reads too. */
export const areaSubPages: Record<Area, readonly SubPage[]> = roleAreaSubPages;

export const areas = Object.keys(areaSubPages) as Area[];

/** The area's route path, relative to the locale root (`my-account-coach`). */
export const areaPath = (area: Area) => AccountAreas[area].path.slice(1);
