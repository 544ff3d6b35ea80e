import { useIntl } from 'react-intl';
import type { ServiceOfficeDecision, ServiceRequest } from '@uaeaf/contracts';
import { DecisionSection, type ReasonQuestion, useAsking } from '../common/DecisionSection';
import { useServiceDecision } from './decisions';
import { servicesText } from './messages';

/** The buttons, in the order the workflow lists the decisions (`ServiceOfficeDecisions`). */
const buttonText = {
  approve: servicesText.approve,
  reject: servicesText.reject,
  requestDocuments: servicesText.requestDocuments,
} as const satisfies Record<ServiceOfficeDecision, unknown>;

/** The reason each decision but approval asks for: what the requester reads. */
const reasonDialogs: Record<'reject' | 'requestDocuments', ReasonQuestion> = {
  reject: {
    title: servicesText.rejectTitle,
    label: servicesText.rejectReason,
    hint: servicesText.rejectHint,
  },
  requestDocuments: {
    title: servicesText.documentsTitle,
    label: servicesText.documentsReason,
    hint: servicesText.documentsHint,
  },
};

/** The decisions the request's status leaves to the office (`allowedActions`): each asked about before it is sent. */
export function ServiceDecisions({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const asking = useAsking<ServiceOfficeDecision>();
  const decide = useServiceDecision(request.id, asking.done);
  return (
    <DecisionSection
      id="service-decision"
      heading={servicesText.decision}
      none={servicesText.noDecision}
      text={buttonText}
      allowedActions={request.allowedActions}
      asking={asking}
      decide={decide}
      approval={{ title: servicesText.approveTitle, intro: intl.formatMessage(servicesText.approveIntro) }}
      reasons={reasonDialogs}
    />
  );
}
