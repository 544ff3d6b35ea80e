import { describe, expect, it } from 'vitest';
import { ageClassesOpenTo, ageClassFor, ageInCompetitionYear } from './age-classes';
import { ageOn, isMinorOn, uaeToday } from './calendar';

describe('ageClassFor', () => {
  it('counts the age reached in the competition year, not on the day', () => {
    // Born on 31 December 2011: still 14 for most of 2026, yet 15 "in" 2026, so U18 all season.
    expect(ageInCompetitionYear('2011-12-31', 2026)).toBe(15);
    expect(ageClassFor('2011-12-31', 2026)).toBe('U18');
    expect(ageClassFor('2011-01-01', 2026)).toBe('U18');
    expect(ageClassFor('2012-12-31', 2026)).toBe('U15');
  });

  it.each([
    ['2026-01-01', 'U15'],
    ['2012-06-15', 'U15'],
    ['2011-06-15', 'U18'],
    ['2009-06-15', 'U18'],
    ['2008-06-15', 'U21'],
    ['2006-06-15', 'U21'],
    ['2005-06-15', 'SENIOR'],
    ['1977-06-15', 'SENIOR'],
    ['1976-06-15', '50+'],
    ['1940-06-15', '50+'],
  ] as const)('born %s is %s in 2026', (birthDate, code) => {
    expect(ageClassFor(birthDate, 2026)).toBe(code);
  });

  it('lets young archers move up and masters shoot senior, but no senior move down', () => {
    expect(ageClassesOpenTo('2012-03-01', 2026)).toEqual(['U15', 'U18', 'U21', 'SENIOR']);
    expect(ageClassesOpenTo('2010-03-01', 2026)).toEqual(['U18', 'U21', 'SENIOR']);
    expect(ageClassesOpenTo('2007-03-01', 2026)).toEqual(['U21', 'SENIOR']);
    expect(ageClassesOpenTo('1990-03-01', 2026)).toEqual(['SENIOR']);
    expect(ageClassesOpenTo('1970-03-01', 2026)).toEqual(['50+', 'SENIOR']);
  });

  it('refuses a malformed date or a birth after the competition year', () => {
    expect(() => ageClassFor('15/06/2012', 2026)).toThrow(RangeError);
    expect(() => ageClassFor('2027-01-01', 2026)).toThrow(RangeError);
  });
});

describe('ageOn and isMinorOn', () => {
  it('counts whole years by the exact birthday', () => {
    expect(ageOn('2008-03-10', '2026-03-09')).toBe(17);
    expect(ageOn('2008-03-10', '2026-03-10')).toBe(18);
    expect(isMinorOn('2008-03-10', '2026-03-09')).toBe(true);
    expect(isMinorOn('2008-03-10', '2026-03-10')).toBe(false);
  });

  it('turns someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('uaeToday', () => {
  it('is the day in the UAE (UTC+4), not in UTC', () => {
    expect(uaeToday(new Date('2026-03-09T19:59:59Z'))).toBe('2026-03-09');
    expect(uaeToday(new Date('2026-03-09T20:00:00Z'))).toBe('2026-03-10');
  });
});
