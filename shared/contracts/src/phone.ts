import * as v from 'valibot';
import { validationMessages } from './auth';

/** Enough for a local landline (7 digits) and any international number with a 00 prefix. */
export const phoneDigits = { min: 7, max: 20 } as const;

// Arabic keyboards type ٠١٢… (U+0660-0669), Persian ones ۰۱۲… (U+06F0-06F9); both are the digits 0-9.
function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)),
  );
}

/**
 * A phone number as UAE visitors write it: `+971 50 123 4567`, `050 1234567`, `04 1234567`, in Western or Arabic
 * digits. The output keeps the visitor's spacing but only ASCII digits, so it can go into a `tel:` link.
 */
export const PhoneSchema = v.pipe(
  v.string(validationMessages.required),
  v.transform((text) => toAsciiDigits(text).replace(/\s+/g, ' ').trim()),
  v.nonEmpty(validationMessages.required),
  v.regex(/^\+?[\d ]+$/, validationMessages.phone),
  v.check((text) => {
    const digits = text.replace(/\D/g, '').length;
    return digits >= phoneDigits.min && digits <= phoneDigits.max;
  }, validationMessages.phone),
);
