import { useIntl, type MessageDescriptor } from 'react-intl';
import { sendJson, useApiMutation } from '@uaeaf/account-kit';
import type { ApiError } from '@uaeaf/api-client';
import {
  BulkRequestDecisionResultSchema,
  RequestDecisionResultSchema,
  RequestErrorCodes,
  type OfficeDecision,
} from '@uaeaf/contracts';
import { officeKey } from '../common/api';
import { bulkDecidedText, decidedText, requestsText } from './messages';

const refusals: Record<string, MessageDescriptor> = {
  [RequestErrorCodes.alreadyDecided]: requestsText.alreadyDecided,
  [RequestErrorCodes.awaitingClub]: requestsText.awaitingClub,
  [RequestErrorCodes.invalidTransition]: requestsText.invalidTransition,
  [RequestErrorCodes.notFound]: requestsText.notFound,
};

/** A refusal code of the request routes as a sentence; undefined for a code this page does not know. */
export function useRequestRefusal() {
  const intl = useIntl();
  return (code: string) => (refusals[code] ? intl.formatMessage(refusals[code]) : undefined);
}

/**
 * One office decision on one request. A refusal because someone else decided first ("already decided", 409) also
 * reloads the request, so the page shows what was decided instead of buttons that no longer apply.
 */
export function useDecision(
  requestId: number,
  applicant: string,
  { onDone, onConflict }: { onDone: () => void; onConflict: () => void },
) {
  const intl = useIntl();
  const refusal = useRequestRefusal();
  return useApiMutation({
    call: ({ decision, reason }: { decision: OfficeDecision; reason?: string }) =>
      sendJson('POST', `/office/requests/${requestId}/decision`, RequestDecisionResultSchema, {
        decision,
        ...(reason && { reason }),
      }),
    successText: (_, { decision }) => intl.formatMessage(decidedText, { decision, name: applicant }),
    invalidates: [officeKey],
    refusalText: (error: ApiError) => refusal(error.code),
    onSuccess: onDone,
    onRefused: (error) => {
      if (error.status === 409) onConflict();
    },
  });
}

/**
 * One decision (and, for a rejection, one reason) for many requests; each that cannot take it is skipped. `path` is
 * the bulk route of the queue: the membership requests' or the services' (both answer decided and skipped ids).
 */
export function useBulkDecision(path: string, onDone: (skipped: { id: number; code: string }[]) => void) {
  const intl = useIntl();
  return useApiMutation({
    call: (body: { ids: number[]; decision: OfficeDecision; reason?: string }) =>
      sendJson('POST', path, BulkRequestDecisionResultSchema, body),
    successText: (result, { decision }) =>
      intl.formatMessage(bulkDecidedText, { decision, count: result.decided.length }),
    invalidates: [officeKey],
    onSuccess: (result) => onDone(result.skipped),
  });
}
