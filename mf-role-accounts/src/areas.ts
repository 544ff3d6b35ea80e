import { AccountAreas } from '@uaeaf/contracts';
import { roleAreaSubPages, type RoleSubPage } from '@uaeaf/ui';

/** A sub-page of a role area, named by its path (the spec's spelling). */
export type SubPage = RoleSubPage;

/** The role areas' sub-pages: the list the header's account menu reads too (`@uaeaf/ui`). */
export const areaSubPages = roleAreaSubPages;

export type Area = keyof typeof areaSubPages;

export const areas = Object.keys(areaSubPages) as Area[];

/** The area's route path, relative to the locale root (`my-account-coach`). */
export const areaPath = (area: Area) => AccountAreas[area].path.slice(1);
