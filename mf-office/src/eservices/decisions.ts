import { useIntl } from 'react-intl';
import { sendJson, useApiMutation } from '@uaeaf/account-kit';
import type { ApiError } from '@uaeaf/api-client';
import { ServiceRequestSchema, type ServiceOfficeDecision } from '@uaeaf/contracts';
import { officeKey } from '../common/api';
import { servicesPath } from './api';
import { serviceRefusalText } from './labels';
import { serviceDecidedText } from './messages';

/** A refusal code of the service routes as a sentence; undefined for a code this page does not know. */
export function useServiceRefusal() {
  const intl = useIntl();
  return (code: string) =>
    serviceRefusalText[code] ? intl.formatMessage(serviceRefusalText[code]) : undefined;
}

/**
 * One office decision on one service request. A 409 (someone decided first, or a club has still to answer) reloads
 * the request, so the page shows its state now instead of buttons that no longer apply.
 */
export function useServiceDecision(requestId: number, onDone: () => void) {
  const intl = useIntl();
  const refusal = useServiceRefusal();
  return useApiMutation({
    call: ({ decision, reason }: { decision: ServiceOfficeDecision; reason?: string }) =>
      sendJson('POST', `${servicesPath}/${requestId}/decision`, ServiceRequestSchema, {
        decision,
        ...(reason && { reason }),
      }),
    successText: (_, { decision }) =>
      intl.formatMessage(serviceDecidedText, {
        decision,
        id: intl.formatNumber(requestId, { useGrouping: false }),
      }),
    invalidates: [officeKey],
    refusalText: (error: ApiError) => refusal(error.code),
    onSuccess: onDone,
    onRefused: (error) => {
      if (error.status === 409) onDone();
    },
  });
}
