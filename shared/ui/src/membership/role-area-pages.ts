import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AccountAreaName } from '@uaeaf/contracts';

/** A sub-page of a role area, named by its path (the spec's spelling). */
export type RoleSubPage =
  | 'account'
  | 'card'
  | 'circulars'
  | 'Penalties'
  | 'Electronicservices'
  | 'courses'
  | 'results'
  | 'fees'
  | 'tournaments';

const everyArea = [
  'account',
  'card',
  'circulars',
  'Penalties',
  'Electronicservices',
  // Every role area's kinds take training courses (`CourseTakers`: people, not clubs or staff).
  'courses',
] as const satisfies readonly RoleSubPage[];
// Each of them may shoot too: their published results (issue 30), last, after a player's fees and tournaments.
const commonSubPages = [...everyArea, 'results'] as const satisfies readonly RoleSubPage[];
const playerSubPages = [
  ...everyArea,
  'fees',
  'tournaments',
  'results',
] as const satisfies readonly RoleSubPage[];

/**
 * Each role area of the access table and the sub-pages it has besides its home page (spec section 2, "Per-role
 * areas"): the one list the area's routes and navigation (mf-role-accounts) and the header's account menu (the shell)
 * are made from. The club area and the office are other remotes'.
 */
export const roleAreaSubPages = {
  coach: commonSubPages,
  person: commonSubPages,
  player: playerSubPages,
  referee: commonSubPages,
  employee: commonSubPages,
  technical: commonSubPages,
  activity: playerSubPages,
} satisfies Partial<Record<AccountAreaName, readonly RoleSubPage[]>>;

export type RoleArea = keyof typeof roleAreaSubPages;

export function isRoleArea(area: AccountAreaName): area is RoleArea {
  return Object.hasOwn(roleAreaSubPages, area);
}

/** Each sub-page's name: its heading, its item in the area's navigation and in the header's account menu. */
export const roleSubPageTitles: Record<RoleSubPage, MessageDescriptor> = defineMessages({
  account: { id: 'ui.roleArea.page.account', defaultMessage: 'Account details' },
  card: { id: 'ui.roleArea.page.card', defaultMessage: 'Membership card' },
  circulars: { id: 'ui.roleArea.page.circulars', defaultMessage: 'Circulars' },
  Penalties: { id: 'ui.roleArea.page.penalties', defaultMessage: 'Penalties' },
  Electronicservices: { id: 'ui.roleArea.page.electronicServices', defaultMessage: 'Electronic services' },
  courses: { id: 'ui.roleArea.page.courses', defaultMessage: 'Training courses' },
  results: { id: 'ui.roleArea.page.results', defaultMessage: 'My results' },
  fees: { id: 'ui.roleArea.page.fees', defaultMessage: 'Fees' },
  tournaments: { id: 'ui.roleArea.page.tournaments', defaultMessage: 'Tournaments' },
});
