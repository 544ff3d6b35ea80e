import * as v from 'valibot';
import type { AccountType } from './session';

/**
 * Who may do what (issue 9): one table for the pages and the API. The pages use it to open an area or show an action;
 * the API checks the same permission on the server (and, separately, that the row acted on is the caller's own).
 */

/** The federation office's staff roles. A staff account is an `admin` account with one of these. */
export const OfficeRoles = ['administrator', 'membership', 'editor', 'finance', 'results'] as const;
export type OfficeRole = (typeof OfficeRoles)[number];
export const OfficeRoleSchema = v.picklist(OfficeRoles);

/** Whoever is signed in, as far as permissions go. */
export interface Principal {
  accountType: AccountType;
  /** Only for staff (`accountType` `admin`). */
  officeRole?: OfficeRole | null | undefined;
}

/** The account areas of spec section 2 and the office, each with the member kinds (or staff) it is for. */
export const AccountAreas = {
  club: { path: '/my-account', kinds: ['club', 'academy'] },
  coach: { path: '/my-account-coach', kinds: ['coach'] },
  person: { path: '/my-account-person', kinds: ['person', 'guest'] },
  player: { path: '/my-account-player', kinds: ['player', 'individual'] },
  referee: { path: '/my-account-referee', kinds: ['referee'] },
  employee: { path: '/my-account-employee', kinds: ['employee'] },
  technical: { path: '/my-account-technical', kinds: ['technical'] },
  activity: { path: '/my-account-player-activity', kinds: ['activity'] },
  office: { path: '/office', kinds: ['admin'] },
} as const satisfies Record<string, { path: string; kinds: readonly AccountType[] }>;
export type AccountAreaName = keyof typeof AccountAreas;
export const AccountAreaNames = Object.keys(AccountAreas) as AccountAreaName[];

/** The area a member kind belongs to: every kind has exactly one. */
export function areaOf(accountType: AccountType): AccountAreaName {
  const found = AccountAreaNames.find((name) =>
    (AccountAreas[name].kinds as readonly AccountType[]).includes(accountType),
  );
  // The table above names every kind; a kind added to AccountTypes without an area fails the contract tests.
  return found ?? 'person';
}

/** Whether a signed-in principal may open an area: only their own. */
export function mayOpenArea(principal: Principal, area: AccountAreaName): boolean {
  if (area === 'office') return isStaff(principal);
  return areaOf(principal.accountType) === area;
}

/** The path of the area a principal lands in after logging in. */
export function homePathOf(principal: Principal): string {
  return AccountAreas[areaOf(principal.accountType)].path;
}

export function isStaff(principal: Principal): boolean {
  return principal.accountType === 'admin' && principal.officeRole != null;
}

export const Permissions = [
  // A member's own data: profile, files, requests (and resubmitting a rejected one), penalties, bills.
  'own.read',
  'own.resubmit',
  // Paying one's own bills: the cart, checkout, orders and receipts.
  'own.pay',
  // Entering tournaments: oneself (players) or one's own players (clubs and academies).
  'entries.self',
  'entries.players',
  // A club or academy accepts or rejects the registrations that named it (the first step of approval).
  'club.requests.decide',
  // A club or academy manages its own teams, season subscription and membership renewal (issue 11).
  'club.account',
  // Asking for an electronic service (issue 12): the kinds that have one; each service names its own (decision 039).
  'services.request',
  // Registering for a training course (issue 13): people; each course names the kinds and age classes it admits.
  'courses.register',
  // The office.
  'office.open',
  'requests.read',
  'requests.decide',
  'members.read',
  'members.block',
  'penalties.read',
  'penalties.manage',
  'audit.read',
  'staff.manage',
  'content.publish',
  'finance.manage',
  // Issue 14 (decision 058): the sent-in articles' queue and the contact inbox, seasons, tournament entries' export.
  'submissions.moderate',
  'contact.answer',
  'seasons.manage',
  'entries.export',
  // Issue 30 (decision 092): importing, matching, publishing and correcting results; deciding proposed records.
  'results.manage',
] as const;
export type Permission = (typeof Permissions)[number];

const memberBasics = ['own.read', 'own.resubmit', 'own.pay'] as const satisfies readonly Permission[];
const person = [...memberBasics, 'courses.register'] as const satisfies readonly Permission[];
const archer = [...person, 'entries.self'] as const satisfies readonly Permission[];
const organisation = [
  ...memberBasics,
  'entries.players',
  'club.requests.decide',
  'club.account',
  'services.request',
] as const satisfies readonly Permission[];

/** What each member kind may do; `admin` accounts act through their office role instead. */
export const memberPermissions: Record<Exclude<AccountType, 'admin'>, readonly Permission[]> = {
  club: organisation,
  academy: organisation,
  player: [...archer, 'services.request'],
  individual: [...archer, 'services.request'],
  activity: archer,
  coach: [...person, 'services.request'],
  referee: [...person, 'services.request'],
  employee: person,
  technical: person,
  person,
  guest: person,
};

const staffBasics = ['office.open'] as const satisfies readonly Permission[];

/** What each office role may do. The administrator may do everything, including managing staff accounts. */
export const officePermissions: Record<OfficeRole, readonly Permission[]> = {
  administrator: [
    ...staffBasics,
    'requests.read',
    'requests.decide',
    'members.read',
    'members.block',
    'penalties.read',
    'penalties.manage',
    'audit.read',
    'staff.manage',
    'content.publish',
    'finance.manage',
    'submissions.moderate',
    'contact.answer',
    'seasons.manage',
    'entries.export',
    'results.manage',
  ],
  membership: [
    ...staffBasics,
    'requests.read',
    'requests.decide',
    'members.read',
    'members.block',
    'penalties.read',
    'penalties.manage',
    'audit.read',
    'entries.export',
  ],
  editor: [...staffBasics, 'content.publish', 'submissions.moderate', 'contact.answer'],
  finance: [...staffBasics, 'members.read', 'penalties.read', 'audit.read', 'finance.manage'],
  // Issue 30: the results office alone; its archer search is part of `results.manage`, not the members' lists.
  results: [...staffBasics, 'results.manage'],
};

/** Every permission of a principal; none for an `admin` account without an office role. */
export function permissionsOf(principal: Principal): readonly Permission[] {
  if (principal.accountType === 'admin') {
    return principal.officeRole ? officePermissions[principal.officeRole] : [];
  }
  return memberPermissions[principal.accountType];
}

export function can(principal: Principal | null | undefined, permission: Permission): boolean {
  return principal != null && permissionsOf(principal).includes(permission);
}
