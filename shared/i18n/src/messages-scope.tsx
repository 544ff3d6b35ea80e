import { use, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formattingLocale, type Locale } from './locales';
import { SharedIntlProvider } from './shared-intl';

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
  return (
    <SharedIntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={mergedMessages(parent.messages as Messages, own)}
    >
      {children}
    </SharedIntlProvider>
  );
}

const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();

/**
 * The host's and the app's messages in one object, made once per pair: a new object would make a new `intl`, and with
 * it every value a page derives from it (a table's columns, whose cells, and the button focus is on) at each render;
 * on the server, where every render is a first one, the copy of a few thousand messages was a page's largest cost.
 */
function mergedMessages(parent: Messages, own: Messages): Messages {
  const withParent = merged.get(parent) ?? new WeakMap<Messages, Messages>();
  merged.set(parent, withParent);
  let messages = withParent.get(own);
  if (!messages) {
    messages = { ...parent, ...own };
    withParent.set(own, messages);
  }
  return messages;
}
