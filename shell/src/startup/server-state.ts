import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type StartupData } from '@uaeaf/api-client';
import { sessionStore } from '@uaeaf/session';
import { applyStartupData } from './startup-data';

/** What a server-rendered page hands the browser's app to hydrate it (decision 090): the same answers it rendered. */
export interface ServerState {
  queries: DehydratedState;
  startup: StartupData;
}

/** The `<script type="application/json">` the state travels in. */
export const serverStateId = 'server-state';

interface PlainApiError {
  apiError: { status: number; code: string; message: string; fields: Record<string, string[]> };
}

/**
 * The answers of one server render, failures included: a missing item is rendered as "not found", and the browser must
 * start from the same failure instead of fetching again. An error crosses as plain data.
 */
export function captureServerState(client: QueryClient, startup: StartupData): ServerState {
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of queries.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const plain: PlainApiError = {
        apiError: { status: error.status, code: error.code, message: error.message, fields: error.fields },
      };
      query.state = { ...query.state, error: plain as unknown as Error };
    }
  }
  return { queries, startup };
}

export function readServerState(doc: Document = document): ServerState | undefined {
  const script = doc.getElementById(serverStateId);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : undefined;
}

/** Fills the app's query cache and store with what the server rendered, before the app hydrates the page. */
export function applyServerState(state: ServerState, client: QueryClient, store = sessionStore) {
  hydrate(client, state.queries);
  const served = Date.now();
  for (const query of client.getQueryCache().getAll()) {
    // A kept page was checked against the content when it was served (decision 090), however long ago it was
    // rendered: its answers count as fetched now, or a page older than the stale time is fetched again as it mounts.
    if (query.state.status === 'success') query.setState({ dataUpdatedAt: served });
    const plain = query.state.error as unknown as PlainApiError | null;
    if (plain && 'apiError' in plain) {
      const { status, code, message, fields } = plain.apiError;
      query.setState({ error: new ApiError(status, code, message, fields) });
      // The failure the server rendered (a missing item, "not found") is what the page shows: fetched again as the
      // page mounts, it would first flash its loading state over the server's HTML.
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  applyStartupData(state.startup, store);
}
