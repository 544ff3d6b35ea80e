import * as v from 'valibot';
import { AccountTypeSchema, UserInfoSchema } from './session';

/** Message ids of spec section 5; both the forms and the API answer with these ids, each app translates them. */
export const validationMessages = {
  required: 'validation.required',
  email: 'validation.email',
  invalid: 'validation.invalid',
  integer: 'validation.integer',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  /** Not in spec section 5: a phone number that is not 7 to 20 digits (with an optional + and spaces). */
  phone: 'validation.phone',
  /** Not in spec section 5: an upload larger than allowed (for images, 1 MB). */
  fileSize: 'validation.fileSize',
  /** Not in spec section 5: an upload whose content is not one of the allowed types (for images, JPG or PNG). */
  fileType: 'validation.fileType',
} as const;

/** The longest address SMTP allows; forms show it in the maxLength message. */
export const emailMaxLength = 254;

export const EmailSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(emailMaxLength, validationMessages.maxLength),
  v.email(validationMessages.email),
);

export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(validationMessages.required),
    v.nonEmpty(validationMessages.required),
    v.maxLength(200, validationMessages.maxLength),
  ),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** What login and "who am I" answer; the session itself travels in an httpOnly cookie. */
export const SessionResponseSchema = v.object({
  userInfo: UserInfoSchema,
  accountType: AccountTypeSchema,
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/** Error codes the login answers with (HTTP 401, 403 and 429), each shown to the user as its own message. */
export const LoginErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  blocked: 'account_blocked',
  tooManyAttempts: 'too_many_attempts',
} as const;
