import {
  emiratesIdChecksumValid,
  emiratesIdPrefix,
  type AccountType,
  type OfficeRole,
} from '@uaeaf/contracts';
import type { members } from '../db/schema';

/** Every demo member's password (README: demo members). Never seeded in production. */
export const demoPassword = 'Archery#2026';

export interface MemberSeed extends Omit<
  typeof members.$inferInsert,
  'id' | 'passwordHash' | 'createdAt' | 'accountType' | 'birthDate'
> {
  accountType: AccountType;
  /**
   * A person's age in the seeding year and birthday (`MM-DD`): the birth year counts back from the seeding day, so
   * each demo archer keeps their age class (and the demo entries stay valid) whenever the database is seeded.
   */
  birth?: { age: number; monthDay: string };
  /** The club or academy (its email) this player belongs to. */
  club?: string;
  /** A penalty on this member, both days included. */
  penalty?: { reasonAr: string; reasonEn: string; startsOn: string; endsOn: string };
}

// One member per account type the site has an area for, plus a blocked one and a restricted one.
const seeds: MemberSeed[] = [
  {
    email: 'club@example.ae',
    accountType: 'club',
    nameAr: 'نادي الشارقة للرماية',
    nameEn: 'Sharjah Archery Club',
  },
  {
    email: 'academy@example.ae',
    accountType: 'academy',
    nameAr: 'أكاديمية الظفرة للقوس والسهم',
    nameEn: 'Al Dhafra Archery Academy',
  },
  {
    email: 'player@example.ae',
    accountType: 'player',
    nameAr: 'سالم راشد الكعبي',
    nameEn: 'Salem Rashed Al Kaabi',
    gender: 'male',
    birth: { age: 28, monthDay: '05-14' },
    club: 'club@example.ae',
  },
  {
    email: 'coach@example.ae',
    accountType: 'coach',
    nameAr: 'مريم عبدالله الشامسي',
    nameEn: 'Maryam Abdulla Al Shamsi',
    gender: 'female',
    birth: { age: 41, monthDay: '02-03' },
  },
  {
    email: 'referee@example.ae',
    accountType: 'referee',
    nameAr: 'خالد محمد النعيمي',
    nameEn: 'Khaled Mohammed Al Nuaimi',
    gender: 'male',
    birth: { age: 45, monthDay: '09-21' },
  },
  {
    email: 'person@example.ae',
    accountType: 'person',
    nameAr: 'فاطمة علي الظاهري',
    nameEn: 'Fatima Ali Al Dhaheri',
    gender: 'female',
    birth: { age: 35, monthDay: '12-08' },
  },
  {
    email: 'employee@example.ae',
    accountType: 'employee',
    nameAr: 'أحمد سعيد المنصوري',
    nameEn: 'Ahmed Saeed Al Mansoori',
    gender: 'male',
    birth: { age: 38, monthDay: '06-30' },
  },
  {
    email: 'technical@example.ae',
    accountType: 'technical',
    nameAr: 'يوسف إبراهيم الحمادي',
    nameEn: 'Yousef Ibrahim Al Hammadi',
    gender: 'male',
    birth: { age: 33, monthDay: '03-17' },
  },
  {
    email: 'activity@example.ae',
    accountType: 'activity',
    nameAr: 'عائشة حمد السويدي',
    nameEn: 'Aisha Hamad Al Suwaidi',
    gender: 'female',
    birth: { age: 36, monthDay: '02-11' },
  },
  {
    email: 'guest@example.ae',
    accountType: 'guest',
    nameAr: 'عمر حسن البلوشي',
    nameEn: 'Omar Hassan Al Balushi',
    gender: 'male',
    birth: { age: 29, monthDay: '08-25' },
  },
  {
    email: 'blocked@example.ae',
    accountType: 'player',
    nameAr: 'ماجد سلطان المهيري',
    nameEn: 'Majed Sultan Al Muhairi',
    isBlocked: true,
    gender: 'male',
    birth: { age: 25, monthDay: '01-09' },
    club: 'club@example.ae',
  },
  {
    email: 'restricted@example.ae',
    accountType: 'player',
    nameAr: 'حمدان عيسى الكتبي',
    nameEn: 'Hamdan Essa Al Ketbi',
    gender: 'male',
    birth: { age: 27, monthDay: '10-02' },
    club: 'club@example.ae',
    penalty: {
      reasonAr: 'مخالفة قواعد السلامة في ميدان الرماية',
      reasonEn: 'Breach of the range safety rules',
      startsOn: '2026-01-01',
      endsOn: '2027-12-31',
    },
  },
  // The club's and the academy's further players, each in another age class; one still waits for approval.
  {
    email: 'rashid.junior@example.ae',
    accountType: 'player',
    nameAr: 'راشد خليفة الزعابي',
    nameEn: 'Rashid Khalifa Al Zaabi',
    gender: 'male',
    birth: { age: 16, monthDay: '03-02' },
    club: 'club@example.ae',
  },
  {
    email: 'noura.cadet@example.ae',
    accountType: 'player',
    nameAr: 'نورة سيف الطنيجي',
    nameEn: 'Noura Saif Al Tunaiji',
    gender: 'female',
    birth: { age: 12, monthDay: '07-19' },
    club: 'club@example.ae',
  },
  {
    email: 'sultan.pending@example.ae',
    accountType: 'player',
    nameAr: 'سلطان مبارك الشحي',
    nameEn: 'Sultan Mubarak Al Shehhi',
    membershipStatus: 'Pending',
    gender: 'male',
    birth: { age: 17, monthDay: '11-30' },
    club: 'club@example.ae',
  },
  {
    email: 'mariam.archer@example.ae',
    accountType: 'player',
    nameAr: 'مريم أحمد المزروعي',
    nameEn: 'Mariam Ahmed Al Mazrouei',
    gender: 'female',
    birth: { age: 19, monthDay: '01-10' },
    club: 'academy@example.ae',
  },
  {
    email: 'saeed.youth@example.ae',
    accountType: 'player',
    nameAr: 'سعيد عبيد الرميثي',
    nameEn: 'Saeed Obaid Al Romaithi',
    gender: 'male',
    birth: { age: 16, monthDay: '09-30' },
    club: 'academy@example.ae',
  },
  // A membership that ran out at the end of an earlier season and was not renewed: its card verifies as expired.
  {
    email: 'expired@example.ae',
    accountType: 'coach',
    nameAr: 'عيسى راشد البلوشي',
    nameEn: 'Essa Rashid Al Balushi',
    gender: 'male',
    birth: { age: 41, monthDay: '05-14' },
    validUntil: '2025-08-31',
  },
  {
    email: 'hamad.masters@example.ae',
    accountType: 'player',
    nameAr: 'حمد جمعة القبيسي',
    nameEn: 'Hamad Juma Al Qubaisi',
    gender: 'male',
    birth: { age: 55, monthDay: '04-04' },
    club: 'academy@example.ae',
  },
];

