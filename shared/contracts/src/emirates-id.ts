import * as v from 'valibot';
import { validationMessages } from './auth';
import { toAsciiDigits } from './digits';

/** 784 is the UAE's ISO 3166 numeric code; every Emirates ID starts with it. */
export const emiratesIdPrefix = '784';

/**
 * Whether 15 digits end in the right Luhn check digit over the first 14 (784-YYYY-NNNNNNN-C): catches any single
 * mistyped digit and most swapped neighbours, so a typo is caught in the form rather than by the office weeks later.
 */
export function emiratesIdChecksumValid(digits: string): boolean {
  if (!/^\d{15}$/.test(digits)) return false;
  let sum = 0;
  // From the right: the check digit counts once, every second digit before it twice (minus 9 past 9).
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    let digit = Number(digits[digits.length - 1 - fromRight]);
    if (fromRight % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 784-1990-1234567-6 from 15 digits, as printed on the card; forms show stored numbers this way. */
export function formatEmiratesId(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;
}

/**
 * An Emirates ID as people type it: as printed (784-1990-1234567-6), with spaces for dashes, or 15 plain digits, in
 * Western or Arabic digits. The output is the 15 ASCII digits, so two spellings of one ID are one ID (uniqueness).
 */
export const EmiratesIdSchema = v.pipe(
  v.string(validationMessages.required),
  v.transform((text) => toAsciiDigits(text).trim()),
  v.nonEmpty(validationMessages.required),
  // The same separator (a dash, a space or none) between the groups 3-4-7-1.
  v.regex(/^\d{3}([- ]?)\d{4}\1\d{7}\1\d$/, validationMessages.emiratesId),
  v.transform((text) => text.replace(/\D/g, '')),
  v.startsWith(emiratesIdPrefix, validationMessages.emiratesId),
  v.check(emiratesIdChecksumValid, validationMessages.emiratesId),
);
