import { useIntl } from 'react-intl';
import { ConfirmDialog, ReasonDialog } from '@uaeaf/account-kit';
import type { ServiceOfficeDecision, ServiceRequest } from '@uaeaf/contracts';
import { DecisionSection, useAsking } from '../common/DecisionSection';
import { useServiceDecision } from './decisions';
import { servicesText } from './messages';

/** The buttons, in the order the workflow lists the decisions (`ServiceOfficeDecisions`). */
const buttonText = {
  approve: servicesText.approve,
  reject: servicesText.reject,
  requestDocuments: servicesText.requestDocuments,
} as const satisfies Record<ServiceOfficeDecision, unknown>;

/** The reason each decision but approval asks for: what the requester reads. */
const reasonDialogs = {
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
} as const;

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
    >
      {(decision, close) =>
        decision === 'approve' ? (
          <ConfirmDialog
            title={intl.formatMessage(servicesText.approveTitle)}
            confirmLabel={intl.formatMessage(servicesText.approve)}
            pending={decide.isPending}
            failure={decide.failure}
            onConfirm={() => decide.mutate({ decision: 'approve' })}
            onClose={close}
          >
            <p>{intl.formatMessage(servicesText.approveIntro)}</p>
          </ConfirmDialog>
        ) : (
          <ReasonDialog
            title={intl.formatMessage(reasonDialogs[decision].title)}
            reasonLabel={intl.formatMessage(reasonDialogs[decision].label)}
            reasonHint={intl.formatMessage(reasonDialogs[decision].hint)}
            confirmLabel={intl.formatMessage(buttonText[decision])}
            danger={decision === 'reject'}
            pending={decide.isPending}
            failure={decide.failure}
            onConfirm={(reason) => decide.mutate({ decision, reason })}
            onClose={close}
          />
        )
      }
    </DecisionSection>
  );
}
