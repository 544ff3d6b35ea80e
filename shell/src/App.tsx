import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { localizePath, type Locale } from '@uaeaf/i18n';
import { storedLanguage } from '@uaeaf/session';
import { ErrorPage } from '@uaeaf/ui';
import { LocaleRoot } from './routing/LocaleRoot';
import { RouteOutlet } from './routing/RouteOutlet';

function Site({ locale, bootError }: { locale: Locale; bootError: boolean }) {
  return <LocaleRoot locale={locale}>{bootError ? <ErrorPage /> : <RouteOutlet />}</LocaleRoot>;
}

/** Unprefixed paths are Arabic, unless the visitor chose English before (spec: lang restored from storage). */
function Unprefixed({ bootError }: { bootError: boolean }) {
  const location = useLocation();
  if (storedLanguage(window.localStorage) === 'en') {
    return (
      <Navigate replace to={`${localizePath(location.pathname, 'en')}${location.search}${location.hash}`} />
    );
  }
  return <Site locale="ar" bootError={bootError} />;
}

export function App({ bootError = false }: { bootError?: boolean }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/en/*" element={<Site locale="en" bootError={bootError} />} />
        <Route path="/ar/*" element={<Site locale="ar" bootError={bootError} />} />
        <Route path="/*" element={<Unprefixed bootError={bootError} />} />
      </Routes>
    </BrowserRouter>
  );
}
