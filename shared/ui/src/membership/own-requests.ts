import { useApi } from '@uaeaf/api-client';
import { OwnRequestsSchema } from '@uaeaf/contracts';

/** The query key of the member's own requests: invalidate it after a resubmission. */
export const ownRequestsKey = ['account', 'requests'] as const;

/** The member's membership and requests (`GET /api/account/requests`), never from a cached answer. */
export function useOwnRequests() {
  return useApi(ownRequestsKey, '/account/requests', OwnRequestsSchema, { fresh: true });
}
