import type { FeeCode, LocalizedText } from '@uaeaf/contracts';

/**
 * What each catalogue fee is called on the office's catalogue and on the bills it makes, as the federation words it.
 * Codes are fixed with the release (the contracts' `FeeCodes`); only their amounts are the federation's to set.
 */
export const feeNames: Record<FeeCode, LocalizedText> = {
  'seasonSubscription.club': { ar: 'اشتراك الموسم: نادٍ', en: 'Season subscription: club' },
  'seasonSubscription.academy': { ar: 'اشتراك الموسم: أكاديمية', en: 'Season subscription: academy' },
  'seasonSubscription.archer': { ar: 'اشتراك الموسم: رامٍ', en: 'Season subscription: archer' },
  'seasonSubscription.official': {
    ar: 'اشتراك الموسم: مدرب أو حكم أو إداري',
    en: 'Season subscription: coach, referee or official',
  },
  'tournamentSubscription.entry': {
    ar: 'الاشتراك في بطولة (الرسم المعتاد)',
    en: 'Tournament subscription (standard entry fee)',
  },
  'electronicServices.certificate': { ar: 'خدمة إلكترونية: شهادة', en: 'Electronic service: certificate' },
  'electronicServices.letter': {
    ar: 'خدمة إلكترونية: خطاب لمن يهمه الأمر',
    en: 'Electronic service: to-whom-it-may-concern letter',
  },
  'electronicServices.transfer': {
    ar: 'خدمة إلكترونية: انتقال لاعب',
    en: 'Electronic service: player transfer',
  },
  'membershipCards.new': { ar: 'بطاقة عضوية جديدة', en: 'Membership card: new' },
  'membershipCards.replacement': {
    ar: 'بطاقة عضوية بدل فاقد أو تالف',
    en: 'Membership card: replacement of a lost or damaged card',
  },
  'penalties.lateWithdrawal': {
    ar: 'غرامة الانسحاب المتأخر من بطولة',
    en: 'Fine: late withdrawal from a tournament',
  },
  'licenseRenewal.club': { ar: 'تجديد ترخيص نادٍ', en: 'Licence renewal: club' },
  'licenseRenewal.academy': { ar: 'تجديد ترخيص أكاديمية', en: 'Licence renewal: academy' },
  'licenseRenewal.coach': { ar: 'تجديد رخصة مدرب', en: 'Licence renewal: coach' },
  'licenseRenewal.referee': { ar: 'تجديد رخصة حكم', en: 'Licence renewal: referee' },
  'licenseRenewal.technical': { ar: 'تجديد رخصة الطاقم الفني', en: 'Licence renewal: technical staff' },
};