/** The federation office's demo staff, one per office role (README: demo members). */
export const staffSeeds: (MemberSeed & { officeRole: OfficeRole })[] = [
  {
    email: 'admin@example.ae',
    accountType: 'admin',
    officeRole: 'administrator',
    nameAr: 'نورة جاسم الفلاسي',
    nameEn: 'Noura Jassim Al Falasi',
  },
  {
    email: 'membership@example.ae',
    accountType: 'admin',
    officeRole: 'membership',
    nameAr: 'عبدالرحمن سعيد المهيري',
    nameEn: 'Abdulrahman Saeed Al Mheiri',
  },
  {
    email: 'editor@example.ae',
    accountType: 'admin',
    officeRole: 'editor',
    nameAr: 'لطيفة أحمد السويدي',
    nameEn: 'Latifa Ahmed Al Suwaidi',
  },
  {
    email: 'finance@example.ae',
    accountType: 'admin',
    officeRole: 'finance',
    nameAr: 'يوسف علي الحمادي',
    nameEn: 'Yousef Ali Al Hammadi',
  },
  {
    email: 'results@example.ae',
    accountType: 'admin',
    officeRole: 'results',
    nameAr: 'مريم خليفة الكعبي',
    nameEn: 'Mariam Khalifa Al Kaabi',
  },
];

export const memberSeeds: MemberSeed[] = seeds.map((member) => ({ membershipStatus: 'Approved', ...member }));

/** A demo person's birth date, counted back from the seeding day so their age class never moves (see `birth`). */
export function demoBirthDate(birth: NonNullable<MemberSeed['birth']>, today: string): string {
  return `${Number(today.slice(0, 4)) - birth.age}-${birth.monthDay}`;
}

/**
 * A demo person's Emirates ID (784-YYYY-NNNNNNN-C, YYYY the birth year): the serial is 9 followed by six digits, a range
 * no form test types, and the last digit the Luhn check. The UAE PASS stand-in offers the same numbers (decision 096),
 * so signing in as a demo member finds them.
 */
export function demoEmiratesIdFor(birthYear: number, serial: number): string {
  const first14 = `${emiratesIdPrefix}${birthYear}9${String(serial).padStart(6, '0')}`;
  return first14 + [...'0123456789'].find((digit) => emiratesIdChecksumValid(first14 + digit))!;
}

/** A demo member's Emirates ID, numbered by their place in the seeds; none for organisations. */
export function demoEmiratesId(seed: MemberSeed, today: string): string | null {
  const place = memberSeeds.indexOf(seed);
  if (!seed.birth || place < 0) return null;
  return demoEmiratesIdFor(Number(demoBirthDate(seed.birth, today).slice(0, 4)), place);
}
