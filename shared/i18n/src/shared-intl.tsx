import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { Messages } from './messages-scope';

// Formatters and compiled messages are kept for the life of the process, not of one provider: the server renders
// every page with new providers, and with a cache of their own each render built the same Intl formatters and parsed
// the same messages again (decision 098). Messages are loaded once per app and language, so the kinds are few.
const formatters = createIntlCache();
const made = new WeakMap<Messages, Map<string, IntlShape>>();

/** One intl per set of messages and locale, shared by every render that shows them. */
export function sharedIntl(locale: string, defaultLocale: string, messages: Messages): IntlShape {
  const byLocale = made.get(messages) ?? new Map<string, IntlShape>();
  made.set(messages, byLocale);
  const key = `${locale} ${defaultLocale}`;
  let intl = byLocale.get(key);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale, messages }, formatters);
    byLocale.set(key, intl);
  }
  return intl;
}

/** react-intl's provider for the shared intl of these messages. */
export function SharedIntlProvider({
  locale,
  defaultLocale,
  messages,
  children,
}: {
  locale: string;
  defaultLocale: string;
  messages: Messages;
  children: ReactNode;
}) {
  return <RawIntlProvider value={sharedIntl(locale, defaultLocale, messages)}>{children}</RawIntlProvider>;
}
