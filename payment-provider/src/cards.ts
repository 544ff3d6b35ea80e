// The card rules of the hosted page: what a real gateway checks before it asks the card's bank, and the test cards
// that stand in for the bank's answers.

/** The test cards and what the "bank" answers to each; any other valid number is declined, as a sandbox does. */
export const testCards = {
  success: '4111111111111111',
  declined: '4000000000000002',
  oneTimeCode: '4000000000003220',
} as const;

/** The one-time code the "bank" sends for the 3-D Secure test card. */
export const testOneTimeCode = '123456';

export type CardOutcome = 'success' | 'declined' | 'oneTimeCode';

/** Digits only: people type card numbers with spaces or dashes between the groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries, so a typo is caught before the bank is asked. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardOutcome(digits: string): CardOutcome {
  if (digits === testCards.success) return 'success';
  if (digits === testCards.oneTimeCode) return 'oneTimeCode';
  return 'declined';
}

export type ExpiryCheck = 'valid' | 'malformed' | 'expired';

/** MM/YY (or MM/YYYY); a card is good until the last day of its expiry month. */
export function checkExpiry(value: string, now: Date): ExpiryCheck {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return 'malformed';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'malformed';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'expired' : 'valid';
}
