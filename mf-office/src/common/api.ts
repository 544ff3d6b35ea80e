import { useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiPath, apiRequest, retryOnce, useApi } from '@uaeaf/api-client';
import {
  AuditLogResponseSchema,
  LookupsResponseSchema,
  OfficeMemberDetailSchema,
  OfficeMemberListResponseSchema,
  OfficeRequestDetailSchema,
  OfficeRequestListSchema,
  OfficeSummarySchema,
  PenaltyListResponseSchema,
  StaffListResponseSchema,
  type Paginated,
} from '@uaeaf/contracts';

/** Every office query lives under this key: a change in the office makes all of them stale at once. */
export const officeKey = ['office'] as const;

export type Query = Record<string, string | number | undefined>;

/** What the office reads changes with every decision, its own or a colleague's: never shown from a stale cache. */
export function useOfficeApi<TSchema extends v.GenericSchema>(
  name: string,
  path: string,
  schema: TSchema,
  query: Query = {},
  options: { keepPrevious?: boolean; enabled?: boolean } = {},
) {
  const full = apiPath(path, query);
  return useApi([...officeKey, name, full], full, schema, { fresh: true, ...options });
}

export const useSummary = () => useOfficeApi('summary', '/office/summary', OfficeSummarySchema);

export const useRequests = (query: Query) =>
  useOfficeApi('requests', '/office/requests', OfficeRequestListSchema, query, { keepPrevious: true });

export const useRequest = (id: string) =>
  useOfficeApi('request', `/office/requests/${id}`, OfficeRequestDetailSchema);

export const useMembers = (query: Query) =>
  useOfficeApi('members', '/office/members', OfficeMemberListResponseSchema, query, { keepPrevious: true });

export const useMember = (id: string, enabled = true) =>
  useOfficeApi('member', `/office/members/${id}`, OfficeMemberDetailSchema, {}, { enabled });

export const usePenalties = (query: Query) =>
  useOfficeApi('penalties', '/office/penalties', PenaltyListResponseSchema, query, { keepPrevious: true });

export const useAuditLog = (query: Query) =>
  useOfficeApi('audit', '/office/audit', AuditLogResponseSchema, query, { keepPrevious: true });

/** A short list the API sends whole (`{ items }`); the table takes it as a single page. */
export function useWholeList<TItem>(
  name: string,
  path: string,
  schema: v.GenericSchema<unknown, { items: TItem[] }>,
) {
  return useQuery({
    queryKey: [...officeKey, name],
    queryFn: async ({ signal }) => {
      const { items } = await apiRequest(path, schema, { signal });
      return {
        items,
        page: 1,
        pageSize: Math.max(items.length, 1),
        total: items.length,
        totalPages: 1,
      } satisfies Paginated<TItem>;
    },
    retry: retryOnce,
    staleTime: 0,
  });
}

export const useStaff = () => useWholeList('staff', '/office/staff', StaffListResponseSchema);

/** The registration forms' lists (nationalities, emirates, sizes), to name an answer's choice. */
export const useLookups = () => useApi(['lookups'], '/lookups', LookupsResponseSchema);
