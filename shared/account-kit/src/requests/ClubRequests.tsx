import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  ClubAccountRequestsSchema,
  RequestErrorCodes,
  WithdrawalReceiptSchema,
  type ClubAccountRequest,
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
import { useApiMutation } from '../mutations/api-mutation';
import {
  clubRequestsText,
  eventReasonText,
  eventText,
  requestActorText,
  requestKindText,
  requestRoleText,
} from './requests-messages';
import styles from './requests.module.css';

export const clubRequestsKey = ['account', 'club', 'requests'] as const;

/** Every refusal the withdrawal answers, in words (anything else is the kit's general message). */
const withdrawalRefusalText: Record<string, MessageDescriptor | undefined> = {
  [RequestErrorCodes.alreadyDecided]: clubRequestsText.alreadyDecided,
  [RequestErrorCodes.notFound]: clubRequestsText.notWithdrawable,
};

/**
 * Every request a club or academy made or received (issue 11), newest first: its own, those it made for its players,
 * those whose applicant named it; each with its status, the federation's reason and its history. A pending request the
 * club made can be withdrawn after "are you sure about that?".
 */
export function ClubRequests() {
  const intl = useIntl();
  const requests = useApi(clubRequestsKey, '/account/club/requests', ClubAccountRequestsSchema, {
    fresh: true,
  });
  const [withdrawing, setWithdrawing] = useState<ClubAccountRequest | null>(null);
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

  return (
    <QueryStates query={requests}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <p>{intl.formatMessage(clubRequestsText.none)}</p>
          </EmptyState>
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} onWithdraw={() => setWithdrawing(request)} />
                </li>
              ))}
            </ul>
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
          </>
        )
      }
    </QueryStates>
  );
}

function RequestCard({ request, onWithdraw }: { request: ClubAccountRequest; onWithdraw: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const historyId = useId();
  // A club's own renewal is of its membership; one it made for a player, of the player's contract.
  const kind = intl.formatMessage(
    request.kind === 'renewal' && request.role === 'own'
      ? clubRequestsText.membershipRenewal
      : requestKindText[request.kind],
  );
  return (
    <article className={styles.request} aria-label={`${kind}: ${request.applicant.name[locale]}`}>
      <h2>{kind}</h2>
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
          <h3 id={historyId}>{intl.formatMessage(clubRequestsText.history)}</h3>
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
      {request.mayWithdraw && (
        <button type="button" className={actionButton.secondary} onClick={onWithdraw}>
          {intl.formatMessage(clubRequestsText.withdraw)}
        </button>
      )}
    </article>
  );
}
