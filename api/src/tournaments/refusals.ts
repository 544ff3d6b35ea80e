import {
  entryRefusalFields,
  type TournamentErrorCode,
  TournamentErrorCodes,
  tournamentErrorMessages,
} from '@uaeaf/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';

const codes = TournamentErrorCodes;

/** Status and English message of every refusal; the apps show the translated `tournamentErrorMessages[code]`. */
const refusals: Record<TournamentErrorCode, [ContentfulStatusCode, string]> = {
  [codes.unauthenticated]: [401, 'Log in to continue'],
  [codes.accountBlocked]: [403, 'This account is blocked'],
  [codes.accountKindNotEligible]: [403, 'This account is not eligible to participate in the tournament'],
  [codes.membershipNotApproved]: [403, 'The membership is not approved yet'],
  [codes.accountRestricted]: [403, 'The account has been restricted due to a penalty'],
  [codes.registrationUnavailable]: [409, 'Registration is currently unavailable'],
  [codes.registrationEnded]: [409, 'Registration period has ended'],
  [codes.notYourPlayer]: [403, 'This archer is not one of your players'],
  [codes.archerNotApproved]: [422, "The archer's membership is not approved yet"],
  [codes.archerBlocked]: [422, 'The archer is blocked'],
  [codes.archerRestricted]: [422, 'The archer is restricted due to a penalty'],
  [codes.archerBirthDateMissing]: [422, "The archer's birth date is not on record"],
  [codes.divisionNotOffered]: [422, 'The tournament does not offer this division'],
  [codes.ageClassNotOffered]: [422, 'The tournament does not offer this age class'],
  [codes.ageClassNotAllowed]: [422, "This age class does not fit the archer's birth date"],
  [codes.duplicateEntry]: [409, 'The archer is already entered in this tournament'],
  [codes.alreadyWithdrawn]: [409, 'This entry is no longer active'],
  [codes.tournamentOver]: [409, 'The tournament is over'],
  [codes.tournamentFull]: [409, 'The tournament is full: no place is left'],
};

/** The refusal as an error answer; those about one field of the entry form name it in `fields`, with its message id. */
export function refusal(code: TournamentErrorCode): ApiError {
  const [status, message] = refusals[code];
  const field = (entryRefusalFields as Partial<Record<TournamentErrorCode, string>>)[code];
  return new ApiError(
    status,
    code,
    message,
    field ? { [field]: [tournamentErrorMessages[code]] } : undefined,
  );
}
