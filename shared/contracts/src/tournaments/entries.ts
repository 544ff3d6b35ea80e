import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { BillStatusSchema } from '../billing/statuses';
import { validationMessages } from '../auth';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { GenderSchema } from '../startup';
import { FilsSchema } from './details';
import { AccountRefusalCodes, ArcherRefusalCodes } from './errors';
import { DivisionCodeSchema } from './list';
import { TournamentRegistrationStateSchema } from './registration-state';

/** An instant as the API sends it: ISO 8601 in UTC (`2026-11-23T08:15:00.000Z`). */
export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * `Pending` when made; the federation office moves it to `Accepted` or `Cancled` (spec section 4's labels, "Cancled"
 * shown as rejected); a withdrawal makes it `Withdrawn`. Pending and Accepted entries are "live": an archer has at most
 * one live entry per tournament.
 */
export const EntryStatuses = ['Pending', 'Accepted', 'Cancled', 'Withdrawn'] as const;
export type EntryStatus = (typeof EntryStatuses)[number];
export const liveEntryStatuses = ['Pending', 'Accepted'] as const satisfies readonly EntryStatus[];

/** Spec section 9's withdrawal reasons, for clubs and players alike. */
export const WithdrawalReasons = ['afterSubscription', 'afterSchedule', 'internationalChampionship'] as const;
export type WithdrawalReason = (typeof WithdrawalReasons)[number];

/** Spec section 9's fee categories; an entry's bill is a `tournamentSubscription`. */
export const FeeCategories = [
  'seasonSubscription',
  'tournamentSubscription',
  'electronicServices',
  'membershipCards',
  'penalties',
  'licenseRenewal',
] as const;
export type FeeCategory = (typeof FeeCategories)[number];

/** The bill an entry makes, in the "tournament subscription" fee category, to the member who made the entry. */
export const TournamentBillSchema = v.object({
  id: v.number(),
  /** "Tournament subscription: {tournament}, {archer}". */
  name: LocalizedTextSchema,
  /** The federation's reference, for example `TS-2026-000042`. */
  number: v.string(),
  amountFils: FilsSchema,
  issuedOn: IsoDateSchema,
  status: BillStatusSchema,
});
export type TournamentBill = v.InferOutput<typeof TournamentBillSchema>;

/** What happened to an entry, oldest first: it is never rewritten, so a withdrawal keeps the submission. */
export const EntryHistoryEventSchema = v.variant('event', [
  v.object({ event: v.literal('submitted'), at: IsoDateTimeSchema }),
  v.object({
    event: v.literal('withdrawalRequested'),
    at: IsoDateTimeSchema,
    reason: v.picklist(WithdrawalReasons),
  }),
]);
export type EntryHistoryEvent = v.InferOutput<typeof EntryHistoryEventSchema>;

export const ArcherRefSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

/** One entry, as the member who made it (or the archer's club) sees it. */
export const TournamentEntrySchema = v.object({
  id: v.number(),
  tournamentId: v.number(),
  archer: ArcherRefSchema,
  division: v.object({ code: v.string(), name: LocalizedTextSchema }),
  ageClass: v.object({ code: v.picklist(AgeClassCodes), name: LocalizedTextSchema }),
  status: v.picklist(EntryStatuses),
  /** Null for a free event. */
  bill: v.nullable(TournamentBillSchema),
  history: v.array(EntryHistoryEventSchema),
  /**
   * The caller made this entry, it is live and the tournament is not over: the page offers "withdraw". A club also
   * sees the entries its players made themselves, which only they may withdraw.
   */
  mayWithdraw: v.boolean(),
});
export type TournamentEntry = v.InferOutput<typeof TournamentEntrySchema>;

/** `GET /api/tournaments/:id/entries/mine` (session): the caller's entries, or a club's entries of its players. */
export const MyTournamentEntriesResponseSchema = v.object({ items: v.array(TournamentEntrySchema) });
export type MyTournamentEntriesResponse = v.InferOutput<typeof MyTournamentEntriesResponseSchema>;

