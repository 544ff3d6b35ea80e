import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import type { DuplicateMatch, OfficeDecision, OfficeRequestDetail } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DetailsList,
  LocalizedLink,
  memberKindText,
  requestStatusLabels,
  QueryStates,
  RequireNumericId,
  useDates,
  usePageTitle,
} from '@uaeaf/ui';
import { Answers, EmiratesId } from '../common/Answers';
import { DecisionSection, useAsking } from '../common/DecisionSection';
import { useRequest } from '../common/api';
import commonStyles from '../common/common.module.css';
import { Files } from '../common/Files';
import { formText, isMembershipRenewal, requestKindLabel } from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';
import { Timeline } from '../common/Timeline';
import { officePages } from '../pages';
import { useDecision } from './decisions';
import { renewalApproveText, requestsText } from './messages';
import { DocumentReplacementDetails, replacementApproveText } from './DocumentReplacementDetails';
import { RenewalDetails } from './RenewalDetails';

const matchText: Record<DuplicateMatch, MessageDescriptor> = {
  emiratesId: requestsText.matchEmiratesId,
  email: requestsText.matchEmail,
  nameAndBirthDate: requestsText.matchNameAndBirthDate,
};

/** Members the applicant may already be: each with why, and a link to compare. */
function Duplicates({ request }: { request: OfficeRequestDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  if (request.possibleDuplicates.length === 0) return null;
  return (
    <section className={commonStyles.warning} aria-labelledby="request-duplicates">
      <h2 id="request-duplicates">{intl.formatMessage(requestsText.duplicates)}</h2>
      <ul>
        {request.possibleDuplicates.map((duplicate) => (
          <li key={duplicate.memberId}>
            <LocalizedLink to={`/office/members/${duplicate.memberId}`}>
              {duplicate.name[locale]}
            </LocalizedLink>{' '}
            (<span className="ltr-value">{duplicate.membershipNumber ?? duplicate.email}</span>,{' '}
            {intl.formatMessage(requestStatusLabels[duplicate.membershipStatus])}):{' '}
            {intl.formatList(duplicate.matches.map((match) => intl.formatMessage(matchText[match])))}
          </li>
        ))}
      </ul>
    </section>
  );
}

const decisionText: Record<OfficeDecision, MessageDescriptor> = {
  approve: requestsText.approve,
  reject: requestsText.reject,
};

/** The decisions the workflow leaves to the office now: approve after a question, reject with a reason. */
function Decisions({ request }: { request: OfficeRequestDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const asking = useAsking<OfficeDecision>();
  const decide = useDecision(request.id, request.applicant.name[locale], {
    onDone: asking.done,
    // Someone decided first: the dialog goes, and the message stays above the reloaded request's state.
    onConflict: asking.done,
  });
  const intro = isMembershipRenewal(request)
    ? intl.formatMessage(renewalApproveText, {
        season: typeof request.details.seasonName === 'string' ? request.details.seasonName : '—',
      })
    : intl.formatMessage(request.kind === 'document' ? replacementApproveText : requestsText.approveIntro);
  return (
    <DecisionSection
      id="request-decision"
      heading={requestsText.decision}
      none={requestsText.noDecision}
      text={decisionText}
      allowedActions={request.allowedActions}
      asking={asking}
      decide={decide}
      approval={{ title: requestsText.approveTitle, intro }}
      reasons={{
        reject: {
          title: requestsText.rejectTitle,
          label: requestsText.rejectReason,
          hint: requestsText.rejectHint,
        },
      }}
    />
  );
}

function RequestDetail({ request }: { request: OfficeRequestDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const name = request.applicant.name[locale];
  usePageTitle(name);
  const form = request.form as keyof typeof formText;
  return (
    <>
      <div className={commonStyles.headerLine}>
        <h1>{name}</h1>
        <StatusBadge status={request.status} text={requestStatusLabels[request.status]} />
      </div>
      <Duplicates request={request} />
      <DetailsList
        items={[
          [intl.formatMessage(requestsText.kind), intl.formatMessage(requestKindLabel(request))],
          [intl.formatMessage(requestsText.form), formText[form] ? intl.formatMessage(formText[form]) : form],
          [
            intl.formatMessage(requestsText.member),
            <LocalizedLink to={`/office/members/${request.applicant.id}`}>
              {intl.formatMessage(memberKindText[request.accountType])}
            </LocalizedLink>,
          ],
          [
            intl.formatMessage(requestsText.email),
            <span className="ltr-value">{request.applicant.email}</span>,
          ],
          [
            intl.formatMessage(requestsText.emiratesId),
            request.applicant.emiratesId && <EmiratesId value={request.applicant.emiratesId} />,
          ],
          [intl.formatMessage(requestsText.club), request.club?.name[locale]],
          [intl.formatMessage(requestsText.submitted), dayAndTime(request.submittedAt)],
          [intl.formatMessage(requestsText.updated), dayAndTime(request.updatedAt)],
          [intl.formatMessage(requestsText.decisionReason), request.decisionReason],
        ]}
      />
      <Decisions request={request} />
      <section className={commonStyles.section} aria-labelledby="request-answers">
        <h2 id="request-answers">
          {intl.formatMessage(request.kind === 'renewal' ? requestsText.renewal : requestsText.answers)}
        </h2>
        {request.kind === 'renewal' ? (
          <RenewalDetails details={request.details} />
        ) : request.kind === 'document' ? (
          <DocumentReplacementDetails details={request.details} />
        ) : (
          <Answers details={request.details} form={request.form} />
        )}
      </section>
      <section className={commonStyles.section} aria-labelledby="request-files">
        <h2 id="request-files">{intl.formatMessage(requestsText.files)}</h2>
        <Files requestId={request.id} files={request.files} />
      </section>
      <section className={commonStyles.section} aria-labelledby="request-timeline">
        <h2 id="request-timeline">{intl.formatMessage(requestsText.timeline)}</h2>
        <Timeline events={request.timeline} headingId="request-timeline" />
      </section>
    </>
  );
}

function RequestDetailContent() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useRequest(id);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(officePages.requests.title)}>
      {(request) => <RequestDetail request={request} />}
    </QueryStates>
  );
}

/** `/office/requests/:id`: everything the applicant sent, what it may match, its history and the open decisions. */
export function RequestDetailPage() {
  return (
    <RequireNumericId>
      <RequestDetailContent />
    </RequireNumericId>
  );
}
