import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AuditEvent } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { requestStatusLabels, useDates } from '@uaeaf/ui';
import { orderStatusText } from '../finance/labels';
import { auditActionText, billStatusText, withdrawnText } from './labels';
import { officeText } from './messages';
import styles from './timeline.module.css';

const statusText: Record<string, MessageDescriptor> = {
  ...requestStatusLabels,
  ...withdrawnText,
  ...orderStatusText,
  ...billStatusText,
};

/** An audit action in words; one this page does not know reads as the API wrote it. */
export function useAuditAction() {
  const intl = useIntl();
  return (action: string) => (auditActionText[action] ? intl.formatMessage(auditActionText[action]) : action);
}

/** A status as its label; one this page does not know reads as stored. */
export function useStatusName() {
  const intl = useIntl();
  return (status: string | null) =>
    status === null ? null : statusText[status] ? intl.formatMessage(statusText[status]) : status;
}

/** What happened to an item, one step a line: when, what, from which status to which, who, and why. */
export function Timeline({ events, headingId }: { events: AuditEvent[]; headingId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const actionName = useAuditAction();
  const statusName = useStatusName();
  if (events.length === 0) return <p>{intl.formatMessage(officeText.noHistory)}</p>;
  return (
    <ol className={styles.timeline} aria-labelledby={headingId}>
      {events.map((event) => (
        <li key={event.id}>
          <time dateTime={event.at} className={styles.when}>
            {dayAndTime(event.at)}
          </time>
          <p className={styles.what}>
            {actionName(event.action)}
            {event.toStatus && (
              <span className={styles.change}>
                {' '}
                {intl.formatMessage(officeText.statusChange, {
                  from: statusName(event.fromStatus) ?? '—',
                  to: statusName(event.toStatus),
                })}
              </span>
            )}
          </p>
          <p className={styles.who}>
            {event.actor
              ? intl.formatMessage(officeText.by, { name: event.actor.name[locale] })
              : intl.formatMessage(officeText.bySystem)}
          </p>
          {event.reason && (
            <p className={styles.reason}>{intl.formatMessage(officeText.reason, { reason: event.reason })}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
