import {
  type AccountType,
  type AgeClassCode,
  type CardState,
  federationName,
  type LocalizedText,
} from '@uaeaf/contracts';

/** The member kinds as the card's PDF names them: the site's words (`ui.member.kind.*`). */
export const accountTypeWords: Record<Exclude<AccountType, 'admin'>, LocalizedText> = {
  club: { ar: 'نادٍ', en: 'Club' },
  academy: { ar: 'أكاديمية', en: 'Academy' },
  player: { ar: 'لاعب', en: 'Player' },
  individual: { ar: 'لاعب فردي', en: 'Individual player' },
  activity: { ar: 'لاعب أنشطة مجتمعية', en: 'Community-activity player' },
  coach: { ar: 'مدرب', en: 'Coach' },
  referee: { ar: 'حكم', en: 'Referee' },
  employee: { ar: 'إداري', en: 'Administrator' },
  technical: { ar: 'جهاز فني', en: 'Technical staff' },
  person: { ar: 'فرد', en: 'Person' },
  guest: { ar: 'زائر', en: 'Guest' },
};

/** The site's words too (`kit.registration.ageClass.*`). */
export const ageClassWords: Record<AgeClassCode, LocalizedText> = {
  U15: { ar: 'تحت 15 سنة', en: 'Under 15' },
  U18: { ar: 'تحت 18 سنة', en: 'Under 18' },
  U21: { ar: 'تحت 21 سنة', en: 'Under 21' },
  SENIOR: { ar: 'الكبار', en: 'Senior' },
  '50+': { ar: '50 سنة فأكثر', en: '50 and over' },
};

export const cardStateWords: Record<CardState, LocalizedText> = {
  valid: { ar: 'عضوية سارية', en: 'Membership valid' },
  expired: { ar: 'عضوية منتهية', en: 'Membership expired' },
  suspended: { ar: 'موقوفة بعقوبة', en: 'Suspended by a penalty' },
  blocked: { ar: 'حساب محظور', en: 'Account blocked' },
  revoked: { ar: 'بطاقة ملغاة', en: 'Card revoked' },
};

export const cardLabels = {
  federation: federationName,
  title: { ar: 'بطاقة العضوية', en: 'Membership card' },
  nameAr: { ar: 'الاسم بالعربية', en: 'Name in Arabic' },
  nameEn: { ar: 'الاسم بالإنجليزية', en: 'Name in English' },
  kind: { ar: 'نوع العضوية', en: 'Membership kind' },
  club: { ar: 'النادي', en: 'Club' },
  number: { ar: 'رقم العضوية', en: 'Membership number' },
  validUntil: { ar: 'صالحة حتى', en: 'Valid until' },
  ageClass: { ar: 'الفئة العمرية', en: 'Age class' },
  code: { ar: 'رمز التحقق', en: 'Verification code' },
  verify: {
    ar: 'امسح الرمز أو افتح الرابط للتحقق من البطاقة:',
    en: 'Scan the code or open the link to verify the card:',
  },
} satisfies Record<string, LocalizedText>;
