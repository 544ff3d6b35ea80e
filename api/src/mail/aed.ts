import type { MailLanguage } from '../auth/reset-mail';

/** An amount in whole fils as AED in the mail's language (fils / 100 is exact for display: two decimals). */
export function aed(fils: number, language: MailLanguage): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-AE' : 'ar-AE', {
    style: 'currency',
    currency: 'AED',
  }).format(fils / 100);
}
