import { ClubDetailSchema, ClubListResponseSchema, type ClubKind, type Emirate } from '@uaeaf/contracts';
import { apiPath, publicKey, useApi } from '../shared-ui/api';

export function useClubList(query: { page: number; q?: string; emirate?: Emirate; kind?: ClubKind }) {
  return useApi(publicKey('clubs', 'list', query), apiPath('/clubs', query), ClubListResponseSchema, {
    keepPrevious: true,
  });
}

export function useClub(id: string) {
  return useApi(publicKey('clubs', id), `/clubs/${id}`, ClubDetailSchema);
}
