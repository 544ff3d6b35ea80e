import { addDays, uaeToday } from '../src/calendar';

const today = uaeToday(new Date());

/** The UAE day `days` from today (negative: before). */
export const day = (days: number) => addDays(today, days);

/** An office tournament form taking entries today, three weeks away (in the seeded current season). */
export const tournamentInput = (name: string, more: Record<string, unknown> = {}) => ({
  kind: 'Local',
  nameAr: `بطولة ${name}`,
  nameEn: `Championship ${name}`,
  venueAr: 'نادي الشارقة للجولف والرماية',
  venueEn: 'Sharjah Golf and Shooting Club',
  startDate: day(21),
  endDate: day(22),
  firstRegistrationStart: day(-1),
  firstRegistrationEnd: day(10),
  secondRegistrationStart: '',
  secondRegistrationEnd: '',
  entryFeeAed: 150,
  divisions: ['R', 'C'],
  ageClasses: ['U15', 'U18', 'U21', 'SENIOR', '50+'],
  ...more,
});
