import { useIntl } from 'react-intl';
import { registrationSchemas, registrationTakesUaePass, type RegistrationFormName } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { Page, usePageTitle } from '@uaeaf/ui';
import { registrationPages } from '../pages';
import { RegistrationForm, WithFormLists } from '@uaeaf/account-kit';
import { UaePassRegistration } from '../uae-pass/UaePassRegistration';
import { useUaePassPrefill, useUaePassPrefillUsed } from '../uae-pass/uae-pass-api';
import { Confirmation } from './Confirmation';
import { submitRegistration } from './submit';
import styles from './pages.module.css';

/**
 * `/register/{name}`: the form's heading and purpose, then the form once the lists it offers are loaded. A person's
 * form also waits for what UAE PASS gave, if anything (decision 097): those answers open filled in and locked.
 */
export function RegistrationPage({ name }: { name: RegistrationFormName }) {
  const intl = useIntl();
  const locale = useLocale();
  const page = registrationPages[name];
  const title = intl.formatMessage(page.title);
  usePageTitle(title);
  const form = registrationSchemas[name];
  const takesUaePass = registrationTakesUaePass(name);
  const uaePass = useUaePassPrefill(takesUaePass);
  const prefillUsed = useUaePassPrefillUsed();
  const prefill = uaePass.isPending && takesUaePass ? undefined : (uaePass.data ?? null);
  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(page.purpose)}</p>
        {takesUaePass && <UaePassRegistration form={name} prefill={prefill} />}
        <WithFormLists asksForClub={'clubId' in form.entries}>
          {(lists) =>
            prefill !== undefined && (
              <RegistrationForm
                key={`${name}-${prefill ? 'uaepass' : 'own'}`}
                form={form}
                lookups={lists}
                send={async (body) => {
                  const receipt = await submitRegistration(name, body, locale);
                  if (prefill) void prefillUsed();
                  return receipt;
                }}
                confirmation={(receipt) => <Confirmation receipt={receipt} />}
                {...(prefill && { initialValues: prefill.suggested, locked: prefill.locked })}
              />
            )
          }
        </WithFormLists>
      </div>
    </Page>
  );
}
