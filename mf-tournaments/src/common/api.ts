import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type * as v from 'valibot';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import {
  TournamentDetailSchema,
  TournamentEligibilitySchema,
  TournamentEntryResponseSchema,
  TournamentFiltersResponseSchema,
  TournamentListResponseSchema,
  WithdrawalResponseSchema,
  type TournamentEntryRequest,
  type TournamentKind,
  type WithdrawalReason,
} from '@uaeaf/contracts';

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

/** Every query of this remote is keyed under `tournaments`, so other apps' caches never collide with it. */
export const tournamentsKey = (...parts: unknown[]): QueryKey => ['tournaments', ...parts];

function useApi<TSchema extends v.GenericSchema>(
  key: QueryKey,
  path: string,
  schema: TSchema,
  { keepPrevious = false, enabled = true, fresh = false } = {},
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(path, schema, { signal }),
    retry: retryOnce,
    enabled,
    // Eligibility and entries change with every entry made: never show a cached answer as current.
    ...(fresh ? { staleTime: 0 } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

export interface ListFilters {
  kind: TournamentKind;
  page: number;
  season?: string;
  division?: string;
}

export function useTournamentList(filters: ListFilters) {
  return useApi(
    tournamentsKey('list', filters),
    apiPath('/tournaments/list', { ...filters }),
    TournamentListResponseSchema,
    { keepPrevious: true },
  );
}

export function useTournamentFilters() {
  return useApi(tournamentsKey('filters'), '/tournaments/filters', TournamentFiltersResponseSchema);
}

export function useTournament(id: string, enabled = true) {
  return useApi(tournamentsKey('detail', id), `/tournaments/${id}`, TournamentDetailSchema, { enabled });
}

export function useEligibility(id: string, enabled: boolean) {
  return useApi(
    tournamentsKey('eligibility', id),
    `/tournaments/${id}/eligibility`,
    TournamentEligibilitySchema,
    { enabled, fresh: true },
  );
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** After an entry or a withdrawal the archers' refusals, the entries and the entry count have all moved. */
function useRefreshTournament(id: string) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ['eligibility', 'detail'].map((part) =>
        client.invalidateQueries({ queryKey: tournamentsKey(part, id) }),
      ),
    );
}

export function useEnter(id: string) {
  const refresh = useRefreshTournament(id);
  return useMutation({
    mutationFn: (entry: TournamentEntryRequest) =>
      apiRequest(`/tournaments/${id}/entries`, TournamentEntryResponseSchema, jsonPost(entry)),
    onSuccess: refresh,
  });
}

export function useWithdraw(id: string) {
  const refresh = useRefreshTournament(id);
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: number; reason: WithdrawalReason }) =>
      apiRequest(`/tournament-entries/${entryId}/withdrawal`, WithdrawalResponseSchema, jsonPost({ reason })),
    onSuccess: refresh,
  });
}
