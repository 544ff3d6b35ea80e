import type { AccountType } from '@uaeaf/contracts';
import type { members } from '../db/schema';

/** Every demo member's password (README: demo members). Never seeded in production. */
export const demoPassword = 'Archery#2026';

export interface MemberSeed extends Omit<
  typeof members.$inferInsert,
  'id' | 'passwordHash' | 'createdAt' | 'accountType'
> {
  accountType: AccountType;
  /** A penalty on this member, both days included. */
  penalty?: { reasonAr: string; reasonEn: string; startsOn: string; endsOn: string };
}

// One member per account type the site has an area for, plus a blocked one, a restricted one and the federation office.
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
  },
  {
    email: 'coach@example.ae',
    accountType: 'coach',
    nameAr: 'مريم عبدالله الشامسي',
    nameEn: 'Maryam Abdulla Al Shamsi',
  },
  {
    email: 'referee@example.ae',
    accountType: 'referee',
    nameAr: 'خالد محمد النعيمي',
    nameEn: 'Khaled Mohammed Al Nuaimi',
  },
  {
    email: 'person@example.ae',
    accountType: 'person',
    nameAr: 'فاطمة علي الظاهري',
    nameEn: 'Fatima Ali Al Dhaheri',
  },
  {
    email: 'employee@example.ae',
    accountType: 'employee',
    nameAr: 'أحمد سعيد المنصوري',
    nameEn: 'Ahmed Saeed Al Mansoori',
  },
  {
    email: 'technical@example.ae',
    accountType: 'technical',
    nameAr: 'يوسف إبراهيم الحمادي',
    nameEn: 'Yousef Ibrahim Al Hammadi',
  },
  {
    email: 'activity@example.ae',
    accountType: 'activity',
    nameAr: 'عائشة حمد السويدي',
    nameEn: 'Aisha Hamad Al Suwaidi',
  },
  {
    email: 'guest@example.ae',
    accountType: 'guest',
    nameAr: 'عمر حسن البلوشي',
    nameEn: 'Omar Hassan Al Balushi',
  },
  {
    email: 'blocked@example.ae',
    accountType: 'player',
    nameAr: 'ماجد سلطان المهيري',
    nameEn: 'Majed Sultan Al Muhairi',
    isBlocked: true,
  },
  {
    email: 'restricted@example.ae',
    accountType: 'player',
    nameAr: 'حمدان عيسى الكتبي',
    nameEn: 'Hamdan Essa Al Ketbi',
    penalty: {
      reasonAr: 'مخالفة قواعد السلامة في ميدان الرماية',
      reasonEn: 'Breach of the range safety rules',
      startsOn: '2026-01-01',
      endsOn: '2027-12-31',
    },
  },
  {
    email: 'admin@example.ae',
    accountType: 'admin',
    nameAr: 'نورة جاسم الفلاسي',
    nameEn: 'Noura Jassim Al Falasi',
  },
];

export const memberSeeds: MemberSeed[] = seeds.map((member) => ({ membershipStatus: 'Approved', ...member }));
