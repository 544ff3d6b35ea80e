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
  /** Not in spec section 5: a number below the field's minimum; forms show the limit from `registrationLimits`. */
  minValue: 'validation.minValue',
  /** Not in spec section 5: a number above the field's maximum (a foundation year after this year, for instance). */
  maxValue: 'validation.maxValue',
  /** Not in spec section 5: an Emirates ID that is not 784-YYYY-NNNNNNN-C with a right check digit. */
  emiratesId: 'validation.emiratesId',
  /** Not in spec section 5: a password under 10 characters, or without a letter and a digit. */
  password: 'validation.password',
  /**
   * Not in spec section 5: a new password that is common, too easy to guess or built from the member's own name or
   * email (the API's `weak_password`, decision 081).
   */
  passwordWeak: 'validation.passwordWeak',
  /** Not in spec section 5: the password confirmation differs from the password. */
  passwordMatch: 'validation.passwordMatch',
  /** Not in spec section 5: a passport expiry date on or before its issue date. */
  passportExpiry: 'validation.passportExpiry',
  /** Not in spec section 5: a birth or issue date after today. */
  futureDate: 'validation.futureDate',
  /** Not in spec section 5: a replaced document's expiry date on or before today (decision 056). */
  expiryPassed: 'validation.expiryPassed',
  /** Not in spec section 5: an Arabic name with Latin letters or digits, or without Arabic letters. */
  arabicText: 'validation.arabicText',
  /** Not in spec section 5: an English name with Arabic letters or digits, or without Latin letters. */
  englishText: 'validation.englishText',
  /** Not in spec section 5: a PDF larger than 2 MB. */
  pdfSize: 'validation.pdfSize',
  /** Not in spec section 5: a file chosen for a PDF field whose content is no PDF. */
  pdfType: 'validation.pdfType',
  /** Not in spec section 5: a file for a field taking an image or a PDF (a licence) that is neither JPG, PNG nor PDF. */
  imageOrPdfType: 'validation.imageOrPdfType',
  /** Not in spec section 5: another account already uses this email (the API's `email_taken`). */
  emailTaken: 'validation.emailTaken',
  /** Not in spec section 5: another account already uses this Emirates ID (the API's `emirates_id_taken`). */
  emiratesIdTaken: 'validation.emiratesIdTaken',
  /** Not in spec section 5: the current password given to change it is not the account's (the API's `wrong_password`). */
  wrongPassword: 'validation.wrongPassword',
  /** Not in spec section 5: text with a control character (NUL, ...) or half of a UTF-16 pair, which nobody types. */
  textCharacters: 'validation.textCharacters',
  /** Not in spec section 5: an image of more pixels than the API decodes (`imageUpload.maxPixels`). */
  imagePixels: 'validation.imagePixels',
  /** Not in spec section 5: an image whose header reads but whose pixels do not decode (a truncated or damaged file). */
  imageUnreadable: 'validation.imageUnreadable',
  /**
   * Not in spec section 5: a form referring to an upload that is not there for it: never sent from this browser or
   * account, already used by another form, or older than a day. The file must be chosen again.
   */
  uploadMissing: 'validation.uploadMissing',
  /** Not in spec section 5: a chosen file that could not be sent ahead (no network, too many files from here). */
  uploadFailed: 'validation.uploadFailed',
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

/** The language a mail is written in: the one the page that asked for it was in. */
export const MailLanguageSchema = v.picklist(['ar', 'en']);

export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(validationMessages.required),
    v.nonEmpty(validationMessages.required),
    v.maxLength(200, validationMessages.maxLength),
  ),
  /** The page's language: a login code, when one is mailed (decision 080), is written in it. */
  lang: v.optional(MailLanguageSchema, 'ar'),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/**
 * The login's answer (202) from a browser the account has not logged in from while the account is under attack
 * (decision 080): the same whether the password was right or not; only a right one mails a code. The challenge names
 * this attempt when the code is sent back.
 */
export const LoginCodeStepSchema = v.object({
  status: v.literal('code_required'),
  challenge: v.string(),
});
export type LoginCodeStep = v.InferOutput<typeof LoginCodeStepSchema>;

/** How many digits a mailed login code has. */
export const loginCodeLength = 6;

/** `POST /api/auth/login/code`: the mailed code, for the attempt the challenge names. */
export const LoginCodeRequestSchema = v.object({
  challenge: v.pipe(
    v.string(validationMessages.required),
    v.nonEmpty(validationMessages.required),
    v.maxLength(100, validationMessages.maxLength),
  ),
  code: v.pipe(
    v.string(validationMessages.required),
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.regex(/^\d{6}$/, validationMessages.invalid),
  ),
});
export type LoginCodeRequest = v.InferOutput<typeof LoginCodeRequestSchema>;

/** What login and "who am I" answer; the session itself travels in an httpOnly cookie. */
export const SessionResponseSchema = v.object({
  userInfo: UserInfoSchema,
  accountType: AccountTypeSchema,
  /**
   * Login only: the password just typed would not be accepted as a new one today (decision 081). The login stands; the
   * page takes the member to the change-password page with a notice saying why.
   */
  passwordWeak: v.optional(v.literal(true)),
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

/** Error codes the login answers with (HTTP 401, 403 and 429), each shown to the user as its own message. */
export const LoginErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  blocked: 'account_blocked',
  tooManyAttempts: 'too_many_attempts',
  /** The mailed code (decision 080): not this one (400); ended by too many wrong ones, expired, or used (410). */
  codeWrong: 'login_code_wrong',
  codeEnded: 'login_code_ended',
  codeExpired: 'login_code_expired',
  codeUsed: 'login_code_used',
} as const;

/**
 * Error codes of the password routes: a wrong current password (400, with a field error), reset links (400/410), and a
 * new password too easy to guess (400 with a field error, also from registration and the office's staff accounts).
 */
export const PasswordErrorCodes = {
  wrongPassword: 'wrong_password',
  weakPassword: 'weak_password',
  tooManyAttempts: 'too_many_attempts',
  resetLinkUnknown: 'reset_link_unknown',
  resetLinkUsed: 'reset_link_used',
  resetLinkExpired: 'reset_link_expired',
} as const;
