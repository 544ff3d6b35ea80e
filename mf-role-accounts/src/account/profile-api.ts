import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, apiUrl } from '@uaeaf/api-client';
import { AccountProfileSchema } from '@uaeaf/contracts';

/** The member's own profile (`GET /api/account/profile`); the session cookie says whose. */
export function useAccountProfile() {
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => apiRequest('/account/profile', AccountProfileSchema, { signal }),
    // Only a failure that may pass is tried again (network, 5xx), not a refusal or an answer off the contract.
    retry: (failureCount, error) =>
      failureCount < 1 && error.name !== 'ValiError' && !(error instanceof ApiError && error.status < 500),
  });
}

/** Where the browser opens one of the member's files; the API serves it only to its owner. */
export function accountFileUrl(id: number): string {
  return apiUrl(`/account/files/${id}`);
}
