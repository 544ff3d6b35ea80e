/**
 * World Archery age classes (as Ianseo's WA rule set models them). The class follows the calendar year of the
 * birthday, not the exact date: an archer is U18 "until the year of the 17th birthday", so everyone born in the same
 * year is in the same class for a whole season. The codes are those of `AgeCategorySchema.code`.
 */
export const AgeClassCodes = ['U15', 'U18', 'U21', 'SENIOR', '50+'] as const;
export type AgeClassCode = (typeof AgeClassCodes)[number];

export interface AgeClassRule {
  /** Youngest and oldest age reached during the competition year; `null`: no upper limit. */
  minAge: number;
  maxAge: number | null;
  /** The classes an archer of this class may enter besides their own: young archers may shoot up, masters shoot senior. */
  mayAlsoEnter: readonly AgeClassCode[];
}

export const ageClassRules: Readonly<Record<AgeClassCode, AgeClassRule>> = {
  U15: { minAge: 0, maxAge: 14, mayAlsoEnter: ['U18', 'U21', 'SENIOR'] },
  U18: { minAge: 15, maxAge: 17, mayAlsoEnter: ['U21', 'SENIOR'] },
  U21: { minAge: 18, maxAge: 20, mayAlsoEnter: ['SENIOR'] },
  SENIOR: { minAge: 21, maxAge: 49, mayAlsoEnter: [] },
  '50+': { minAge: 50, maxAge: null, mayAlsoEnter: ['SENIOR'] },
};

/** The age an archer born on `birthDate` (`YYYY-MM-DD`) reaches during `competitionYear`, whatever the day. */
export function ageInCompetitionYear(birthDate: string, competitionYear: number): number {
  const birthYear = /^(\d{4})-\d{2}-\d{2}$/.exec(birthDate)?.[1];
  if (!birthYear) throw new RangeError(`Not a YYYY-MM-DD date: ${birthDate}`);
  const age = competitionYear - Number(birthYear);
  if (age < 0) throw new RangeError(`Born in ${birthYear}, after the competition year ${competitionYear}`);
  return age;
}

/** The archer's own class in that year: born 2012 is U15 in 2026 (14 that year), born 2011 is U18 (15 that year). */
export function ageClassFor(birthDate: string, competitionYear: number): AgeClassCode {
  const age = ageInCompetitionYear(birthDate, competitionYear);
  return AgeClassCodes.find((code) => {
    const { minAge, maxAge } = ageClassRules[code];
    return age >= minAge && (maxAge === null || age <= maxAge);
  })!;
}

/** Every class the archer may enter that year: their own first, then the ones they may move up (or back) to. */
export function ageClassesOpenTo(birthDate: string, competitionYear: number): AgeClassCode[] {
  const own = ageClassFor(birthDate, competitionYear);
  return [own, ...ageClassRules[own].mayAlsoEnter];
}
