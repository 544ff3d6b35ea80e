import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { MessageLoaders } from '@uaeaf/i18n';
import { RemoteRoot } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import { withAccountKitMessages } from './messages';

const kitMessages = withAccountKitMessages({
  ar: async () => ({ default: {} }),
  en: async () => ({ default: {} }),
});

/** The kit's messages with a test's own, in both languages. */
export function withTestMessages(messages: Record<string, string>): MessageLoaders {
  return withAccountKitMessages({
    ar: async () => ({ default: messages }),
    en: async () => ({ default: messages }),
  });
}

/** The URL's query, for a test to read what a control changed. */
function ShowQuery() {
  return <output data-testid="query">{useLocation().search}</output>;
}

/**
 * Renders kit components at a URL with the providers and messages an area would give them; `children` are routes
 * nested in the element's (an area layout's pages).
 */
export function renderKitAt(
  url: string,
  element: ReactNode,
  path = '*',
  children?: ReactNode,
  messages: MessageLoaders = kitMessages,
) {
  function KitRoutes() {
    return (
      <RemoteRoot messages={messages}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <ShowQuery />
              </>
            }
          >
            {children}
          </Route>
        </Routes>
      </RemoteRoot>
    );
  }
  return renderRemoteAt(KitRoutes, url, messages);
}
