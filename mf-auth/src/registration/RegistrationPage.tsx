import { useIntl } from 'react-intl';
import { registrationSchemas, type RegistrationFormName } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { Page, usePageTitle } from '@uaeaf/ui';
import { registrationPages } from '../pages';
import { RegistrationForm, WithFormLists } from '@uaeaf/account-kit';
import { Confirmation } from './Confirmation';
import { submitRegistration } from './submit';
import styles from './pages.module.css';

/** `/register/{name}`: the form's heading and purpose, then the form once the lists it offers are loaded. */
export function RegistrationPage({ name }: { name: RegistrationFormName }) {
  const intl = useIntl();
  const locale = useLocale();
  const page = registrationPages[name];
  const title = intl.formatMessage(page.title);
  usePageTitle(title);
  const form = registrationSchemas[name];
  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(page.purpose)}</p>
        <WithFormLists asksForClub={'clubId' in form.entries}>
          {(lists) => (
            <RegistrationForm
              key={name}
              form={form}
              lookups={lists}
              send={(body) => submitRegistration(name, body, locale)}
              confirmation={(receipt) => <Confirmation receipt={receipt} />}
            />
          )}
        </WithFormLists>
      </div>
    </Page>
  );
}
