import { use } from 'react';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type * as v from 'valibot';
import { ApiError, apiRequest } from './client';

const onServer = typeof window === 'undefined';

/** The fetch each server render's API calls go through (it records what the page read: decision 090). */
const requestFetches = new WeakMap<QueryClient, typeof fetch>();

export function setRequestFetch(client: QueryClient, fetcher: typeof fetch) {
  requestFetches.set(client, fetcher);
}

const serverLoads = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

/**
 * On the server, a query is fetched before the page that asks for it is rendered: the render waits for it (React's
 * `use`), so the HTML holds the answer, and so does the client's cache once the page's data is hydrated. A failure is
 * kept in the cache as the browser would keep it (a missing item renders "not found").
 */
function serverLoad(
  client: QueryClient,
  queryKey: QueryKey,
  queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>,
): Promise<unknown> {
  const loads = serverLoads.get(client) ?? new Map<string, Promise<unknown>>();
  serverLoads.set(client, loads);
  const hash = hashKey(queryKey);
  let load = loads.get(hash);
  if (!load) {
    load = client.fetchQuery({ queryKey, queryFn, retry: false }).catch(() => undefined);
    loads.set(hash, load);
  }
  return load;
}

/** A 404 from the API: the item does not exist, so the page is "Page Not Found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Only a failure that may pass is tried again (network, 5xx): a 4xx or an answer off the contract will not. */
export function retryOnce(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  if (error.name === 'ValiError') return false;
  return failureCount < 1;
}

/** An API path with its query string; empty and undefined values are left out. */
export function apiPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface ApiQueryOptions {
  /** Keep the last page on screen while the next loads (paging, searching), so a list does not collapse and jump. */
  keepPrevious?: boolean;
  enabled?: boolean;
  /** Never show a cached answer as current: for what changes with the member's own actions. */
  fresh?: boolean;
}

/** One GET of the API, checked against its contract. Key it under the app's own prefix so caches never collide. */
export function useApi<TSchema extends v.GenericSchema>(
  key: QueryKey,
  path: string,
  schema: TSchema,
  { keepPrevious = false, enabled = true, fresh = false }: ApiQueryOptions = {},
) {
  const client = useQueryClient();
  const queryFn = ({ signal }: { signal?: AbortSignal }) =>
    apiRequest(path, schema, { signal }, requestFetches.get(client));
  if (onServer && enabled) use(serverLoad(client, key, queryFn));
  return useQuery({
    queryKey: key,
    queryFn,
    retry: retryOnce,
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(fresh ? { staleTime: 0 } : {}),
  });
}
