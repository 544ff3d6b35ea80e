/** A sub-page of a role area, named by its path (the spec's spelling). */
export type SubPage = 'account' | 'circulars' | 'Penalties' | 'Electronicservices' | 'fees' | 'tournaments';

const commonSubPages = [
  'account',
  'circulars',
  'Penalties',
  'Electronicservices',
] as const satisfies readonly SubPage[];
const playerSubPages = [...commonSubPages, 'fees', 'tournaments'] as const satisfies readonly SubPage[];

/** Each role area, by path, and the sub-pages it has besides its home page (spec section 2, "Per-role areas"). */
export const areaSubPages = {
  'my-account-coach': commonSubPages,
  'my-account-person': commonSubPages,
  'my-account-player': playerSubPages,
  'my-account-referee': commonSubPages,
  'my-account-employee': commonSubPages,
  'my-account-technical': commonSubPages,
  'my-account-player-activity': playerSubPages,
} satisfies Record<string, readonly SubPage[]>;

export type Area = keyof typeof areaSubPages;

export const areas = Object.keys(areaSubPages) as Area[];
