import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ApiError, apiRequest, apiUrl } from '@uaeaf/api-client';

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

/** Every query of this remote is keyed under `public`, so the shell's and other remotes' caches never collide. */
export const publicKey = (...parts: unknown[]): QueryKey => ['public', ...parts];

/**
 * One GET of the API, checked against its contract. `keepPrevious` keeps the last page on screen while the next
 * loads (paging and searching), so the list does not collapse and jump.
 */
export function useApi<TSchema extends v.GenericSchema>(
  key: QueryKey,
  path: string,
  schema: TSchema,
  { keepPrevious = false, enabled = true }: { keepPrevious?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(path, schema, { signal }),
    retry: retryOnce,
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The optimiser's URL of an image at one of its widths (webp, quality 80). */
export function imageUrl(path: string, width: number): string {
  return apiUrl(`/images?${new URLSearchParams({ path, w: String(width) })}`);
}
