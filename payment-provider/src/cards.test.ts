import { describe, expect, it } from 'vitest';
import { cardDigits, cardOutcome, checkExpiry, passesLuhn, testCards } from './cards';

describe('card rules', () => {
  it('accepts the test cards and refuses a mistyped digit by the Luhn checksum', () => {
    for (const number of Object.values(testCards)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111111111a1')).toBe(false);
  });

  it('reads the number with the spaces and dashes people type', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe(testCards.success);
  });

  it('answers success, a one-time code or a decline by card, and declines any other card', () => {
    expect(cardOutcome(testCards.success)).toBe('success');
    expect(cardOutcome(testCards.oneTimeCode)).toBe('oneTimeCode');
    expect(cardOutcome(testCards.declined)).toBe('declined');
    expect(cardOutcome('5555555555554444')).toBe('declined');
  });

  it('takes MM/YY or MM/YYYY, good to the end of the month', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(checkExpiry('11/26', now)).toBe('valid');
    expect(checkExpiry('01/2030', now)).toBe('valid');
    expect(checkExpiry('10/26', now)).toBe('expired');
    expect(checkExpiry('13/27', now)).toBe('malformed');
    expect(checkExpiry('1127', now)).toBe('malformed');
  });
});
