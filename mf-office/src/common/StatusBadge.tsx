import { useIntl, type MessageDescriptor } from 'react-intl';
import styles from './common.module.css';

/** How a status reads at a glance; the word always says it too, the colour only helps. */
export type BadgeTone = 'waiting' | 'good' | 'bad' | 'neutral';

const tones: Record<string, BadgeTone> = {
  Pending: 'waiting',
  Accepted: 'waiting',
  Approved: 'good',
  Cancled: 'bad',
  Withdrawn: 'neutral',
  upcoming: 'waiting',
  active: 'bad',
  ended: 'neutral',
  lifted: 'neutral',
  unpaid: 'waiting',
  paid: 'good',
  cancelled: 'neutral',
  waived: 'neutral',
  refunded: 'neutral',
  created: 'waiting',
  awaitingPayment: 'waiting',
  declined: 'bad',
  expired: 'neutral',
  pastDue: 'bad',
  awaitingParties: 'waiting',
  awaitingOffice: 'waiting',
  moreDocuments: 'waiting',
  approved: 'good',
  rejected: 'bad',
  withdrawn: 'neutral',
};

/** `tone` where the status word means another thing here (an expired document is bad, an expired order is not). */
export function StatusBadge({
  status,
  text,
  tone = tones[status] ?? 'neutral',
}: {
  status: string;
  text: MessageDescriptor;
  tone?: BadgeTone;
}) {
  const intl = useIntl();
  return (
    <span className={styles.badge} data-tone={tone}>
      {intl.formatMessage(text)}
    </span>
  );
}
