import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@uaeaf/api-client';
import { SessionResponseSchema, UaePassInfoSchema, UaePassPrefillSchema } from '@uaeaf/contracts';

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

const prefillKey = ['auth', 'uaepass', 'identity'];

/**
 * What UAE PASS gave for a person the site did not know, kept by the API for this browser (decision 097), or `null`.
 * A failure counts as none: the form is then filled in by hand, as it always could be.
 */
export function useUaePassPrefill(enabled: boolean) {
  return useQuery({
    queryKey: prefillKey,
    queryFn: () => apiRequest('/auth/uaepass/identity', UaePassPrefillSchema),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** "Not you?": the API forgets the identity, and the form starts again without it. */
export function useForgetUaePassPrefill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/uaepass/identity', UaePassPrefillSchema, { method: 'DELETE' }),
    onSuccess: (none) => queryClient.setQueryData(prefillKey, none),
  });
}

/** Once a registration has used it, the API holds no identity: the next form asks again rather than trusting this. */
export function useUaePassPrefillUsed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: prefillKey, refetchType: 'none' });
}