/**
 * Someone the caller may enter: a player or community-activity player themselves, a club's or academy's own players.
 * `ageClasses` are the tournament's classes the birth date allows (own class first, then the higher ones); `refusal`
 * says why this archer cannot be entered now (and then `ageClasses` may be empty).
 */
export const EligibleArcherSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  gender: v.nullable(GenderSchema),
  birthDate: v.nullable(IsoDateSchema),
  /** The archer's own class in the tournament's year, or null without a birth date. */
  ownAgeClass: v.nullable(v.picklist(AgeClassCodes)),
  ageClasses: v.array(v.picklist(AgeClassCodes)),
  /** The tournament's division codes; each archer may take any of them. */
  divisions: v.array(v.string()),
  refusal: v.nullable(v.picklist(ArcherRefusalCodes)),
});
export type EligibleArcher = v.InferOutput<typeof EligibleArcherSchema>;

/**
 * `GET /api/tournaments/:id/eligibility` (session; 401 without). `refusal` null: the caller may enter the archers
 * without a refusal of their own. Otherwise the page shows `tournamentErrorMessages[refusal]` and no form;
 * `archers` is then empty for a member kind that enters nobody, and listed otherwise (for information).
 */
export const TournamentEligibilitySchema = v.object({
  tournamentId: v.number(),
  registration: TournamentRegistrationStateSchema,
  refusal: v.nullable(v.picklist(AccountRefusalCodes)),
  archers: v.array(EligibleArcherSchema),
  /** The caller's entries in this tournament (a club's: those of its players), withdrawn ones included. */
  entries: v.array(TournamentEntrySchema),
});
export type TournamentEligibility = v.InferOutput<typeof TournamentEligibilitySchema>;

const ArcherIdSchema = v.pipe(
  v.number(validationMessages.required),
  v.integer(validationMessages.invalid),
  v.minValue(1, validationMessages.invalid),
  v.maxValue(2_147_483_647, validationMessages.invalid),
);

/**
 * `POST /api/tournaments/:id/entries` (session, JSON). 400 `validation_failed` with field messages for a malformed
 * body; the refusals of `TournamentErrorCodes` otherwise; 201 with the entry (status Pending, its bill) when taken.
 */
export const TournamentEntryRequestSchema = v.object({
  archerId: ArcherIdSchema,
  division: DivisionCodeSchema,
  ageClass: v.picklist(AgeClassCodes, validationMessages.invalid),
});
export type TournamentEntryRequest = v.InferOutput<typeof TournamentEntryRequestSchema>;
export type TournamentEntryRequestInput = v.InferInput<typeof TournamentEntryRequestSchema>;
export const TournamentEntryResponseSchema = TournamentEntrySchema;

/**
 * `POST /api/tournament-entries/:id/withdrawal` (session, JSON; only the member who made the entry). 200 with the
 * entry, now `Withdrawn`, its history ending with the request.
 */
export const WithdrawalRequestSchema = v.object({
  reason: v.picklist(WithdrawalReasons, validationMessages.invalid),
});
export type WithdrawalRequest = v.InferOutput<typeof WithdrawalRequestSchema>;
export const WithdrawalResponseSchema = TournamentEntrySchema;

/** A tournament as an entry across tournaments names it: enough to list, link and tell open from past. */
export const EntryTournamentSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  registration: TournamentRegistrationStateSchema,
  /** The tournament's last day is before today (UAE). */
  past: v.boolean(),
});
export type EntryTournament = v.InferOutput<typeof EntryTournamentSchema>;

/**
 * `GET /api/account/tournament-entries` (session): the caller's entries across every tournament (a club's: also those
 * of its players), each with its tournament; the tournaments newest first.
 */
export const AccountTournamentEntriesSchema = v.object({
  tournaments: v.array(EntryTournamentSchema),
  items: v.array(TournamentEntrySchema),
});
export type AccountTournamentEntries = v.InferOutput<typeof AccountTournamentEntriesSchema>;
