import type { AccountType } from '../session';
import type { TournamentKind } from '../startup';

/**
 * Which member kinds may enter which tournament kinds (docs/decisions/012): players and community-activity players
 * enter themselves, clubs and academies enter their own players; every other kind enters nobody. Community activities
 * are for community-activity players; competitions (local, open, international) for players, alone or through their
 * club; activities for everyone who shoots.
 */
export const tournamentEntrants: Readonly<Record<TournamentKind, readonly AccountType[]>> = {
  Local: ['player', 'club', 'academy'],
  Open: ['player', 'club', 'academy'],
  International: ['player', 'club', 'academy'],
  Activities: ['player', 'activity', 'club', 'academy'],
  Communityactivities: ['activity'],
};

/** Accounts that enter other members (their players) rather than themselves. */
export const entersOwnPlayers: readonly AccountType[] = ['club', 'academy'];
/** Accounts that enter themselves. */
export const entersThemselves: readonly AccountType[] = ['player', 'activity'];

export function mayEnter(accountType: AccountType, kind: TournamentKind): boolean {
  return tournamentEntrants[kind].includes(accountType);
}
