import * as v from 'valibot';
import { validationMessages } from '../auth';
import { Emirates } from '../emirates';
import { toAsciiDigits } from '../digits';
import { isVisiblyBlank, requiredLine } from '../text';
import { registrationLimits } from './limits';

/**
 * Field schemas the registration forms are built from. A value of the wrong kind, or none, is "required": forms send
 * what their inputs hold, and the API turns a wrong type from elsewhere into `validation.invalid` itself.
 */

const { required } = validationMessages;

/**
 * What an input left empty sends: '' or spaces (or only invisible characters) from a text, select or file input, null,
 * NaN (an empty number input with `valueAsNumber`), or an object of such values (an official whose two names were left
 * empty).
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isVisiblyBlank(value);
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(isBlank);
  return false;
}

/** A field that may be left empty: blank becomes missing (undefined), anything else must pass `schema`. */
export function optionalField<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.optional(v.custom<v.InferInput<TSchema> | '' | null>(() => true)),
    v.transform((value): v.InferInput<TSchema> | undefined =>
      isBlank(value) ? undefined : (value as v.InferInput<TSchema>),
    ),
    v.optional(schema),
  );
}

export { requiredLine };

export type Language = 'ar' | 'en';

const letters = { ar: /\p{Script=Arabic}/u, en: /\p{Script=Latin}/u } as const;
const scriptMessages = { ar: validationMessages.arabicText, en: validationMessages.englishText } as const;
const otherLanguage = { ar: 'en', en: 'ar' } as const;

/**
 * Text in one language: its letters, none of the other's. Catches the common slip of typing a name into the other
 * language's box, which would print an English name on an Arabic card.
 */
function lineIn(language: Language, max: number, digits: 'allowed' | 'refused') {
  return v.pipe(
    requiredLine(max),
    v.check(
      (text) =>
        letters[language].test(text) &&
        !letters[otherLanguage[language]].test(text) &&
        (digits === 'allowed' || !/\p{Nd}/u.test(text)),
      scriptMessages[language],
    ),
  );
}

/** A person's name (or one of their five names) in one language; names have no digits. */
export function nameIn(language: Language, max: number = registrationLimits.namePart) {
  return lineIn(language, max, 'refused');
}

/** An organisation's name in one language ("Al Ain Club 2" has digits). */
export function titleIn(language: Language, max: number) {
  return lineIn(language, max, 'allowed');
}

/** The same thing in Arabic and English, as `LocalizedText` stores it: `{ ar, en }`, both required. */
export function bilingual<TSchema extends v.GenericSchema<string, string>>(
  inLanguage: (language: Language) => TSchema,
) {
  return v.object({ ar: inLanguage('ar'), en: inLanguage('en') }, required);
}

/** A person's full name in both languages, for a club's supervisor, owner and officials. */
export const BilingualPersonNameSchema = bilingual((language) =>
  nameIn(language, registrationLimits.fullName),
);

/** Spec section 5's integer rule plus a range; a number input left empty (NaN) is "required". */
export function wholeNumber(range: { min: number; max?: number }) {
  return v.pipe(
    v.number(required),
    v.integer(validationMessages.integer),
    v.minValue(range.min, validationMessages.minValue),
    v.maxValue(range.max ?? Number.MAX_SAFE_INTEGER, validationMessages.maxValue),
  );
}

/** A measurement that may have decimals (a weight of 61.5 kg, a shoe size of 42.5). */
export function measure(range: { min: number; max: number }) {
  return v.pipe(
    v.number(required),
    v.minValue(range.min, validationMessages.minValue),
    v.maxValue(range.max, validationMessages.maxValue),
  );
}

/** A yes/no question; the form sends a boolean, never "not answered". */
export const YesNoSchema = v.boolean(required);

/** One of a fixed list (a select or radio group left empty sends nothing, so: "required"). */
export function choice<const TOptions extends readonly string[]>(options: TOptions) {
  return v.picklist(options, required);
}

/** `EmirateSchema`'s emirates, with "required" for a select left empty. */
export const EmirateChoiceSchema = choice(Emirates);

/** `YYYY-MM-DD`, as `<input type="date">` gives it, and a day that exists (not 2026-02-30). */
export const DateSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.isoDate(validationMessages.invalid),
  // Without abortPipeEarly this check also sees what `isoDate` refused ('' or 'abc'): an invalid Date, whose
  // toISOString throws, so it is refused here before being formatted.
  v.check((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
  }, validationMessages.invalid),
);

/** Whether a date is after another one, both `YYYY-MM-DD` (which compare as strings). */
export function isAfter(date: string, other: string): boolean {
  return date > other;
}

/**
 * At least 10 characters with a letter and a digit, in any script (an Arabic password is fine); kept exactly as typed.
 * The maximum matches the login form's, so every password set here can be typed there. The API also refuses one too
 * easy to guess (`validation.passwordWeak`, decision 081), which needs dictionaries the browser does not load.
 */
export const PasswordSchema = v.pipe(
  v.string(required),
  v.nonEmpty(required),
  v.maxLength(registrationLimits.password.max, validationMessages.maxLength),
  v.minLength(registrationLimits.password.min, validationMessages.password),
  v.regex(/\p{L}/u, validationMessages.password),
  v.regex(/\p{Nd}/u, validationMessages.password),
);

/** Compared with the password by a rule (`validation.passwordMatch`), once the password itself is valid. */
export const PasswordConfirmationSchema = v.pipe(v.string(required), v.nonEmpty(required));

/** Letters and digits as printed in the passport, whatever spaces or case were typed. */
export const PassportNumberSchema = v.pipe(
  v.string(required),
  v.transform((text) => toAsciiDigits(text).replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty(required),
  v.regex(
    new RegExp(
      `^[A-Z0-9]{${registrationLimits.passportNumber.min},${registrationLimits.passportNumber.max}}$`,
    ),
    validationMessages.invalid,
  ),
);

/** A website as people type it: `www.club.ae` becomes `https://www.club.ae`; only https is taken. */
export const WebsiteSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(registrationLimits.website, validationMessages.maxLength),
  v.transform((text) => (/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`)),
  v.url(validationMessages.invalid),
  v.regex(/^https:\/\/[^/?#]+\.[^/?#]+/i, validationMessages.invalid),
);
