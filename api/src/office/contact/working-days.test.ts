import { describe, expect, it } from 'vitest';
import { isSharjahWorkingDay, workingDaysAfter } from './working-days';

const noHolidays = new Set<string>();

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
    expect(week.map((day) => isSharjahWorkingDay(day, noHolidays))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('makes a message due three working days after the day it arrives', () => {
    expect(workingDaysAfter('2026-11-23', 3, noHolidays)).toBe('2026-11-26'); // Monday: Thursday
    expect(workingDaysAfter('2026-11-26', 3, noHolidays)).toBe('2026-12-02'); // Thursday: Monday, Tuesday, Wednesday
    expect(workingDaysAfter('2026-11-28', 3, noHolidays)).toBe('2026-12-02'); // Saturday: the same Wednesday
  });

  it('does not count a public holiday on a working day', () => {
    const eid = new Set(['2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect(isSharjahWorkingDay('2026-03-19', eid)).toBe(false);
    // Wednesday before Eid Al Fitr: Thursday is Eid, so Monday, Tuesday and Wednesday after it.
    expect(workingDaysAfter('2026-03-18', 3, eid)).toBe('2026-03-25');
    expect(workingDaysAfter('2026-03-18', 3, noHolidays)).toBe('2026-03-24');
  });
});
