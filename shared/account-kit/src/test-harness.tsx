import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { MessageLoaders } from '@uaeaf/i18n';
import { RemoteRoot } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import { withAccountKitMessages } from './messages';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };
const kitMessages = withAccountKitMessages(noMessages);

/** The URL's query, for a test to read what a control changed. */
function ShowQuery() {
  return <output data-testid="query">{useLocation().search}</output>;
}

/** Renders kit components at a URL with the providers and messages an area would give them. */
export function renderKitAt(url: string, element: ReactNode, path = '*') {
  function KitRoutes() {
    return (
      <RemoteRoot messages={kitMessages}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <ShowQuery />
              </>
            }
          />
        </Routes>
      </RemoteRoot>
    );
  }
  return renderRemoteAt(KitRoutes, url, kitMessages);
}
