import { use, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  formattingLocale,
  loadMessages,
  SharedIntlProvider,
  type Locale,
  type MessageLoaders,
  type Messages,
} from '@uaeaf/i18n';
import { sessionStore } from '@uaeaf/session';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The providers every page needs: one jotai store, one query client, and the messages of the given apps
 * in the given language. The shell renders them once; a remote served alone renders them in its harness. The shell's
 * server passes a store and a client of each request's own (decision 090).
 */
export function AppProviders({
  locale,
  messages,
  store = sessionStore,
  client = queryClient,
  children,
}: {
  locale: Locale;
  messages: MessageLoaders[];
  store?: typeof sessionStore;
  client?: QueryClient;
  children: ReactNode;
}) {
  const loaded = use(loadAll(messages, locale));
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <SharedIntlProvider
          locale={formattingLocale[locale]}
          defaultLocale={formattingLocale.ar}
          messages={loaded}
        >
          {children}
        </SharedIntlProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}

const combined = new WeakMap<MessageLoaders[], Partial<Record<Locale, Promise<Messages>>>>();

/** Callers pass a module-level array, so the merged messages load once per language. */
function loadAll(loaders: MessageLoaders[], locale: Locale): Promise<Messages> {
  const perLocale = combined.get(loaders) ?? {};
  combined.set(loaders, perLocale);
  perLocale[locale] ??= Promise.all(loaders.map((loader) => loadMessages(loader, locale))).then((all) =>
    Object.assign({}, ...all),
  );
  return perLocale[locale];
}
