import { useIntl } from 'react-intl';
import { useLocale } from '@uaeaf/i18n';
import { EmptyState, LocalizedLink, QueryStates, useDates } from '@uaeaf/ui';
import { concernText, eservicesText, serviceKindText } from './eservices-messages';
import { awaitsAnswer, useServiceRequests, type ServicePaths } from './service-api';
import { ServiceStatus } from './ServiceStatus';
import styles from './eservices.module.css';

/**
 * The member's service requests and those naming them (a club's players, a club as a party), newest first, each
 * leading to its page. The API answers them all at once, so the list is complete, not paged.
 */
export function ServiceRequests({ paths }: { paths: ServicePaths }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  const requests = useServiceRequests();
  return (
    <QueryStates query={requests}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState>
            <p>{intl.formatMessage(eservicesText.noRequests)}</p>
          </EmptyState>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(eservicesText.service)}</th>
                  <th scope="col">{intl.formatMessage(eservicesText.status)}</th>
                  <th scope="col">{intl.formatMessage(eservicesText.player)}</th>
                  <th scope="col">{intl.formatMessage(eservicesText.date)}</th>
                  <th scope="col">{intl.formatMessage(eservicesText.concern)}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((request) => (
                  <tr key={request.id}>
                    <th scope="row">
                      <LocalizedLink to={`${paths.request}/${request.id}`}>
                        {intl.formatMessage(serviceKindText[request.kind])}{' '}
                        <bdi>#{intl.formatNumber(request.id, { useGrouping: false })}</bdi>
                      </LocalizedLink>
                    </th>
                    <td>
                      <ServiceStatus status={request.status} />
                      {awaitsAnswer(request) && (
                        <span className={styles.waiting}>
                          {intl.formatMessage(eservicesText.waitingBadge)}
                        </span>
                      )}
                    </td>
                    <td>{request.player?.name[locale] ?? '—'}</td>
                    <td>
                      <time dateTime={request.submittedAt}>{day(request.submittedAt)}</time>
                    </td>
                    <td>{intl.formatMessage(concernText[request.role])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryStates>
  );
}
