import { defineMessage, defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { OwnRequest, OwnRequestEvent } from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import { useDates } from '../dates/dates';
import { QueryStates } from '../lists/states';
import { useOwnRequests } from './own-requests';
import { requestStatusLabels } from './request-status';
import styles from './membership.module.css';

const labels = defineMessages({
  heading: { id: 'ui.requests.heading', defaultMessage: 'Your membership requests' },
  none: { id: 'ui.requests.none', defaultMessage: 'You have sent no membership request.' },
  submitted: { id: 'ui.requests.event.submitted', defaultMessage: 'You sent the request' },
  approved: { id: 'ui.requests.event.approved', defaultMessage: 'The federation office approved it' },
  rejectedByOffice: {
    id: 'ui.requests.event.rejectedByOffice',
    defaultMessage: 'The federation office rejected it',
  },
  resubmitted: { id: 'ui.requests.event.resubmitted', defaultMessage: 'You corrected it and sent it again' },
});

/** What each kind of request is, as its heading names it. */
const kindText: Record<OwnRequest['kind'], MessageDescriptor> = defineMessages({
  new: { id: 'ui.requests.kind.new', defaultMessage: 'Membership request' },
  renewal: { id: 'ui.requests.kind.renewal', defaultMessage: 'Membership renewal' },
  termination: { id: 'ui.requests.kind.termination', defaultMessage: 'Membership termination' },
  document: { id: 'ui.requests.kind.document', defaultMessage: 'Document replacement' },
});

const byClub = {
  accepted: defineMessage<{ club: string }>({
    id: 'ui.requests.event.accepted',
    defaultMessage: '{club} accepted it',
  }),
  rejected: defineMessage<{ club: string }>({
    id: 'ui.requests.event.rejectedByClub',
    defaultMessage: '{club} rejected it',
  }),
};
const changed = defineMessage<{ status: string }>({
  id: 'ui.requests.event.changed',
  defaultMessage: 'Its status became: {status}',
});
const reasonText = defineMessage<{ reason: string }>({
  id: 'ui.requests.reason',
  defaultMessage: 'Reason: {reason}',
});

/** One step of a request's history as its applicant reads it. */
function eventText(intl: IntlShape, locale: Locale, event: OwnRequestEvent): string {
  const club = event.clubName?.[locale] ?? '';
  switch (event.action) {
    case 'request.submitted':
      return intl.formatMessage(labels.submitted);
    case 'request.accepted':
      return intl.formatMessage(byClub.accepted, { club });
    case 'request.approved':
      return intl.formatMessage(labels.approved);
    case 'request.rejected':
      return event.by === 'club'
        ? intl.formatMessage(byClub.rejected, { club })
        : intl.formatMessage(labels.rejectedByOffice);
    case 'request.resubmitted':
      return intl.formatMessage(labels.resubmitted);
  }
  return intl.formatMessage(changed, {
    status: event.toStatus ? intl.formatMessage(requestStatusLabels[event.toStatus]) : '—',
  });
}

function Timeline({ request }: { request: OwnRequest }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  return (
    <ol className={styles.timeline}>
      {request.timeline.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at} className={styles.when}>
            {dayAndTime(event.at)}
          </time>
          <span>{eventText(intl, locale, event)}</span>
          {event.reason && (
            <span className={styles.reason}>{intl.formatMessage(reasonText, { reason: event.reason })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The member's requests, each with its status and its history (issue 9: a member sees the timeline of their own). */
export function RequestTimeline() {
  const intl = useIntl();
  const { day } = useDates();
  const requests = useOwnRequests();
  return (
    <section className={styles.card} aria-labelledby="own-requests" aria-busy={requests.isPending}>
      <h2 id="own-requests">{intl.formatMessage(labels.heading)}</h2>
      <QueryStates query={requests}>
        {({ requests: own }) =>
          own.length === 0 ? (
            <p>{intl.formatMessage(labels.none)}</p>
          ) : (
            own.map((request) => (
              <article key={request.id} className={styles.request} aria-labelledby={`request-${request.id}`}>
                <h3 id={`request-${request.id}`}>
                  {intl.formatMessage(kindText[request.kind])}{' '}
                  <span className={styles.when}>
                    <time dateTime={request.submittedAt}>{day(request.submittedAt)}</time>
                  </span>
                </h3>
                <p>
                  <span className={styles.status} data-status={request.status}>
                    {intl.formatMessage(requestStatusLabels[request.status])}
                  </span>
                </p>
                <Timeline request={request} />
              </article>
            ))
          )
        }
      </QueryStates>
    </section>
  );
}
