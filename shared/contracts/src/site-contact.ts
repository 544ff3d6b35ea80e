import type { LocalizedText } from './localized';

/**
 * The federation's name in both languages, for what shows both at once (the membership card) or is written outside
 * the site's messages (mail, PDFs); pages use `federationMessages.name`, the same words.
 */
export const federationName: LocalizedText = {
  ar: 'اتحاد الإمارات للقوس والسهم',
  en: 'UAE Archery Federation',
};

/**
 * How to reach the federation: the one source the footer on every page and the contact page both show (decision 063).
 * Spec sections 1 and 9 and the domain notes: the seat is in Sharjah, the office is open 8am to 4pm Sharjah time
 * (UTC+4 all year) and every message is answered within 3 working days.
 */
export const federationContact = {
  address: {
    ar: 'مقر اتحاد الإمارات للقوس والسهم، الشارقة، الإمارات العربية المتحدة',
    en: 'UAE Archery Federation, Sharjah, United Arab Emirates',
  } satisfies LocalizedText,
  phone: '+971 6 556 2030',
  email: 'info@uaearchery.ae',
  /** Hours of the day in Sharjah. */
  officeHours: { from: 8, to: 16 },
  replyWithinWorkingDays: 3,
} as const;
