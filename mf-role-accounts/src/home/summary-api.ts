import { useApi } from '@uaeaf/api-client';
import { MemberAccountSummarySchema } from '@uaeaf/contracts';

export const summaryQueryKey = ['role-accounts', 'summary'] as const;

/** The member's home figures (`GET /api/account/summary`): membership, club, age class and what needs attention. */
export function useMemberAccountSummary() {
  return useApi(summaryQueryKey, '/account/summary', MemberAccountSummarySchema, { fresh: true });
}
