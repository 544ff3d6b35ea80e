// en-CA formats as YYYY-MM-DD, the form dates travel in.
const uaeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' });

/**
 * The federation's calendar day (UAE time) at this instant. Browser and API judge "under 18 today" and "not in the
 * future" by the same day, whatever the visitor's or the server's time zone.
 */
export function uaeToday(now: Date = new Date()): string {
  return uaeDay.format(now);
}

/** The age a guardian's consent stops being needed. */
export const adultAge = 18;

/** Whole years between a birth date and a day, both `YYYY-MM-DD`; someone born on 29 February turns a year older on 1 March. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  // MM-DD strings compare as dates do.
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Under 18 on that day (the exact birthday counts, unlike the age classes, which count calendar years). */
export function isMinorOn(birthDate: string, day: string): boolean {
  return ageOn(birthDate, day) < adultAge;
}
