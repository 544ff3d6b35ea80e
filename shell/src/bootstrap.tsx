import '@uaeaf/design-tokens/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@uaeaf/api-client';
import { applySession, restoreSession } from '@uaeaf/session';
import { App } from './App';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerFederation } from './federation/remotes';
import { prefetchRemoteFor } from './federation/RemoteOutlet';
import { loadStartupData } from './startup/startup-data';
import { verifySession } from './startup/verify-session';
import { reloadAfterChunkError } from './versions/chunk-reload-guard';
import { watchTabBuilds } from './versions/new-builds';
import { appContainer, firstPageReady, takeOver } from './takeover/take-over';

async function main() {
  applySession(restoreSession(window.localStorage));
  window.addEventListener('unhandledrejection', (event) => reloadAfterChunkError(event.reason));

  const { container, prerendered } = appContainer();
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureApi({ base: config.apiBase });
    registerFederation(config);
    // Fetch the current page's remote while React renders the layout, instead of after it.
    prefetchRemoteFor(window.location.pathname);
    void loadStartupData(config.startup);
    void verifySession();
    watchTabBuilds(config.versionCheckIntervalMs);
    // A transition renders in slices that yield to the browser, instead of one long task that a phone spends
    // unresponsive (Lighthouse's "total blocking time").
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    void firstPageReady(container).then(() => prerendered && takeOver(prerendered, container));
  } catch (error) {
    console.error('failed to load the runtime configuration', error);
    // A pre-rendered page is still whole, and its links still work: it stays rather than give way to the error page.
    if (!prerendered) root.render(<App bootError />);
  }
}

void main();
