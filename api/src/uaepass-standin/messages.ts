import type { IdentityRole } from './identities';

// Every string of the stand-in's pages in both languages; one type for both, so a string missing in one does not
// compile.

export type Language = 'ar' | 'en';

export interface Messages {
  title: string;
  notice: string;
  heading: string;
  lead: string;
  identities: string;
  verified: string;
  unverified: string;
  emiratesId: string;
  noEmiratesId: string;
  roles: Record<IdentityRole, string>;
  cancel: string;
  switches: string;
  switchNone: string;
  switchExpiredCode: string;
  switchWrongState: string;
  badRequestTitle: string;
  badRequest: (problem: string) => string;
  signedOutTitle: string;
  signedOut: string;
}

export const messages: Record<Language, Messages> = {
  ar: {
    title: 'الهوية الرقمية (بديل محلي)',
    notice: 'بديل محلي لمنصة الهوية الرقمية للتطوير والاختبار؛ لا يحمل هويات حقيقية.',
    heading: 'تسجيل الدخول بالهوية الرقمية',
    lead: 'اختر الهوية التي تسجل الدخول بها إلى اتحاد الإمارات للقوس والسهم.',
    identities: 'الهويات التجريبية',
    verified: 'حساب موثّق',
    unverified: 'حساب غير موثّق',
    emiratesId: 'رقم الهوية',
    noEmiratesId: 'لا يحمل رقم هوية موثّقاً',
    roles: {
      club: 'نادٍ',
      academy: 'أكاديمية',
      player: 'لاعب',
      individual: 'لاعب فردي',
      coach: 'مدرب',
      referee: 'حكم',
      person: 'فرد',
      employee: 'موظف',
      technical: 'جهاز فني',
      activity: 'لاعب أنشطة مجتمعية',
      guest: 'ضيف',
      admin: 'موظف الاتحاد',
      blocked: 'لاعب محظور',
      unverified: 'زائر بحساب غير موثّق',
      newPerson: 'شخص جديد لا يعرفه الموقع',
      newMinor: 'قاصر جديد لا يعرفه الموقع',
    },
    cancel: 'إلغاء وعدم الموافقة',
    switches: 'مفاتيح الاختبار',
    switchNone: 'بلا',
    switchExpiredCode: 'رمز تفويض منتهي الصلاحية',
    switchWrongState: 'قيمة state غير مطابقة',
    badRequestTitle: 'طلب غير صالح',
    badRequest: (problem) => `لا يمكن متابعة هذا الطلب: ${problem}`,
    signedOutTitle: 'تم تسجيل الخروج',
    signedOut: 'تم تسجيل خروجك من الهوية الرقمية.',
  },
  en: {
    title: 'UAE PASS (local stand-in)',
    notice: 'A local stand-in for UAE PASS, for development and tests; it holds no real identities.',
    heading: 'Sign in with UAE PASS',
    lead: 'Choose the identity to sign in to the UAE Archery Federation with.',
    identities: 'Test identities',
    verified: 'Verified account',
    unverified: 'Unverified account',
    emiratesId: 'Emirates ID',
    noEmiratesId: 'No verified Emirates ID',
    roles: {
      club: 'Club',
      academy: 'Academy',
      player: 'Player',
      individual: 'Individual archer',
      coach: 'Coach',
      referee: 'Referee',
      person: 'Person',
      employee: 'Employee',
      technical: 'Technical staff',
      activity: 'Community-activity player',
      guest: 'Guest',
      admin: 'Federation staff',
      blocked: 'Blocked player',
      unverified: 'Visitor with an unverified account',
      newPerson: 'A new person the site does not know',
      newMinor: 'A new minor the site does not know',
    },
    cancel: 'Cancel and do not consent',
    switches: 'Test switches',
    switchNone: 'None',
    switchExpiredCode: 'Authorization code already expired',
    switchWrongState: 'Mismatched state',
    badRequestTitle: 'Invalid request',
    badRequest: (problem) => `This request cannot go on: ${problem}`,
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out of UAE PASS.',
  },
};
