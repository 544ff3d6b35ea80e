import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emiratesIdChecksumValid, EmiratesIdSchema, formatEmiratesId } from './emirates-id';

/** The Luhn check digit for 14 digits, written out independently of the code under test. */
function luhnCheckDigit(first14: string): string {
  const sum = [...first14]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      // The check digit will take position 0 from the right, so these start at position 1: doubled first.
      if (index % 2 === 1) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return String((10 - (sum % 10)) % 10);
}

function emiratesId(first14: string): string {
  return first14 + luhnCheckDigit(first14);
}

const valid = [emiratesId('78419901234567'), emiratesId('78420120000001'), emiratesId('78419759876543')];

function message(input: unknown) {
  return v.safeParse(EmiratesIdSchema, input, { abortPipeEarly: true }).issues?.[0]?.message;
}

describe('emiratesIdChecksumValid', () => {
  it('accepts numbers whose last digit is their Luhn check digit', () => {
    for (const digits of valid) expect(emiratesIdChecksumValid(digits)).toBe(true);
  });

  it('refuses any other last digit, one mistyped digit and swapped neighbours', () => {
    const digits = valid[0]!;
    const otherCheckDigits = [...'0123456789'].filter((digit) => digit !== digits[14]);
    for (const digit of otherCheckDigits)
      expect(emiratesIdChecksumValid(digits.slice(0, 14) + digit)).toBe(false);
    const mistyped = digits.slice(0, 9) + String((Number(digits[9]) + 1) % 10) + digits.slice(10);
    expect(emiratesIdChecksumValid(mistyped)).toBe(false);
    // 784-1990-1234567 becomes 784-1990-2134567: Luhn catches swapped neighbours other than 09 and 90.
    const swapped = digits.slice(0, 7) + digits[8] + digits[7] + digits.slice(9);
    expect(swapped).not.toBe(digits);
    expect(emiratesIdChecksumValid(swapped)).toBe(false);
  });

  it('refuses anything but 15 digits', () => {
    expect(emiratesIdChecksumValid(valid[0]!.slice(1))).toBe(false);
    expect(emiratesIdChecksumValid(formatEmiratesId(valid[0]!))).toBe(false);
    expect(emiratesIdChecksumValid('')).toBe(false);
  });
});

describe('EmiratesIdSchema', () => {
  const digits = valid[0]!;
  const printed = formatEmiratesId(digits);

  it('takes the printed form, spaces for dashes, plain digits and Arabic digits, and keeps the 15 digits', () => {
    expect(printed).toMatch(/^784-1990-1234567-\d$/);
    const arabic = printed.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    for (const input of [printed, printed.replace(/-/g, ' '), digits, ` ${digits} `, arabic]) {
      expect(v.parse(EmiratesIdSchema, input)).toBe(digits);
    }
  });

  it('refuses a wrong check digit, another country prefix, mixed or misplaced separators, and wrong lengths', () => {
    const wrongCheck = digits.slice(0, 14) + String((Number(digits[14]) + 1) % 10);
    // Valid Luhn, but not a UAE number.
    const notUae = emiratesId('78519901234567');
    for (const input of [
      wrongCheck,
      notUae,
      `${digits.slice(0, 3)}-${digits.slice(3, 7)} ${digits.slice(7, 14)}-${digits[14]}`,
      `${digits.slice(0, 4)}-${digits.slice(4)}`,
      digits.slice(0, 14),
      `${digits}0`,
      'not an id',
    ]) {
      expect(message(input), input).toBe('validation.emiratesId');
    }
  });

  it('calls an empty value missing', () => {
    expect(message('  ')).toBe('validation.required');
    expect(message(undefined)).toBe('validation.required');
  });
});
