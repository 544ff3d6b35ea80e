import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, ReasonDialog } from '@uaeaf/account-kit';
import { ServiceOfficeDecisions, type ServiceOfficeDecision, type ServiceRequest } from '@uaeaf/contracts';
import { DecisionSection } from '../common/DecisionSection';
import { useServiceDecision } from './decisions';
import { servicesText } from './messages';

const buttonText = {
  approve: servicesText.approve,
  requestDocuments: servicesText.requestDocuments,
  reject: servicesText.reject,
} as const;

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
  const [asking, setAsking] = useState<ServiceOfficeDecision>();
  const decide = useServiceDecision(request.id, () => setAsking(undefined));
  const close = () => {
    setAsking(undefined);
    decide.reset();
  };
  const allowed = ServiceOfficeDecisions.filter((decision) => request.allowedActions.includes(decision));
  const reasonDialog = asking && asking !== 'approve' ? reasonDialogs[asking] : undefined;
  return (
    <DecisionSection
      id="service-decision"
      heading={servicesText.decision}
      none={servicesText.noDecision}
      allowed={allowed}
      text={buttonText}
      failure={asking ? undefined : decide.failure}
      onAsk={(decision) => {
        decide.reset();
        setAsking(decision);
      }}
    >
      {asking === 'approve' && (
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
      )}
      {asking && reasonDialog && (
        <ReasonDialog
          title={intl.formatMessage(reasonDialog.title)}
          reasonLabel={intl.formatMessage(reasonDialog.label)}
          reasonHint={intl.formatMessage(reasonDialog.hint)}
          confirmLabel={intl.formatMessage(buttonText[asking])}
          danger={asking === 'reject'}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(reason) => decide.mutate({ decision: asking, reason })}
          onClose={close}
        />
      )}
    </DecisionSection>
  );
}
