import { OfficeTournamentEntriesSchema, OfficeTournamentListSchema } from '@uaeaf/contracts';
import { type Query, useOfficeApi } from '../common/api';

export const useOfficeTournaments = (query: Query) =>
  useOfficeApi('tournaments', '/office/tournaments', OfficeTournamentListSchema, query, {
    keepPrevious: true,
  });

export const useTournamentEntries = (id: string) =>
  useOfficeApi('tournament-entries', `/office/tournaments/${id}/entries`, OfficeTournamentEntriesSchema);
