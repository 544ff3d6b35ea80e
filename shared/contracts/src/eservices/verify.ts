import * as v from 'valibot';
import { validationMessages } from '../auth';
import { MembershipVerificationSchema } from '../card';
import { ServiceVerificationSchema } from './api';

/**
 * A verification code as printed on a federation document (`UAEAF-7KQ2-M9XD-4TPA`: three groups of four, no 0, O, 1
 * or I), read in any case and with the spaces a reader types around it. The page refuses another shape before asking
 * the API, which refuses it too (400 on `code`).
 */
export const VerificationCodeSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(validationMessages.required),
  v.regex(/^UAEAF(-[A-HJ-NP-Z2-9]{4}){3}$/, validationMessages.invalid),
);

/**
 * `GET /api/verify/:code` (public, no session): what the document carrying this code states. One route for every
 * document the federation prints a code on, told apart by `type`: a service's letter or certificate (decision 046) or a
 * membership card (decision 055), whose state is worked out live. An unknown code is 404
 * `not_found`, a malformed one 400 `validation_failed` (on `code`), too many unknown codes from one address 429
 * `too_many_verifications` with `Retry-After`.
 */
export const VerificationSchema = v.variant('type', [
  v.object({ type: v.literal('serviceDocument'), ...ServiceVerificationSchema.entries }),
  v.object({ type: v.literal('membership'), ...MembershipVerificationSchema.entries }),
]);
export type Verification = v.InferOutput<typeof VerificationSchema>;

export const VerificationErrorCodes = { tooMany: 'too_many_verifications' } as const;

/** The API's answer for a code. */
export function verificationApiPath(code: string): string {
  return `/api/verify/${encodeURIComponent(code)}`;
}

/** The public page that shows it, in the reader's language (Arabic has no prefix); without a code, its form. */
export function verificationPagePath(language: 'ar' | 'en', code?: string): string {
  return `${language === 'en' ? '/en' : ''}/verify${code === undefined ? '' : `/${encodeURIComponent(code)}`}`;
}
