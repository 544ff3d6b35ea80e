import { useIntl } from 'react-intl';
import type { RegistrationFormName } from '@uaeaf/contracts';
import { Page, formClassNames, usePageTitle } from '@uaeaf/ui';
import { registrationPages } from '../pages';
import { useLookups } from './lookups';
import { registrationMessages } from './messages';
import { RegistrationForm } from './RegistrationForm';
import styles from './registration.module.css';

/** `/register/{name}`: the form's heading and purpose, then the form once the lists it offers are loaded. */
export function RegistrationPage({ name }: { name: RegistrationFormName }) {
  const intl = useIntl();
  const page = registrationPages[name];
  const title = intl.formatMessage(page.title);
  usePageTitle(title);
  const lookups = useLookups();
  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(page.purpose)}</p>
        {lookups.data ? (
          <RegistrationForm key={name} name={name} lookups={lookups.data} />
        ) : lookups.isError ? (
          <div role="alert" className={formClassNames.alert}>
            <p>{intl.formatMessage(registrationMessages.lookupsFailed)}</p>
            <button type="button" className={styles.secondary} onClick={() => void lookups.refetch()}>
              {intl.formatMessage(registrationMessages.retry)}
            </button>
          </div>
        ) : (
          <p role="status">{intl.formatMessage(registrationMessages.loading)}</p>
        )}
      </div>
    </Page>
  );
}
