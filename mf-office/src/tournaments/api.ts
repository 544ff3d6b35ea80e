import {
  OfficeTournamentEntriesSchema,
  OfficeTournamentListSchema,
  TournamentFiltersResponseSchema,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const useOfficeTournaments = (query: Query) =>
  useOfficeApi('tournaments', '/office/tournaments', OfficeTournamentListSchema, query, {
    keepPrevious: true,
  });

export const useTournamentEntries = (id: string) =>
  useOfficeApi('tournament-entries', `/office/tournaments/${id}/entries`, OfficeTournamentEntriesSchema);

/** The federation's bow divisions with their names (the public list's filters). */
export const useDivisions = () =>
  useOfficeApi('divisions', '/tournaments/filters', TournamentFiltersResponseSchema);
