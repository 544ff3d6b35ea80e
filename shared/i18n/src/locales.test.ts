import { describe, expect, it } from 'vitest';
import { formattingLocale } from './locales';

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('formatting locales', () => {
  it('writes Arabic dates, counts and money in Western digits, as Arabic text around them', () => {
    const ar = formattingLocale.ar;
    const date = new Intl.DateTimeFormat(ar, { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(
      new Date('2026-11-19T08:00:00Z'),
    );
    const money = new Intl.NumberFormat(ar, { style: 'currency', currency: 'AED' }).format(150.5);
    const count = new Intl.NumberFormat(ar).format(1400);
    expect(date).toBe('19 نوفمبر 2026');
    expect(money).toMatch(/150[.,٫]50/);
    expect(count).toMatch(/^1[,٬]?400$/);
    for (const text of [date, money, count]) expect(text).not.toMatch(arabicIndic);
  });
});
