import { LoginErrorCodes } from '../auth';

/**
 * The `error.code` of every refusal of the tournament routes (besides `validation_failed` with field errors and
 * `not_found`). The apps show `entryRefusalMessages[code]`, translated; the eligibility answer uses the same codes, so
 * a page can say why before anyone fills a form.
 */
export const TournamentErrorCodes = {
  /** 401: no session. */
  unauthenticated: 'unauthenticated',
  /** 403: the account is blocked (the session ends). */
  accountBlocked: LoginErrorCodes.blocked,
  /** 403: this member kind does not enter this kind of tournament (`tournamentEntrants`). */
  accountKindNotEligible: 'account_kind_not_eligible',
  /** 403: the caller's membership is not Approved or Accepted. */
  membershipNotApproved: 'membership_not_approved',
  /** 403: the caller is under a penalty that covers today. */
  accountRestricted: 'account_restricted',
  /** 409: before the first window or between the windows ("Registration is currently unavailable"). */
  registrationUnavailable: 'registration_unavailable',
  /** 409: after the last window ("Registration period has ended"). */
  registrationEnded: 'registration_ended',
  /** 403 (field `archerId`): a club or academy naming someone who is not its player, a player naming someone else. */
  notYourPlayer: 'not_your_player',
  /** 422 (field `archerId`): the archer's membership is not Approved or Accepted. */
  archerNotApproved: 'archer_not_approved',
  /** 422 (field `archerId`): the archer is blocked. */
  archerBlocked: 'archer_blocked',
  /** 422 (field `archerId`): the archer is under a penalty. */
  archerRestricted: 'archer_restricted',
  /** 422 (field `archerId`): no birth date is on record, so no age class can be judged. */
  archerBirthDateMissing: 'archer_birth_date_missing',
  /** 422 (field `division`): the tournament does not offer this division. */
  divisionNotOffered: 'division_not_offered',
  /** 422 (field `ageClass`): the tournament does not offer this age class. */
  ageClassNotOffered: 'age_class_not_offered',
  /** 422 (field `ageClass`): the class does not fit the archer's birth date (own class or an allowed higher one). */
  ageClassNotAllowed: 'age_class_not_allowed',
  /** 409 (field `archerId`): the archer already has a live entry in this tournament. */
  duplicateEntry: 'duplicate_entry',
  /** 409: the entry is already withdrawn. */
  alreadyWithdrawn: 'already_withdrawn',
  /** 409: the tournament is over; there is nothing left to withdraw from. */
  tournamentOver: 'tournament_over',
  /** 409: the tournament's live entries have reached its capacity (decision 067). */
  tournamentFull: 'tournament_full',
} as const;
export type TournamentErrorCode = (typeof TournamentErrorCodes)[keyof typeof TournamentErrorCodes];

/** The codes that refuse a whole account (the eligibility answer's `refusal`), in the order the API checks them. */
export const AccountRefusalCodes = [
  TournamentErrorCodes.accountKindNotEligible,
  TournamentErrorCodes.membershipNotApproved,
  TournamentErrorCodes.accountRestricted,
  TournamentErrorCodes.registrationUnavailable,
  TournamentErrorCodes.registrationEnded,
  TournamentErrorCodes.tournamentFull,
] as const;
export type AccountRefusalCode = (typeof AccountRefusalCodes)[number];

/** The codes that refuse one archer of a club (an eligibility archer's `refusal`). */
export const ArcherRefusalCodes = [
  TournamentErrorCodes.archerNotApproved,
  TournamentErrorCodes.archerBlocked,
  TournamentErrorCodes.archerRestricted,
  TournamentErrorCodes.archerBirthDateMissing,
  TournamentErrorCodes.duplicateEntry,
] as const;
export type ArcherRefusalCode = (typeof ArcherRefusalCodes)[number];

/**
 * The message id each code shows, as a toast or next to the field named in `error.fields` (which carries the same
 * id). `accountKindNotEligible` is the tournament counterpart of "This account is not eligible to participate in the
 * training course."; the two registration codes are spec section 8's messages.
 */
export const tournamentErrorMessages = {
  unauthenticated: 'tournaments.error.unauthenticated',
  account_blocked: 'tournaments.error.accountBlocked',
  account_kind_not_eligible: 'tournaments.error.accountKindNotEligible',
  membership_not_approved: 'tournaments.error.membershipNotApproved',
  account_restricted: 'tournaments.error.accountRestricted',
  registration_unavailable: 'tournaments.registration.unavailable',
  registration_ended: 'tournaments.registration.ended',
  not_your_player: 'tournaments.error.notYourPlayer',
  archer_not_approved: 'tournaments.error.archerNotApproved',
  archer_blocked: 'tournaments.error.archerBlocked',
  archer_restricted: 'tournaments.error.archerRestricted',
  archer_birth_date_missing: 'tournaments.error.archerBirthDateMissing',
  division_not_offered: 'tournaments.error.divisionNotOffered',
  age_class_not_offered: 'tournaments.error.ageClassNotOffered',
  age_class_not_allowed: 'tournaments.error.ageClassNotAllowed',
  duplicate_entry: 'tournaments.error.duplicateEntry',
  already_withdrawn: 'tournaments.error.alreadyWithdrawn',
  tournament_over: 'tournaments.error.tournamentOver',
  tournament_full: 'tournaments.error.tournamentFull',
} as const satisfies Record<TournamentErrorCode, string>;

/** Spec section 8's confirmations, shown as toasts after an entry and after a withdrawal. */
export const tournamentSuccessMessages = {
  entrySubmitted: 'tournaments.entry.submitted',
  withdrawalSubmitted: 'tournaments.withdrawal.submitted',
} as const;

/** Where an entry refusal is shown in the form: the field it names in `error.fields`. */
export const entryRefusalFields = {
  not_your_player: 'archerId',
  archer_not_approved: 'archerId',
  archer_blocked: 'archerId',
  archer_restricted: 'archerId',
  archer_birth_date_missing: 'archerId',
  duplicate_entry: 'archerId',
  division_not_offered: 'division',
  age_class_not_offered: 'ageClass',
  age_class_not_allowed: 'ageClass',
} as const satisfies Partial<Record<TournamentErrorCode, string>>;
