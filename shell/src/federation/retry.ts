import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Waits before each new attempt at a remote's manifest or entry. A remote that fails once (a restart, a deploy's
 * swap, a dropped connection) loads on the next try; one that is down shows its "unavailable" panel after them.
 */
export const retryDelaysMs = [250, 1000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a remote's manifest, again after a network failure or a server error (5xx), answering the last response
 * or throwing the last error. A 4xx is an answer, not a hiccup: it is returned at once.
 */
export async function fetchRetrying(
  url: string,
  init: RequestInit = {},
  delaysMs: readonly number[] = retryDelaysMs,
) {
  for (const delay of delaysMs) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
    } catch {
      // Tried again below.
    }
    await wait(delay);
  }
  return fetch(url, init);
}

/**
 * Module Federation's retry, written against the installed runtime's hooks: @module-federation/retry-plugin (0.17.1)
 * depends on @module-federation/sdk 0.17.1, a second SDK beside the 2.9 one the apps run (decision 050).
 *
 * `loadEntryError` runs when a remote's entry script failed to load; the runtime keeps that failed load in
 * `globalLoading` under `uniqueKey`, so it is dropped before each attempt or the attempt would wait on itself.
 * Answering undefined lets the runtime throw the first error, which the shell's boundary shows as the panel.
 */
export function retryEntryPlugin(delaysMs: readonly number[] = retryDelaysMs): ModuleFederationRuntimePlugin {
  return {
    name: 'uaeaf-retry-entry',
    // The hook's type declares a promise of a promise; the runtime awaits the answer, so the entry itself is right.
    loadEntryError: (({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: LoadEntryErrorArgs) =>
      (async () => {
        for (const delay of delaysMs) {
          await wait(delay);
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
            if (entry) return entry;
          } catch (error) {
            console.warn(`[federation] ${remoteInfo.name}'s entry failed again:`, error);
          }
        }
        return undefined;
      })()) as unknown as LoadEntryError,
  };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
