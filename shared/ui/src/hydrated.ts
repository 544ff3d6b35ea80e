import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a server-rendered page, true after (and from the start in an app rendered in the
 * browser). What only the browser knows (the member signed in, the cart, a loader) renders after hydration, so the
 * first render matches the server's HTML (decision 090).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
