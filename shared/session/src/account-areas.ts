import type { AccountType } from '@uaeaf/contracts';

/** Where each member kind lands after logging in (issue 4). */
export const accountAreaPath: Record<AccountType, string> = {
  club: '/my-account',
  academy: '/my-account',
  coach: '/my-account-coach',
  person: '/my-account-person',
  player: '/my-account-player',
  referee: '/my-account-referee',
  employee: '/my-account-employee',
  technical: '/my-account-technical',
  activity: '/my-account-player-activity',
  // A guest and an individual player hold personal records like a person and a player do.
  guest: '/my-account-person',
  individual: '/my-account-player',
  admin: '/my-account-employee',
};
