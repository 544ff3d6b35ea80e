import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  allowedRequestActions,
  ClubAccountRequestsSchema,
  RequestDecisionResultSchema,
  RequestErrorCodes,
  WithdrawalReceiptSchema,
  type ClubAccountRequest,
  type RequestAction,
} from '@uaeaf/contracts';
import { apiRequest, useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import {
  DetailsList,
  EmptyState,
  LocalizedLink,
  QueryStates,
  requestStatusLabels,
  useDates,
} from '@uaeaf/ui';
import { actionButton, ConfirmDialog } from '@uaeaf/ui/dialog';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { sendJson, useApiMutation } from '../mutations/api-mutation';
import {
  awaitingText,
  clubRequestsText,
  eventReasonText,
  eventText,
  requestActorText,
  requestKindText,
  rejectTitleText,
  requestRoleText,
} from './requests-messages';
import styles from './requests.module.css';

export const clubRequestsKey = ['account', 'club', 'requests'] as const;

/** Every refusal the withdrawal answers, in words (anything else is the kit's general message). */
const withdrawalRefusalText: Record<string, MessageDescriptor | undefined> = {
  [RequestErrorCodes.alreadyDecided]: clubRequestsText.alreadyDecided,
  [RequestErrorCodes.notFound]: clubRequestsText.notWithdrawable,
};

/** Every refusal the club's decision answers, in words (anything else is the kit's general message). */
const decisionRefusalText: Record<string, MessageDescriptor | undefined> = {
  [RequestErrorCodes.alreadyDecided]: clubRequestsText.answeredAlready,
  [RequestErrorCodes.notFound]: clubRequestsText.answeredAlready,
};

/** What the club or academy may decide on a request now: a registration that named it and waits for its answer. */
function clubActions(request: ClubAccountRequest): RequestAction[] {
  return request.role === 'named'
    ? allowedRequestActions({ status: request.status, clubNamed: true }, 'club')
    : [];
}

interface Decision {
  request: ClubAccountRequest;
  decision: 'accept' | 'reject';
  reason?: string;
}

/**
 * Every request a club or academy made or received (issue 11), newest first: its own, those it made for its players,
 * those whose applicant named it; each with its status, the federation's reason and its history. The registrations
 * waiting for the club's answer come first, each with Accept and Reject (the reason asked), since the home page's
 * "waiting for your answer" leads here (issue 28, item 3). A pending request the club made can be withdrawn after
 * "are you sure about that?".
 */
export function ClubRequests() {
  const intl = useIntl();
  const locale = useLocale();
  const requests = useApi(clubRequestsKey, '/account/club/requests', ClubAccountRequestsSchema, {
    fresh: true,
  });
  const [withdrawing, setWithdrawing] = useState<ClubAccountRequest | null>(null);
  const [rejecting, setRejecting] = useState<ClubAccountRequest | null>(null);
  const withdraw = useApiMutation({
    call: (request: ClubAccountRequest) =>
      apiRequest(`/account/requests/${request.id}/withdrawal`, WithdrawalReceiptSchema, { method: 'POST' }),
    successText: () => intl.formatMessage(clubRequestsText.withdrawn),
    invalidates: [clubRequestsKey],
    refusalText: (error) => {
      const text = withdrawalRefusalText[error.code];
      return text && intl.formatMessage(text);
    },
    onSuccess: () => setWithdrawing(null),
  });
  const decide = useApiMutation({
    call: ({ request, ...body }: Decision) =>
      sendJson('POST', `/club/requests/${request.id}/decision`, RequestDecisionResultSchema, body),
    successText: (_result, { decision }) =>
      intl.formatMessage(decision === 'accept' ? clubRequestsText.accepted : clubRequestsText.rejected),
    invalidates: [clubRequestsKey],
    refusalText: (error) => {
      const text = decisionRefusalText[error.code];
      return text && intl.formatMessage(text);
    },
    onSuccess: () => setRejecting(null),
  });

  return (
    <QueryStates query={requests}>
      {({ items }) => {
        const awaiting = items.filter((request) => clubActions(request).length > 0);
        const others = items.filter((request) => clubActions(request).length === 0);
        const card = (request: ClubAccountRequest) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              onWithdraw={() => setWithdrawing(request)}
              onAccept={() => decide.mutate({ request, decision: 'accept' })}
              onReject={() => setRejecting(request)}
              deciding={decide.isPending}
            />
          </li>
        );
        return (
          <>
            <section aria-labelledby="requests-awaiting" className={styles.section}>
              <h2 id="requests-awaiting">{intl.formatMessage(awaitingText, { count: awaiting.length })}</h2>
              {decide.failure && !rejecting && <p role="alert">{decide.failure}</p>}
              {awaiting.length === 0 ? (
                <p>{intl.formatMessage(clubRequestsText.noneAwaiting)}</p>
              ) : (
                <ul className={styles.list}>{awaiting.map(card)}</ul>
              )}
            </section>
            <section aria-labelledby="requests-all" className={styles.section}>
              <h2 id="requests-all">{intl.formatMessage(clubRequestsText.all)}</h2>
              {others.length === 0 ? (
                <EmptyState>
                  <p>{intl.formatMessage(clubRequestsText.none)}</p>
                </EmptyState>
              ) : (
                <ul className={styles.list}>{others.map(card)}</ul>
              )}
            </section>
            {withdrawing && (
              <ConfirmDialog
                title={intl.formatMessage(clubRequestsText.confirm)}
                confirmLabel={intl.formatMessage(clubRequestsText.withdraw)}
                danger
                pending={withdraw.isPending}
                failure={withdraw.failure}
                onConfirm={() => withdraw.mutate(withdrawing)}
                onClose={() => {
                  withdraw.reset();
                  setWithdrawing(null);
                }}
              />
            )}
            {rejecting && (
              <ReasonDialog
                title={intl.formatMessage(rejectTitleText, {
                  name: rejecting.applicant.name[locale],
                })}
                confirmLabel={intl.formatMessage(clubRequestsText.reject)}
                danger
                pending={decide.isPending}
                failure={decide.failure}
                onConfirm={(reason) => decide.mutate({ request: rejecting, decision: 'reject', reason })}
                onClose={() => {
                  decide.reset();
                  setRejecting(null);
                }}
              />
            )}
          </>
        );
      }}
    </QueryStates>
  );
}

