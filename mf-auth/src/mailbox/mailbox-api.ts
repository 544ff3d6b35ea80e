import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import { DevMailboxSchema } from '@uaeaf/contracts';

/** The development mailbox of one address; off (404) on a production API. */
export function useDevMailbox(email: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'dev-mailbox', email],
    queryFn: ({ signal }) =>
      apiRequest(`/dev/mailbox?email=${encodeURIComponent(email!)}`, DevMailboxSchema, { signal }),
    enabled: !!email,
    retry: false,
  });
}

export function isMailboxOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
