import { useIntl } from 'react-intl';
import type { ServiceRequestStatus } from '@uaeaf/contracts';
import { serviceStatusText } from './eservices-messages';
import styles from './eservices.module.css';

/** A request's status as a badge: its words, with a colour by how it stands (waiting, done, refused). */
export function ServiceStatus({ status }: { status: ServiceRequestStatus }) {
  const intl = useIntl();
  return (
    <span className={styles.status} data-status={status}>
      {intl.formatMessage(serviceStatusText[status])}
    </span>
  );
}