function RequestCard({
  request,
  onWithdraw,
  onAccept,
  onReject,
  deciding,
}: {
  request: ClubAccountRequest;
  onWithdraw: () => void;
  onAccept: () => void;
  onReject: () => void;
  deciding: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const historyId = useId();
  const actions = clubActions(request);
  // A club's own renewal is of its membership; one it made for a player, of the player's contract.
  const kind = intl.formatMessage(
    request.kind === 'renewal' && request.role === 'own'
      ? clubRequestsText.membershipRenewal
      : requestKindText[request.kind],
  );
  return (
    <article className={styles.request} aria-label={`${kind}: ${request.applicant.name[locale]}`}>
      <h3>{kind}</h3>
      <p className={styles.role}>{intl.formatMessage(requestRoleText[request.role])}</p>
      <DetailsList
        items={[
          [intl.formatMessage(clubRequestsText.applicant), request.applicant.name[locale]],
          [
            intl.formatMessage(clubRequestsText.submittedOn),
            <time key="sent" dateTime={request.submittedAt}>
              {dayAndTime(request.submittedAt)}
            </time>,
          ],
          [
            intl.formatMessage(clubRequestsText.status),
            intl.formatMessage(requestStatusLabels[request.status]),
          ],
          [intl.formatMessage(clubRequestsText.reason), request.decisionReason],
        ]}
      />
      {request.timeline.length > 0 && (
        <>
          <h4 id={historyId}>{intl.formatMessage(clubRequestsText.history)}</h4>
          <ol className={styles.timeline} aria-labelledby={historyId}>
            {request.timeline.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{dayAndTime(event.at)}</time>{' '}
                {intl.formatMessage(eventText, {
                  status: event.toStatus
                    ? intl.formatMessage(requestStatusLabels[event.toStatus])
                    : event.action,
                  by: event.clubName?.[locale] ?? intl.formatMessage(requestActorText[event.by]),
                })}
                {event.reason && <> — {intl.formatMessage(eventReasonText, { reason: event.reason })}</>}
              </li>
            ))}
          </ol>
        </>
      )}
      {/* Issue 9's resubmission corrects the club's own rejected registration form; a rejected renewal has no form
          to correct: the club asks again on its renewal page. */}
      {request.role === 'own' && request.status === 'Cancled' && request.kind === 'new' && (
        <LocalizedLink to="/auth/resubmit" className={actionButton.secondary}>
          {intl.formatMessage(clubRequestsText.resubmit)}
        </LocalizedLink>
      )}
      {request.role === 'own' && request.status === 'Cancled' && request.kind === 'renewal' && (
        <LocalizedLink to="/my-account/renewal" className={actionButton.secondary}>
          {intl.formatMessage(clubRequestsText.renewAgain)}
        </LocalizedLink>
      )}
      {actions.includes('accept') && (
        <button type="button" className={actionButton.primary} disabled={deciding} onClick={onAccept}>
          {intl.formatMessage(clubRequestsText.accept)}
        </button>
      )}
      {actions.includes('reject') && (
        <button type="button" className={actionButton.danger} disabled={deciding} onClick={onReject}>
          {intl.formatMessage(clubRequestsText.reject)}
        </button>
      )}
      {request.mayWithdraw && (
        <button type="button" className={actionButton.secondary} onClick={onWithdraw}>
          {intl.formatMessage(clubRequestsText.withdraw)}
        </button>
      )}
    </article>
  );
}
