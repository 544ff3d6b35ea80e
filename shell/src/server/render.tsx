// The shell's server render (decision 090): the same App as the browser's, for one address, in Node. Built into
// dist/server/render.js; the shell's page server (shared/app-tools/ssr) loads it and caches what it returns.
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, fetchStartupData, setRequestFetch, type StartupPaths } from '@uaeaf/api-client';

export { defaultStartupPaths } from '@uaeaf/api-client';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { ServerPageContext, newServerPage, type ServerPageResult } from '@uaeaf/ui';
import { App } from '../App';
import { completeHtml } from './complete-html';
import { forgetRemoteCode } from '../federation/RemoteOutlet';
import { remoteForPath, takeConfigRoutes } from '../routing/route-table';
import { captureServerState, type ServerState } from '../startup/server-state';
import { applyStartupData } from '../startup/startup-data';

export interface ServerSetup {
  /** The API's base as the browser calls it (the runtime config's `apiBase`, often `/api`): URLs in the HTML use it. */
  apiBase: string;
  /** Where this server reaches an `apiBase` given as a path: the API's own origin (`http://127.0.0.1:3100`). */
  apiOrigin: string;
  /** Each server-rendered remote's Node entry (`<origin>/server/remoteEntry.js`). */
  remotes: Record<string, string>;
  routes?: Record<string, readonly string[]>;
  startup: StartupPaths;
}

/** One API answer the page read: its URL and validator, so the cache knows when the page is out of date. */
export interface ReadAnswer {
  url: string;
  etag: string | null;
}

export interface RenderedPage extends ServerPageResult {
  lang: 'ar' | 'en';
  /** The `#root`'s inner HTML. */
  html: string;
  /** What the browser's app needs to hydrate the same page: the queries' answers and the start-up data. */
  state: ServerState;
  reads: ReadAnswer[];
}

let setup: ServerSetup | undefined;

/**
 * Points the render at the API and the remotes' Node entries. Called again with the remotes redeployed since: their
 * new code is loaded by the next render.
 */
export function configure(next: ServerSetup, redeployed: string[] = []) {
  setup = next;
  configureApi({ base: next.apiBase });
  takeConfigRoutes(next.routes);
  registerRemotes(Object.entries(next.remotes).map(([name, entry]) => ({ name, entry })));
  for (const name of redeployed) {
    registerRemotes([{ name, entry: next.remotes[name]! }], { force: true });
    forgetRemoteCode(name);
  }
}

/** The remote whose pages a path is (`/en/news/1` is mf_public's), or undefined for a page nobody has. */
export function ownerOf(pathname: string): string | undefined {
  return remoteForPath(splitLocalePrefix(pathname).rest);
}

/** Calls the API for one render (a path like `/api/news` at the API's own origin), noting what was read. */
function recordingFetch(apiOrigin: string, reads: ReadAnswer[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, apiOrigin).href;
    const response = await fetch(url, init);
    reads.push({ url, etag: response.headers.get('etag') });
    return response;
  };
}

type StartupData = Awaited<ReturnType<typeof fetchStartupData>>;

/** The start-up lists of one content version, read once for every page rendered in it. */
let startupMemo: { version: string; load: Promise<{ data: StartupData; reads: ReadAnswer[] }> } | undefined;

function startupOf(version: string | undefined, current: ServerSetup) {
  const load = async () => {
    const reads: ReadAnswer[] = [];
    const data = await fetchStartupData(current.startup, recordingFetch(current.apiOrigin, reads));
    return { data, reads };
  };
  // Without a known version (the change stream not followed), nothing says they are still true: read again.
  if (version === undefined) return load();
  if (startupMemo?.version !== version) {
    const memo = { version, load: load() };
    memo.load.catch(() => startupMemo === memo && (startupMemo = undefined));
    startupMemo = memo;
  }
  return startupMemo.load;
}

/**
 * Renders one public address (path and query) as the browser's app would show it first. `contentVersion` is the API's
 * content version the page server follows: the start-up lists are read once per version.
 */
export async function renderPage(
  location: string,
  origin: string,
  contentVersion?: string,
): Promise<RenderedPage> {
  if (!setup) throw new Error('configure() the server render first');
  const startupLoad = startupOf(contentVersion, setup);
  const reads: ReadAnswer[] = [];
  const fetcher = recordingFetch(setup.apiOrigin, reads);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, retryOnMount: false, gcTime: Infinity } },
  });
  setRequestFetch(client, fetcher);
  const store = createStore();
  const { data: startup, reads: startupReads } = await startupLoad;
  reads.push(...startupReads);
  applyStartupData(startup, store);

  const page = newServerPage(origin);
  const html = await completeHtml(
    <ServerPageContext value={page}>
      <App location={location} state={{ store, client }} />
    </ServerPageContext>,
  );
  const lang = /^\/en(\/|$|\?)/.test(location) ? 'en' : 'ar';
  return {
    lang,
    html,
    ...page.result(),
    state: captureServerState(client, startup),
    reads,
  };
}
