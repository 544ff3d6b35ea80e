import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { formattingLocale, type Locale } from './locales';

export type Messages = Record<string, string>;
export type MessageLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

const cache = new WeakMap<MessageLoaders, Partial<Record<Locale, Promise<Messages>>>>();

/** Loads (once) the messages of one app for one locale; the app's JSON is a chunk of its own per language. */
export function loadMessages(loaders: MessageLoaders, locale: Locale): Promise<Messages> {
  const perLocale = cache.get(loaders) ?? {};
  cache.set(loaders, perLocale);
  perLocale[locale] ??= loaders[locale]().then((module) => module.default);
  return perLocale[locale];
}

/** The app's locale, from the nearest IntlProvider (every app renders under the shell's). */
export function useLocale(): Locale {
  return useIntl().locale === formattingLocale.en ? 'en' : 'ar';
}

/**
 * Adds an app's own messages to those of the provider above it (the shell's), so a remote's pages
 * can use both its own strings and the shared ones. Suspends while the messages load.
 */
export function MessagesScope({ loaders, children }: { loaders: MessageLoaders; children: ReactNode }) {
  const parent = useIntl();
  const locale = useLocale();
  const own = use(loadMessages(loaders, locale));
  // One object until the language changes: new messages make a new `intl`, and with it every value a page derives
  // from it (a table's columns, whose cells, and the button focus is on, would be made anew at each render).
  const messages = useMemo(() => ({ ...(parent.messages as Messages), ...own }), [parent.messages, own]);
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={messages}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
