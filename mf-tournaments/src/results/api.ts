import { apiPath, useApi } from '@uaeaf/api-client';
import {
  AthleteProfileSchema,
  RankingResponseSchema,
  RecordsResponseSchema,
  ResultsListResponseSchema,
  TournamentResultsSchema,
  type RankingQuery,
  type RecordsQuery,
  type TournamentKind,
} from '@uaeaf/contracts';
import { tournamentsKey } from '../common/api';

export interface ResultsListFilters {
  page: number;
  season?: string;
  kind?: TournamentKind;
}

export function useResultsList(filters: ResultsListFilters) {
  return useApi(
    tournamentsKey('results', filters),
    apiPath('/results', { ...filters }),
    ResultsListResponseSchema,
    { keepPrevious: true },
  );
}

export function useTournamentResults(id: string) {
  return useApi(tournamentsKey('results', id), `/tournaments/${id}/results`, TournamentResultsSchema);
}

export function useRankings(query: RankingQuery) {
  return useApi(
    tournamentsKey('rankings', query),
    apiPath('/rankings', { ...query }),
    RankingResponseSchema,
    {
      keepPrevious: true,
    },
  );
}

export function useRecords(query: RecordsQuery) {
  return useApi(tournamentsKey('records', query), apiPath('/records', { ...query }), RecordsResponseSchema, {
    keepPrevious: true,
  });
}

export function useAthlete(id: string) {
  return useApi(tournamentsKey('athlete', id), `/athletes/${id}`, AthleteProfileSchema);
}
