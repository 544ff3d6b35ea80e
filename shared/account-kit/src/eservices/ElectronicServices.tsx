import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { servicesFor } from '@uaeaf/contracts';
import { accountTypeAtom } from '@uaeaf/session';
import { EmptyState, LocalizedLink } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { eservicesText, serviceKindText, servicePurposeText, serviceRequestText } from './eservices-messages';
import type { ServicePaths } from './service-api';
import { ServiceFee } from './ServiceFee';
import { ServiceRequests } from './ServiceRequests';
import styles from './eservices.module.css';

/**
 * The electronic services this member kind may request (decision 039's `serviceRequesters`), each with what it is
 * for, its fee (in AED, as the catalogue prices it today) and a link to its form. A role area has no requests page of its own, so it shows the member's requests
 * below (`withRequests`); the club area links to its requests page instead.
 */
export function ElectronicServices({
  paths,
  withRequests = false,
}: {
  paths: ServicePaths;
  withRequests?: boolean;
}) {
  const intl = useIntl();
  const accountType = useAtomValue(accountTypeAtom);
  const services = accountType ? servicesFor(accountType) : [];
  return (
    <>
      {services.length === 0 ? (
        <EmptyState>
          <p>{intl.formatMessage(eservicesText.noServices)}</p>
        </EmptyState>
      ) : (
        <ul className={styles.services}>
          {services.map((kind) => (
            <li key={kind}>
              <h2>{intl.formatMessage(serviceKindText[kind])}</h2>
              <p>{intl.formatMessage(servicePurposeText[kind])}</p>
              <ServiceFee kind={kind} />
              <LocalizedLink to={`${paths.services}/${kind}`} className={actionButton.primary}>
                {intl.formatMessage(serviceRequestText[kind])}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      {withRequests ? (
        <section className={styles.section} aria-labelledby="service-requests">
          <h2 id="service-requests">{intl.formatMessage(eservicesText.requestsHeading)}</h2>
          <ServiceRequests paths={paths} />
        </section>
      ) : (
        <p>
          <LocalizedLink to={paths.requests}>{intl.formatMessage(eservicesText.requests)}</LocalizedLink>
        </p>
      )}
    </>
  );
}
