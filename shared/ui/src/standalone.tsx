import { StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { directionOf, type Locale } from '@uaeaf/i18n';
import { AppProviders } from './providers';
import { uiMessageLoaders } from './messages';

const harnessMessages = [uiMessageLoaders];

function Harness({ locale, RemoteRoutes }: { locale: Locale; RemoteRoutes: ComponentType }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  return (
    <Suspense fallback={null}>
      <AppProviders locale={locale} messages={harnessMessages}>
        <main id="main">
          <RemoteRoutes />
        </main>
      </AppProviders>
    </Suspense>
  );
}

/**
 * Serves a remote on its own origin without the shell (for building, testing and serving one slice alone):
 * the same providers as the shell, without its layout.
 */
export function mountStandalone(RemoteRoutes: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/en/*" element={<Harness locale="en" RemoteRoutes={RemoteRoutes} />} />
          <Route path="/ar/*" element={<Harness locale="ar" RemoteRoutes={RemoteRoutes} />} />
          <Route path="/*" element={<Harness locale="ar" RemoteRoutes={RemoteRoutes} />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
