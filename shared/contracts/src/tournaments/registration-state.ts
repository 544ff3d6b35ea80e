import * as v from 'valibot';
import { IsoDateSchema } from '../localized';

/** A tournament's two registration windows: the second one is optional. */
export const RegistrationWindows = ['first', 'second'] as const;
export type RegistrationWindow = (typeof RegistrationWindows)[number];

/**
 * Where a tournament's registration stands on one UAE calendar day (Asia/Dubai), both ends of a window included:
 * - `open`: entries are taken in `window` until `closesOn` (its last day);
 * - `notYetOpen`: the first window opens on `opensOn`;
 * - `betweenWindows`: the first window closed, the second opens on `opensOn`;
 * - `ended`: the last window closed on `closedOn`.
 */
export const TournamentRegistrationStateSchema = v.variant('status', [
  v.object({
    status: v.literal('open'),
    window: v.picklist(RegistrationWindows),
    closesOn: IsoDateSchema,
  }),
  v.object({ status: v.literal('notYetOpen'), opensOn: IsoDateSchema }),
  v.object({ status: v.literal('betweenWindows'), opensOn: IsoDateSchema }),
  v.object({ status: v.literal('ended'), closedOn: IsoDateSchema }),
]);
export type TournamentRegistrationState = v.InferOutput<typeof TournamentRegistrationStateSchema>;
export type TournamentRegistrationStatus = TournamentRegistrationState['status'];
export const TournamentRegistrationStatuses = [
  'open',
  'notYetOpen',
  'betweenWindows',
  'ended',
] as const satisfies readonly TournamentRegistrationStatus[];

/**
 * The notice a page shows when no window is open (spec section 8's messages); the apps translate these ids. An open
 * registration shows the register action instead, so it has no notice.
 */
export const registrationNotices = {
  notYetOpen: 'tournaments.registration.unavailable',
  betweenWindows: 'tournaments.registration.unavailable',
  ended: 'tournaments.registration.ended',
} as const satisfies Record<Exclude<TournamentRegistrationStatus, 'open'>, string>;

export interface RegistrationWindowDates {
  firstRegistrationStart: string;
  firstRegistrationEnd: string;
  secondRegistrationStart: string | null;
  secondRegistrationEnd: string | null;
}

/**
 * The state on `today` (`YYYY-MM-DD`, UAE calendar: `uaeToday()`). The API sends it with every tournament; a page left
 * open past midnight may call this again with the dates it has, and both agree.
 */
export function tournamentRegistrationState(
  tournament: RegistrationWindowDates,
  today: string,
): TournamentRegistrationState {
  const { firstRegistrationStart, firstRegistrationEnd, secondRegistrationStart, secondRegistrationEnd } =
    tournament;
  if (today < firstRegistrationStart) return { status: 'notYetOpen', opensOn: firstRegistrationStart };
  if (today <= firstRegistrationEnd) {
    return { status: 'open', window: 'first', closesOn: firstRegistrationEnd };
  }
  if (secondRegistrationStart === null || secondRegistrationEnd === null) {
    return { status: 'ended', closedOn: firstRegistrationEnd };
  }
  if (today < secondRegistrationStart) return { status: 'betweenWindows', opensOn: secondRegistrationStart };
  if (today <= secondRegistrationEnd) {
    return { status: 'open', window: 'second', closesOn: secondRegistrationEnd };
  }
  return { status: 'ended', closedOn: secondRegistrationEnd };
}

/** The tournaments taking entries on `today`, soonest first, each with its open state (the home page, the index). */
export function openForEntries<T extends RegistrationWindowDates & { startDate: string }>(
  tournaments: readonly T[],
  today: string,
) {
  return tournaments
    .map((tournament) => ({ tournament, state: tournamentRegistrationState(tournament, today) }))
    .filter(
      (item): item is { tournament: T; state: Extract<TournamentRegistrationState, { status: 'open' }> } =>
        item.state.status === 'open',
    )
    .sort((a, b) => a.tournament.startDate.localeCompare(b.tournament.startDate));
}
