import { describe, expect, it } from 'vitest';
import { isSharjahWorkingDay, workingDaysAfter } from './working-days';

describe('the Sharjah working week', () => {
  it('works Monday to Thursday only', () => {
    // 2026-11-23 is a Monday.
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    expect(week.map(isSharjahWorkingDay)).toEqual([true, true, true, true, false, false, false]);
  });

  it('makes a message due three working days after the day it arrives', () => {
    expect(workingDaysAfter('2026-11-23', 3)).toBe('2026-11-26'); // Monday: Thursday
    expect(workingDaysAfter('2026-11-26', 3)).toBe('2026-12-02'); // Thursday: Monday, Tuesday, Wednesday
    expect(workingDaysAfter('2026-11-28', 3)).toBe('2026-12-02'); // Saturday: the same Wednesday
  });
});
