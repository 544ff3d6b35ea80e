import { useIntl, type IntlShape } from 'react-intl';
import {
  ObjectionReasons,
  ServicePartyRoles,
  type ObjectionReason,
  type ServiceEvent,
  type ServicePartyRole,
  textIn,
} from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import { useDates } from '@uaeaf/ui';
import {
  eventReasonText,
  eventText,
  namedEventText,
  objectionText,
  otherEventText,
  partyRoleText,
  serviceStatusText,
} from './eservices-messages';
import styles from './eservices.module.css';

const namedActions: Record<string, keyof typeof namedEventText> = {
  'service.submitted': 'submitted',
  'service.partyAgreed': 'partyAgreed',
  'service.partyObjected': 'partyObjected',
  'service.partyDeclined': 'partyDeclined',
  'service.documentsAdded': 'documentsAdded',
  'service.withdrawn': 'withdrawn',
};
const otherActions: Record<string, keyof typeof eventText> = {
  'service.partyDeemedAgreed': 'partyDeemedAgreed',
  'service.approved': 'approved',
  'service.rejected': 'rejected',
  'service.documentsRequested': 'documentsRequested',
};

/**
 * A party's step stores `role: objection: note` (decision 039): the role and the objection are shown in words, the
 * note as the club wrote it.
 */
function partyReason(intl: IntlShape, reason: string): string {
  const [first, ...rest] = reason.split(': ');
  const parts: string[] = [];
  let remaining = rest;
  if ((ServicePartyRoles as readonly string[]).includes(first!)) {
    parts.push(intl.formatMessage(partyRoleText[first as ServicePartyRole]));
  } else remaining = [first!, ...rest];
  if ((ObjectionReasons as readonly string[]).includes(remaining[0] ?? '')) {
    parts.push(intl.formatMessage(objectionText[remaining[0] as ObjectionReason]));
    remaining = remaining.slice(1);
  }
  if (remaining.length) parts.push(remaining.join(': '));
  return parts.join(' — ');
}

/**
 * A step's reason in the page's language: a party's in words; none for the sending, whose stored reason is the
 * service's code (its name heads the page); the API's own reasons (a withdrawal's) in the page's language.
 */
export function serviceEventReason(
  intl: IntlShape,
  locale: Locale,
  event: Pick<ServiceEvent, 'action' | 'reason'>,
): string | null {
  if (event.reason === null || event.action === 'service.submitted') return null;
  if (event.action.startsWith('service.party')) return partyReason(intl, event.reason);
  return textIn(event.reason, locale);
}

function describe(intl: IntlShape, locale: Locale, event: ServiceEvent): string {
  const named = namedActions[event.action];
  if (named) {
    const name = event.name?.[locale] ?? intl.formatMessage(eventText.someone);
    return intl.formatMessage(namedEventText[named], { name });
  }
  const other = otherActions[event.action];
  if (other) return intl.formatMessage(eventText[other]);
  return intl.formatMessage(otherEventText, {
    status: event.toStatus ? intl.formatMessage(serviceStatusText[event.toStatus]) : '—',
  });
}

/**
 * A service request's steps, oldest first. Not the membership requests' `RequestTimeline`: that one reads a member's
 * own requests (their list, their actions and statuses); a service step has parties, objections and the system's
 * silence rule.
 */
export function ServiceTimeline({ events }: { events: readonly ServiceEvent[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  return (
    <ol className={styles.timeline}>
      {events.map((event, index) => {
        const reason = serviceEventReason(intl, locale, event);
        return (
          <li key={index}>
            <time dateTime={event.at} className={styles.when}>
              {dayAndTime(event.at)}
            </time>
            <span>{describe(intl, locale, event)}</span>
            {reason && (
              <span className={styles.reason}>{intl.formatMessage(eventReasonText, { reason })}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
