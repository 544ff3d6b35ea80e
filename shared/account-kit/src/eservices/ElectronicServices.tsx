import { useIntl } from 'react-intl';
import { ElectronicServiceKinds } from '@uaeaf/contracts';
import { EmptyState, LocalizedLink } from '@uaeaf/ui';
import { eservicesText, serviceKindText } from './eservices-messages';
import styles from './eservices.module.css';

/**
 * The electronic services a member may request (spec's five), each saying it is coming: their forms and workflow are
 * issue 12's. `requestsPath` leads to the area's list of requests.
 */
export function ElectronicServices({ requestsPath }: { requestsPath: string }) {
  const intl = useIntl();
  return (
    <>
      <ul className={styles.services}>
        {ElectronicServiceKinds.map((kind) => (
          <li key={kind}>
            <h2>{intl.formatMessage(serviceKindText[kind])}</h2>
            <p>{intl.formatMessage(eservicesText.coming)}</p>
          </li>
        ))}
      </ul>
      <p>
        <LocalizedLink to={requestsPath}>{intl.formatMessage(eservicesText.requests)}</LocalizedLink>
      </p>
    </>
  );
}

/**
 * The member's electronic service requests. Nothing stores one until issue 12 builds the services (decision 022), so
 * the list is empty for everyone; the link leads to the services.
 */
export function ElectronicServiceRequests({ servicesPath }: { servicesPath: string }) {
  const intl = useIntl();
  return (
    <EmptyState>
      <p>{intl.formatMessage(eservicesText.noRequests)}</p>
      <p>
        <LocalizedLink to={servicesPath}>{intl.formatMessage(eservicesText.services)}</LocalizedLink>
      </p>
    </EmptyState>
  );
}
