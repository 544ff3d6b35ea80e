import { useIntl, type MessageDescriptor } from 'react-intl';
import { serviceEventReason, serviceKindText, serviceStatusText } from '@uaeaf/account-kit';
import {
  ElectronicServiceKinds,
  type AuditEvent,
  type ElectronicServiceKind,
  type LocalizedText,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { requestStatusLabels, useAed, useDates } from '@uaeaf/ui';
import { orderStatusText } from '../finance/labels';
import { auditActionText, billStatusText, withdrawnText } from './labels';
import { officeText } from './messages';
import styles from './timeline.module.css';

// A service's `declined` (by the receiving club) yields to an order's, which is the same word.
const statusText: Record<string, MessageDescriptor> = {
  ...requestStatusLabels,
  ...serviceStatusText,
  ...withdrawnText,
  ...orderStatusText,
  ...billStatusText,
};

/** An audit action in words; one this page does not know reads as the API wrote it. */
export function useAuditAction() {
  const intl = useIntl();
  return (action: string) => (auditActionText[action] ? intl.formatMessage(auditActionText[action]) : action);
}

/**
 * An event's reason in the page's language: a service request's sending names the service (its stored reason is the
 * code), a club's answer its role and objection in words, and the API's own two-language reasons the page's line.
 */
export function useAuditReason() {
  const intl = useIntl();
  const locale = useLocale();
  return (event: Pick<AuditEvent, 'action' | 'reason'>) =>
    event.action === 'service.submitted' &&
    (ElectronicServiceKinds as readonly (string | null)[]).includes(event.reason)
      ? intl.formatMessage(serviceKindText[event.reason as ElectronicServiceKind])
      : serviceEventReason(intl, locale, event);
}

/** A status as its label; one this page does not know reads as stored. */
export function useStatusName() {
  const intl = useIntl();
  return (status: string | null) =>
    status === null ? null : statusText[status] ? intl.formatMessage(statusText[status]) : status;
}

/** An amount in fils stored in a status field (a fee's change keeps its old and new amounts there). */
const amountActions = new Set(['fee.changed']);

/**
 * One step of a history: an audit event, or a step of a history the API tells in its own shape (a service request's),
 * its actor null when the system took it.
 */
export type TimelineEvent = Pick<AuditEvent, 'at' | 'action' | 'fromStatus' | 'toStatus' | 'reason'> & {
  id: number | string;
  actor: { name: LocalizedText } | null;
};

/** What an event changed, from and to, in words (or in AED for an amount); null when it changed no status. */
export function useStatusChange() {
  const statusName = useStatusName();
  const aed = useAed();
  return (
    event: Pick<AuditEvent, 'action' | 'fromStatus' | 'toStatus'>,
  ): { from: string; to: string } | null => {
    if (event.toStatus === null) return null;
    const name = amountActions.has(event.action)
      ? (value: string | null) => (value === null || !/^\d+$/.test(value) ? value : aed(Number(value)))
      : statusName;
    return { from: name(event.fromStatus) ?? '—', to: name(event.toStatus) ?? '' };
  };
}

/** What happened to an item, one step a line: when, what, from which status to which, who, and why. */
export function Timeline({ events, headingId }: { events: TimelineEvent[]; headingId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const actionName = useAuditAction();
  const statusChange = useStatusChange();
  const reasonOf = useAuditReason();
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
                {intl.formatMessage(officeText.statusChange, statusChange(event)!)}
              </span>
            )}
          </p>
          <p className={styles.who}>
            {event.actor
              ? intl.formatMessage(officeText.by, { name: event.actor.name[locale] })
              : intl.formatMessage(officeText.bySystem)}
          </p>
          {event.reason && (
            <p className={styles.reason}>
              {intl.formatMessage(officeText.reason, { reason: reasonOf(event) ?? event.reason })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
