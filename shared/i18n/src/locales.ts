export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';

/**
 * The locale each language is formatted with (spec section 9: ar-EG and en-US). Arabic pages write numbers in Western
 * digits (`-u-nu-latn`), as the UAE's own locale (ar-AE) and its government sites do: what editors type, phone, ID and
 * membership numbers are Western already, so formatted dates, counts and money match them (decision 063).
 */
export const formattingLocale: Record<Locale, string> = { ar: 'ar-EG-u-nu-latn', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
