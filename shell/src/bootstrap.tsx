import '@uaeaf/design-tokens/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@uaeaf/api-client';
import { localizePath, splitLocalePrefix } from '@uaeaf/i18n';
import { applySession, restoreSession, storedLanguage } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { App } from './App';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerFederation } from './federation/remotes';
import { prefetchRemoteFor } from './federation/RemoteOutlet';
import { firstPageReady, pressEarlyButtons } from './startup/page-ready';
import { applyServerState, readServerState } from './startup/server-state';
import { loadStartupData } from './startup/startup-data';
import { verifySession } from './startup/verify-session';
import { reloadAfterChunkError } from './versions/chunk-reload-guard';
import { watchTabBuilds } from './versions/new-builds';

/** An unprefixed (Arabic) address for a visitor who chose English: the English page, before anything renders. */
function englishAddressForVisitor(): string | undefined {
  const { pathname, search, hash } = window.location;
  if (splitLocalePrefix(pathname).prefix !== undefined) return undefined;
  if (storedLanguage(window.localStorage) !== 'en') return undefined;
  return `${localizePath(pathname, 'en')}${search}${hash}`;
}

async function main() {
  const container = document.getElementById('root')!;
  const serverState = container.hasAttribute('data-ssr') ? readServerState() : undefined;
  if (serverState) {
    const english = englishAddressForVisitor();
    if (english) return window.location.replace(english);
    applyServerState(serverState, queryClient);
  }
  applySession(restoreSession(window.localStorage));
  window.addEventListener('unhandledrejection', (event) => reloadAfterChunkError(event.reason));

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  try {
    const config = await loadRuntimeConfig();
    configureApi({ base: config.apiBase });
    registerFederation(config);
    // Fetch the current page's remote while React renders the layout, instead of after it.
    prefetchRemoteFor(window.location.pathname);
    if (!serverState) void loadStartupData(config.startup);
    void verifySession();
    watchTabBuilds(config.versionCheckIntervalMs);
    // A server-rendered page (decision 090) is hydrated: React attaches to its HTML instead of drawing it again. A
    // transition renders in slices that yield to the browser, instead of one long task that a phone spends
    // unresponsive (Lighthouse's "total blocking time").
    if (serverState) {
      startTransition(
        () =>
          void hydrateRoot(container, app, {
            // Where the browser's first render differed from the server's HTML, for whoever reads the console.
            onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack),
          }),
      );
    } else startTransition(() => createRoot(container).render(app));
    void firstPageReady(container).then(() => {
      container.removeAttribute('data-ssr');
      pressEarlyButtons();
    });
  } catch (error) {
    console.error('failed to load the runtime configuration', error);
    // A server-rendered page is still whole, and its links still work: it stays rather than give way to the error page.
    if (!serverState) createRoot(container).render(<App bootError />);
  }
}

void main();
