import {
  ArcherSearchSchema,
  OfficeResultsItemSchema,
  OfficeResultsListSchema,
  RecordProposalsSchema,
  ResultsImportSchema,
} from '@uaeaf/contracts';
import { type Query, useOfficeApi, useWholeList } from '../common/api';

export const useOfficeResults = (query: Query) =>
  useOfficeApi('results', '/office/results', OfficeResultsListSchema, query, { keepPrevious: true });

export const useResultsTournament = (id: string) =>
  useOfficeApi('results-tournament', `/office/results/tournaments/${id}`, OfficeResultsItemSchema);

export const useResultsImport = (id: string) =>
  useOfficeApi('results-import', `/office/results/imports/${id}`, ResultsImportSchema);

export const useRecordProposals = () =>
  useWholeList('record-proposals', '/office/results/records', RecordProposalsSchema);

/** Archer members only (clubs and staff never offered), for an unmatched row; asked once two characters are typed. */
export const useArcherSearch = (q: string) =>
  useOfficeApi('archers', '/office/results/members', ArcherSearchSchema, { q }, { enabled: q.length >= 2 });
