import { ClubDetailSchema, ClubListResponseSchema, type ClubKind, type Emirate } from '@uaeaf/contracts';
import { publicKey } from '../shared-ui/api';
import { apiPath, useApi } from '@uaeaf/api-client';

export function useClubList(query: { page: number; q?: string; emirate?: Emirate; kind?: ClubKind }) {
  return useApi(publicKey('clubs', 'list', query), apiPath('/clubs', query), ClubListResponseSchema, {
    keepPrevious: true,
  });
}

export function useClub(id: string) {
  return useApi(publicKey('clubs', id), `/clubs/${id}`, ClubDetailSchema);
}
