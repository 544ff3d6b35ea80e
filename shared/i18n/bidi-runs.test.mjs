import { describe, expect, it } from 'vitest';
import { unisolatedLatinRuns } from './bidi-runs.mjs';

describe('unisolatedLatinRuns', () => {
  it('finds a code that starts with digits and goes on with letters, and a phone number, when not isolated', () => {
    expect(unisolatedLatinRuns('كما هو مطبوع على البطاقة: 784-YYYY-NNNNNNN-C')).toEqual([
      '784-YYYY-NNNNNNN-C',
    ]);
    expect(unisolatedLatinRuns('مثال: +971 50 123 4567')).toEqual(['+971 50 123 4567']);
  });

  it('accepts them isolated, and runs the algorithm keeps in order', () => {
    expect(unisolatedLatinRuns('كما هو مطبوع على البطاقة: \u2066784-YYYY-NNNNNNN-C\u2069')).toEqual([]);
    expect(unisolatedLatinRuns('مثال: \u2066+971 50 123 4567\u2069')).toEqual([]);
    expect(unisolatedLatinRuns('مثل UAEAF-000042 أو 2027-2028 أو 12/2026، 25.2048 و55.2708')).toEqual([]);
    expect(unisolatedLatinRuns('الفاتورة {number} من {count, number} فواتير')).toEqual([]);
  });
});
