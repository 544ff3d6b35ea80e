import { Suspense, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadMessages, splitLocalePrefix, type MessageLoaders } from '@uaeaf/i18n';
import { AppProviders } from './providers';
import { uiMessageLoaders } from './messages';

const testMessages = [uiMessageLoaders];

/**
 * Renders a remote's routes at a URL the way the shell mounts them (same providers, same locale prefixes).
 * The messages are loaded before rendering, so the first render does not wait on file loads.
 */
export async function renderRemoteAt(
  RemoteRoutes: ComponentType,
  url: string,
  remoteMessages: MessageLoaders,
) {
  const { prefix } = splitLocalePrefix(url);
  const locale = prefix ?? 'ar';
  await Promise.all([loadMessages(uiMessageLoaders, locale), loadMessages(remoteMessages, locale)]);
  const base = prefix ? `/${prefix}/*` : '/*';
  // Awaited act() lets React resume the suspended first render (message loading) inside the test's scope.
  return act(async () =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <AppProviders locale={locale} messages={testMessages}>
            <Routes>
              <Route path={base} element={<RemoteRoutes />} />
            </Routes>
          </AppProviders>
        </Suspense>
      </MemoryRouter>,
    ),
  );
}
