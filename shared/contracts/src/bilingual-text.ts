import type { LocalizedText } from './localized';

const arabicLetter = /[\u0600-\u06FF]/;

/**
 * A text the API writes itself in both languages (a bill cancelled by the system, a request withdrawn), as it stores
 * it: the Arabic line, then the English one. A page, or a mail, shows the line of its language; anything else (a
 * reason staff typed, in one language or several lines) is shown as written. Here, not in `@uaeaf/i18n`, so that the
 * API's mail reads its own texts with the same function.
 */
export function textIn(text: string, locale: keyof LocalizedText): string {
  const lines = text.split('\n');
  if (lines.length !== 2) return text;
  const [arabic, english] = lines as [string, string];
  if (!arabicLetter.test(arabic) || arabicLetter.test(english)) return text;
  return (locale === 'ar' ? arabic : english).trim();
}
