import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiPath, apiRequest, useApi } from '@uaeaf/api-client';
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

/** Every query of this remote is keyed under `tournaments`, so other apps' caches never collide with it. */
export const tournamentsKey = (...parts: unknown[]): QueryKey => ['tournaments', ...parts];

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
    // Eligibility and entries change with every entry made: never show a cached answer as current.
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
