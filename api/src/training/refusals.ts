import { type TrainingErrorCode, TrainingErrorCodes } from '@uaeaf/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';

const codes = TrainingErrorCodes;

/** Status and English message of every refusal; the pages show their own translation of the code. */
const refusals: Record<TrainingErrorCode, [ContentfulStatusCode, string]> = {
  [codes.notEligible]: [403, 'This account is not eligible to participate in the training course.'],
  [codes.membershipNotApproved]: [403, 'The membership is not approved yet'],
  [codes.accountRestricted]: [403, 'The account has been restricted due to a penalty'],
  [codes.registrationUnavailable]: [409, 'Registration is currently unavailable'],
  [codes.registrationEnded]: [409, 'Registration period has ended'],
  [codes.alreadyRegistered]: [409, 'You are already registered for this course'],
  [codes.courseStarted]: [409, 'The course has started; a registration can no longer be cancelled'],
};

export function trainingRefusal(code: TrainingErrorCode): ApiError {
  const [status, message] = refusals[code];
  return new ApiError(status, code, message);
}
