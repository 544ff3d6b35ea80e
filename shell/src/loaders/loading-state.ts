import { atom } from 'jotai';
import { globalLoadingAtom, sessionStore } from '@uaeaf/session';

/** How many pages' code is loading right now. */
export const pageLoadsAtom = atom(0);

/** What the loaders follow: the global flag (start-up data, session rule 5-6) and page loads. */
export const somethingLoadingAtom = atom((get) => get(globalLoadingAtom) || get(pageLoadsAtom) > 0);

/**
 * Counts a page's code load while it runs. React Router renders navigations as transitions, so the old page stays on
 * screen and no Suspense fallback shows while a remote's code arrives: the loaders follow this count instead.
 */
export function trackPageLoad<T>(load: Promise<T>, store = sessionStore): Promise<T> {
  // Lazy components start loading during render, where no state may change: count from the next microtask.
  queueMicrotask(() => store.set(pageLoadsAtom, (count) => count + 1));
  return load.finally(() => store.set(pageLoadsAtom, (count) => count - 1));
}
