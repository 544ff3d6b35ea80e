import * as v from 'valibot';
import { EmailSchema, MailLanguageSchema, validationMessages } from './auth';
import { LocalizedTextSchema } from './localized';
import { PasswordConfirmationSchema, PasswordSchema } from './registration/fields';
import { RequestStatuses } from './requests/workflow';
import { AccountTypeSchema, MembershipStatuses } from './session';

/**
 * A password as typed to prove who one is: the login form's rule (anything up to 200 characters), not the rule for a
 * new password, so a member whose old password predates that rule can still change it.
 */
const CurrentPasswordSchema = v.pipe(
  v.string(validationMessages.required),
  v.nonEmpty(validationMessages.required),
  v.maxLength(200, validationMessages.maxLength),
);

const newPasswordEntries = {
  newPassword: PasswordSchema,
  newPasswordConfirmation: PasswordConfirmationSchema,
};

/** The confirmation must repeat the new password; checked once both fields are valid on their own. */
const confirmationPaths = [['newPassword'], ['newPasswordConfirmation']] as const;
const confirms = (input: { newPassword: string; newPasswordConfirmation: string }) =>
  input.newPassword === input.newPasswordConfirmation;

/** `POST /api/auth/password`: a logged-in member sets a new password. */
export const ChangePasswordRequestSchema = v.pipe(
  v.object({ currentPassword: CurrentPasswordSchema, ...newPasswordEntries }),
  v.forward(v.partialCheck(confirmationPaths, confirms, validationMessages.passwordMatch), [
    'newPasswordConfirmation',
  ]),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** `POST /api/auth/forgot-password`: always answered 202 `{ status: 'accepted' }`, whoever the email belongs to. */
export const ForgotPasswordRequestSchema = v.object({
  email: EmailSchema,
  lang: v.optional(MailLanguageSchema, 'ar'),
});
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordReceiptSchema = v.object({ status: v.literal('accepted') });
export type ForgotPasswordReceipt = v.InferOutput<typeof ForgotPasswordReceiptSchema>;

/** A reset link's token: 32 random bytes in base64url. */
export const ResetTokenSchema = v.pipe(
  v.string(validationMessages.required),
  v.regex(/^[A-Za-z0-9_-]{43}$/, validationMessages.invalid),
);

/** `POST /api/auth/reset-password`: the token from the mailed link and the new password. */
export const ResetPasswordRequestSchema = v.pipe(
  v.object({ token: ResetTokenSchema, ...newPasswordEntries }),
  v.forward(v.partialCheck(confirmationPaths, confirms, validationMessages.passwordMatch), [
    'newPasswordConfirmation',
  ]),
);
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;

/** What a password change or reset answers: the member is logged out everywhere and logs in again. */
export const PasswordChangedReceiptSchema = v.object({ status: v.literal('changed') });
export type PasswordChangedReceipt = v.InferOutput<typeof PasswordChangedReceiptSchema>;

/** One of the caller's registration files, without its bytes (`GET /api/account/files/:id` serves those). */
export const AccountFileSchema = v.object({
  id: v.number(),
  /** The registration form field it was sent in (`photo`, `passportCopy`, ...). */
  field: v.string(),
  contentType: v.picklist(['image/jpeg', 'image/png', 'application/pdf']),
  byteSize: v.number(),
});
export type AccountFile = v.InferOutput<typeof AccountFileSchema>;

/** `GET /api/account/profile`: the caller's own account and the answers of their registration form. */
export const AccountProfileSchema = v.object({
  member: v.object({
    id: v.number(),
    email: v.string(),
    name: LocalizedTextSchema,
    accountType: AccountTypeSchema,
    membershipStatus: v.picklist(MembershipStatuses),
    /** ISO 8601 instant the account was created. */
    createdAt: v.string(),
  }),
  /** The latest registration request; null for accounts made without a form (the seeded federation office). */
  registration: v.nullable(
    v.object({
      id: v.number(),
      form: v.string(),
      status: v.picklist(RequestStatuses),
      /** The club or academy the applicant named (the registration form's `clubId`). */
      clubId: v.nullable(v.number()),
      /** Why it was rejected, while it is. */
      decisionReason: v.nullable(v.string()),
      submittedAt: v.string(),
      /** Every answer as the form's contract gave it, without passwords and files. */
      details: v.record(v.string(), v.unknown()),
    }),
  ),
  files: v.array(AccountFileSchema),
});
export type AccountProfile = v.InferOutput<typeof AccountProfileSchema>;
