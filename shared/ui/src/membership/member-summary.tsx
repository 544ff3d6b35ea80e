import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { AccountType, OwnRequest } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, userInfoAtom } from '@uaeaf/session';
import { DetailsList } from '../details/DetailsList';
import { useDates } from '../dates/dates';
import { LocalizedLink } from '../links';
import { buttonClassName } from '../pages';
import { useOwnRequests } from './own-requests';
import { requestStatusLabels } from './request-status';
import styles from './membership.module.css';

const labels = defineMessages({
  heading: { id: 'ui.member.heading', defaultMessage: 'Your membership' },
  name: { id: 'ui.member.name', defaultMessage: 'Name' },
  email: { id: 'ui.member.email', defaultMessage: 'Email' },
  kind: { id: 'ui.member.kind', defaultMessage: 'Member kind' },
  status: { id: 'ui.member.status', defaultMessage: 'Membership status' },
  number: { id: 'ui.member.number', defaultMessage: 'Membership number' },
  validUntil: { id: 'ui.member.validUntil', defaultMessage: 'Valid until' },
  restricted: {
    id: 'ui.member.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  statusUnknown: { id: 'ui.member.status.unknown', defaultMessage: 'Not recorded' },
  request: { id: 'ui.member.request', defaultMessage: 'Your latest request' },
  pendingOffice: {
    id: 'ui.member.request.pendingOffice',
    defaultMessage: 'Pending: the federation office will review it',
  },
  reason: { id: 'ui.member.request.reason', defaultMessage: 'Reason given' },
  resubmit: { id: 'ui.member.request.resubmit', defaultMessage: 'Correct and resubmit' },
  resubmitLater: {
    id: 'ui.member.request.resubmitLater',
    defaultMessage: 'You can correct and resubmit it once the restriction ends.',
  },
});

const withClub = {
  pending: defineMessage<{ club: string }>({
    id: 'ui.member.request.pendingClub',
    defaultMessage: 'Pending: waiting for {club} to accept it',
  }),
  accepted: defineMessage<{ club: string }>({
    id: 'ui.member.request.accepted',
    defaultMessage: 'Accepted by your club, {club}: waiting for the federation office',
  }),
};

/** Each member kind's name (the office's tables use it too). */
export const memberKindText: Record<AccountType, { id: string; defaultMessage: string }> = defineMessages({
  club: { id: 'ui.member.kind.club', defaultMessage: 'Club' },
  academy: { id: 'ui.member.kind.academy', defaultMessage: 'Academy' },
  player: { id: 'ui.member.kind.player', defaultMessage: 'Player' },
  coach: { id: 'ui.member.kind.coach', defaultMessage: 'Coach' },
  referee: { id: 'ui.member.kind.referee', defaultMessage: 'Referee' },
  employee: { id: 'ui.member.kind.employee', defaultMessage: 'Administrator' },
  technical: { id: 'ui.member.kind.technical', defaultMessage: 'Technical staff' },
  person: { id: 'ui.member.kind.person', defaultMessage: 'Person' },
  activity: { id: 'ui.member.kind.activity', defaultMessage: 'Community-activity player' },
  guest: { id: 'ui.member.kind.guest', defaultMessage: 'Guest' },
  individual: { id: 'ui.member.kind.individual', defaultMessage: 'Individual player' },
  admin: { id: 'ui.member.kind.admin', defaultMessage: 'Federation office' },
});

/** Where the latest request stands, in a sentence that says who acts next. */
function RequestStatus({ request }: { request: OwnRequest }) {
  const intl = useIntl();
  const locale = useLocale();
  const club = request.club?.name[locale];
  const text =
    request.status === 'Pending'
      ? club
        ? intl.formatMessage(withClub.pending, { club })
        : intl.formatMessage(labels.pendingOffice)
      : request.status === 'Accepted'
        ? intl.formatMessage(withClub.accepted, { club: club ?? '' })
        : intl.formatMessage(requestStatusLabels[request.status]);
  return (
    <span className={styles.status} data-status={request.status}>
      {text}
    </span>
  );
}

/**
 * The signed-in member's profile summary for the home page of every account area: their membership (its number and
 * validity once approved) and where their latest request stands, with the way to correct a rejected one.
 */
export function MemberSummary() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  const userInfo = useAtomValue(userInfoAtom);
  const accountType = useAtomValue(accountTypeAtom);
  const own = useOwnRequests();
  if (!userInfo || !accountType) return null;
  // The API's answer is current; the session's copy stands in while it loads, or if it cannot.
  const membership = own.data?.membership;
  const status = membership?.status ?? userInfo.membershipStatus;
  const latest = own.data?.requests[0];
  const rejected = latest?.status === 'Cancled';
  return (
    <section className={styles.card} aria-labelledby="member-summary">
      <h2 id="member-summary">{intl.formatMessage(labels.heading)}</h2>
      {userInfo.isRestricted && (
        <p className={styles.restricted} role="note">
          {intl.formatMessage(labels.restricted)}
        </p>
      )}
      <DetailsList
        items={[
          [intl.formatMessage(labels.name), userInfo.name[locale]],
          [intl.formatMessage(labels.email), <span className="ltr-value">{userInfo.email}</span>],
          [intl.formatMessage(labels.kind), intl.formatMessage(memberKindText[accountType])],
          [
            intl.formatMessage(labels.status),
            <span className={styles.status} data-status={status ?? 'unknown'}>
              {status
                ? intl.formatMessage(requestStatusLabels[status])
                : intl.formatMessage(labels.statusUnknown)}
            </span>,
          ],
          [
            intl.formatMessage(labels.number),
            membership?.number && <span className="ltr-value">{membership.number}</span>,
          ],
          [
            intl.formatMessage(labels.validUntil),
            membership?.validUntil && (
              <time dateTime={membership.validUntil}>{day(membership.validUntil)}</time>
            ),
          ],
          [intl.formatMessage(labels.request), latest && <RequestStatus request={latest} />],
          [intl.formatMessage(labels.reason), rejected && latest.decisionReason],
        ]}
      />
      {rejected &&
        (userInfo.isRestricted ? (
          <p>{intl.formatMessage(labels.resubmitLater)}</p>
        ) : (
          <LocalizedLink to="/auth/resubmit" className={buttonClassName}>
            {intl.formatMessage(labels.resubmit)}
          </LocalizedLink>
        ))}
    </section>
  );
}
