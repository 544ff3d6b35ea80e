import { defineMessages, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { AccountType } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { accountTypeAtom, userInfoAtom } from '@uaeaf/session';
import styles from './member-summary.module.css';
import { DetailsList } from './details/DetailsList';

const labels = defineMessages({
  heading: { id: 'ui.member.heading', defaultMessage: 'Your membership' },
  name: { id: 'ui.member.name', defaultMessage: 'Name' },
  email: { id: 'ui.member.email', defaultMessage: 'Email' },
  kind: { id: 'ui.member.kind', defaultMessage: 'Member kind' },
  status: { id: 'ui.member.status', defaultMessage: 'Membership status' },
  restricted: {
    id: 'ui.member.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  statusUnknown: { id: 'ui.member.status.unknown', defaultMessage: 'Not recorded' },
});

/** The spec's membership statuses as members and staff read them. */
export const membershipStatusText = defineMessages({
  Pending: { id: 'ui.member.status.pending', defaultMessage: 'Pending' },
  Approved: { id: 'ui.member.status.approved', defaultMessage: 'Approved' },
  Accepted: { id: 'ui.member.status.accepted', defaultMessage: 'Accepted' },
  // The spec's stored value is spelt "Cancled"; members read it as a rejected application.
  Cancled: { id: 'ui.member.status.rejected', defaultMessage: 'Rejected' },
});

/** Each member kind's name. */
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

/** The signed-in member's profile summary and membership status, for the home page of every account area. */
export function MemberSummary() {
  const intl = useIntl();
  const locale = useLocale();
  const userInfo = useAtomValue(userInfoAtom);
  const accountType = useAtomValue(accountTypeAtom);
  if (!userInfo || !accountType) return null;
  const status = userInfo.membershipStatus;
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
              {intl.formatMessage(status ? membershipStatusText[status] : labels.statusUnknown)}
            </span>,
          ],
        ]}
      />
    </section>
  );
}
