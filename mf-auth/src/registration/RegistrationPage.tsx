import { useIntl } from 'react-intl';
import { registrationSchemas, type RegistrationFormName } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { Page, formClassNames, usePageTitle } from '@uaeaf/ui';
import { registrationPages } from '../pages';
import { Confirmation } from './Confirmation';
import { useFormLists } from './lookups';
import { registrationMessages } from './messages';
import { RegistrationForm } from './RegistrationForm';
import { submitRegistration } from './submit';
import styles from './registration.module.css';

/** `/register/{name}`: the form's heading and purpose, then the form once the lists it offers are loaded. */
export function RegistrationPage({ name }: { name: RegistrationFormName }) {
  const intl = useIntl();
  const locale = useLocale();
  const page = registrationPages[name];
  const title = intl.formatMessage(page.title);
  usePageTitle(title);
  const form = registrationSchemas[name];
  const lookups = useFormLists('clubId' in form.entries);
  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(page.purpose)}</p>
        {lookups.data ? (
          <RegistrationForm
            key={name}
            form={form}
            lookups={lookups.data}
            send={(body) => submitRegistration(name, body, locale)}
            confirmation={<Confirmation />}
          />
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
