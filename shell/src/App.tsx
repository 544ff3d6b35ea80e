import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { localizePath, type Locale } from '@uaeaf/i18n';
import { storedLanguage } from '@uaeaf/session';
import { ErrorPage } from '@uaeaf/ui';
import { LocaleRoot } from './routing/LocaleRoot';
import type { RequestState } from './routing/request-state';
import { RouteOutlet } from './routing/RouteOutlet';

function Site({ locale, bootError, state }: { locale: Locale; bootError: boolean; state: RequestState }) {
  return (
    <LocaleRoot locale={locale} {...state}>
      {bootError ? <ErrorPage /> : <RouteOutlet />}
    </LocaleRoot>
  );
}

/** Unprefixed paths are Arabic, unless the visitor chose English before (spec: lang restored from storage). */
function Unprefixed({ bootError, state }: { bootError: boolean; state: RequestState }) {
  const location = useLocation();
  if (typeof window !== 'undefined' && storedLanguage(window.localStorage) === 'en') {
    return (
      <Navigate replace to={`${localizePath(location.pathname, 'en')}${location.search}${location.hash}`} />
    );
  }
  return <Site locale="ar" bootError={bootError} state={state} />;
}

/** The browser's history, or on the server the one address being rendered. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location) return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

export function App({
  bootError = false,
  location,
  state = {},
}: {
  bootError?: boolean;
  location?: string;
  state?: RequestState;
}) {
  return (
    <Router location={location}>
      <Routes>
        <Route path="/en/*" element={<Site locale="en" bootError={bootError} state={state} />} />
        <Route path="/ar/*" element={<Site locale="ar" bootError={bootError} state={state} />} />
        <Route path="/*" element={<Unprefixed bootError={bootError} state={state} />} />
      </Routes>
    </Router>
  );
}
