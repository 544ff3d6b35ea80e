import * as v from 'valibot';
import { validationMessages } from '../auth';
import { queryValue } from '../pagination';
import { AccountTypeSchema } from '../session';

/**
 * `?lang=` of a registration (`POST /api/register/{name}`) or resubmission: the page's language, which the member's
 * mail is then written in. The body stays the form's answers and nothing else.
 */
export const RegistrationQuerySchema = v.object({
  lang: v.pipe(queryValue('ar'), v.picklist(['ar', 'en'], validationMessages.invalid)),
});

/**
 * Working days each step of a new registration usually takes (the club's answer, then the federation's), as the
 * confirmation page and the applicant's mail say it (decision 087).
 */
export const registrationStepWorkingDays = 5;

/**
 * The answer to a registration (201): the account waits for approval; the reference the applicant quotes, and who
 * decides next (their club when they named one, then the federation). An email that already has an account gets the
 * same answer with a reference of its own (decision 081).
 */
export const RegistrationReceiptSchema = v.object({
  status: v.literal('Pending'),
  accountType: AccountTypeSchema,
  reference: v.string(),
  decidesNext: v.picklist(['club', 'federation']),
});
export type RegistrationReceipt = v.InferOutput<typeof RegistrationReceiptSchema>;

/**
 * Error codes (HTTP 409) for a registration another account already holds; nothing is stored. A new registration's
 * route never answers `email_taken`: it answers a taken email as a new one and mails its owner (decision 081); a
 * resubmission, a club's player and the office's staff form do.
 */
export const RegistrationErrorCodes = {
  emailTaken: 'email_taken',
  emiratesIdTaken: 'emirates_id_taken',
} as const;
export type RegistrationErrorCode = (typeof RegistrationErrorCodes)[keyof typeof RegistrationErrorCodes];

/**
 * The field error each conflict carries in `error.fields`, so the form shows it next to the field (and opens its
 * step) like any other message: `{ email: ['validation.emailTaken'] }`.
 */
export const registrationConflictFields = {
  [RegistrationErrorCodes.emailTaken]: { field: 'email', message: validationMessages.emailTaken },
  [RegistrationErrorCodes.emiratesIdTaken]: {
    field: 'emiratesId',
    message: validationMessages.emiratesIdTaken,
  },
} as const satisfies Record<RegistrationErrorCode, { field: string; message: string }>;
