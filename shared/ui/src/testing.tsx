import { Suspense, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AccountType, OfficeRole } from '@uaeaf/contracts';
import { loadMessages, splitLocalePrefix, type MessageLoaders } from '@uaeaf/i18n';
import { applySession } from '@uaeaf/session';
import { AppProviders } from './providers';
import { newServerPage, ServerPageContext, type ServerPage } from './server-page';
import { uiMessageLoaders } from './messages';

const testMessages = [uiMessageLoaders];

/**
 * Renders a remote's routes at a URL the way the shell mounts them (same providers, same locale prefixes).
 * The messages are loaded before rendering, so the first render does not wait on file loads. `state` is the location
 * state another page navigated with (a notice, say).
 */
export async function renderRemoteAt(
  RemoteRoutes: ComponentType,
  url: string,
  remoteMessages: MessageLoaders,
  state?: unknown,
) {
  const { prefix } = splitLocalePrefix(url);
  const locale = prefix ?? 'ar';
  await Promise.all([loadMessages(uiMessageLoaders, locale), loadMessages(remoteMessages, locale)]);
  const base = prefix ? `/${prefix}/*` : '/*';
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  // Awaited act() lets React resume the suspended first render (message loading) inside the test's scope.
  return act(async () =>
    render(
      <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
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

/** Puts a member (or, with an office role, staff) in the shared store, as a login would (the guards read it). */
export function signInForTest(accountType: AccountType, officeRole?: OfficeRole) {
  applySession({
    userInfo: {
      id: 1,
      email: `${accountType}@example.ae`,
      name: { ar: 'عضو تجريبي', en: 'Test member' },
      isBlock: false,
      isRestricted: false,
      ...(officeRole && { officeRole }),
    },
    accountType,
  });
}

export function signOutForTest() {
  applySession({ userInfo: null, accountType: null });
}
export * from './testing-api';

/**
 * Renders a remote's page as the shell's server does: inside a `ServerPage` (origin `https://example.ae`) for the page
 * to write its head, status and structured data into, which is returned.
 */
export async function renderOnServerAt(
  RemoteRoutes: ComponentType,
  url: string,
  remoteMessages: MessageLoaders,
): Promise<ServerPage> {
  const page = newServerPage('https://example.ae');
  await renderRemoteAt(
    function ServerRendered() {
      return (
        <ServerPageContext.Provider value={page}>
          <RemoteRoutes />
        </ServerPageContext.Provider>
      );
    },
    url,
    remoteMessages,
  );
  return page;
}
