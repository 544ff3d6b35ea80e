import { AccountAreas, type AccountAreaName } from '@uaeaf/contracts';

/** A sub-page of a role area, named by its path (the spec's spelling). */
export type SubPage =
  'account' | 'card' | 'circulars' | 'Penalties' | 'Electronicservices' | 'fees' | 'tournaments';

const commonSubPages = [
  'account',
  'card',
  'circulars',
  'Penalties',
  'Electronicservices',
] as const satisfies readonly SubPage[];
const playerSubPages = [...commonSubPages, 'fees', 'tournaments'] as const satisfies readonly SubPage[];

/**
 * Each role area of the access table and the sub-pages it has besides its home page (spec section 2, "Per-role
 * areas"); the club area and the office are other remotes'.
 */
export const areaSubPages = {
  coach: commonSubPages,
  person: commonSubPages,
  player: playerSubPages,
  referee: commonSubPages,
  employee: commonSubPages,
  technical: commonSubPages,
  activity: playerSubPages,
} satisfies Partial<Record<AccountAreaName, readonly SubPage[]>>;

export type Area = keyof typeof areaSubPages;

export const areas = Object.keys(areaSubPages) as Area[];

/** The area's route path, relative to the locale root (`my-account-coach`). */
export const areaPath = (area: Area) => AccountAreas[area].path.slice(1);
