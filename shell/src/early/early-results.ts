/** What index.html's inline start-up script (early-loads.js) has already started fetching. */
interface EarlyLoads {
  config?: Promise<unknown>;
  manifests: Record<string, Promise<unknown> | undefined>;
}

declare global {
  interface Window {
    __uaeafEarly?: EarlyLoads;
  }
}

// Each answer is handed out once: a retry after a failure must fetch anew, not get the same failure back.

/** The runtime config the page started fetching, if it did. */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const early = window.__uaeafEarly;
  const config = early?.config;
  if (early) early.config = undefined;
  return config;
}

/**
 * A remote's manifest the page started fetching, if it did, as the Response Module Federation expects. If that
 * early fetch failed, the manifest is fetched again, so the error the shell reports is a fresh one.
 */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = window.__uaeafEarly?.manifests;
  const manifest = manifests?.[url];
  if (!manifests || !manifest) return undefined;
  manifests[url] = undefined;
  return manifest.then(
    (json) => Response.json(json),
    () => fetch(url),
  );
}
