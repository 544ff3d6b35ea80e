import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@uaeaf/api-client';
import { SessionResponseSchema, UaePassInfoSchema } from '@uaeaf/contracts';

/**
 * Whether this site offers UAE PASS, and where an unverified account is upgraded: configuration, asked once a page
 * life. Not asked again on failure: without an answer the login page simply shows its email form.
 */
export function useUaePassInfo() {
  return useQuery({
    queryKey: ['auth', 'uaepass'],
    queryFn: () => apiRequest('/auth/uaepass', UaePassInfoSchema),
    staleTime: Infinity,
    retry: false,
  });
}

/** The session the UAE PASS callback opened (an httpOnly cookie): what the browser may keep of it. */
export function fetchSession() {
  return apiRequest('/auth/me', SessionResponseSchema);
}
