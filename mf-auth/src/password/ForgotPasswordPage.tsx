import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import { EmailSchema, PasswordErrorCodes } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames, LocalizedLink, Page, TextField, usePageTitle, useValidationText } from '@uaeaf/ui';
import { useServerForm } from '@uaeaf/ui/form';
import styles from '../login/login.module.css';
import { forgotPasswordPage } from '../pages';
import { requestResetLink } from './password-api';
import { forgotMessages } from './password-messages';

const FormSchema = v.object({ email: EmailSchema });

/** Asks for a reset link, mailed in the page's language. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const validationText = useValidationText();
  const [sent, setSent] = useState(false);
  const title = intl.formatMessage(forgotPasswordPage.title);
  usePageTitle(title);

  const { form, onSubmit, pending, refusal } = useServerForm({
    schema: FormSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    send: async ({ email }) => {
      setSent(false);
      await requestResetLink({ email, lang: locale });
      setSent(true);
    },
  });
  const { errors } = form.formState;
  const tooMany = refusal instanceof ApiError && refusal.code === PasswordErrorCodes.tooManyAttempts;

  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(forgotPasswordPage.purpose)}</p>
        <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
          <div aria-live="polite">
            {sent && (
              <p role="status" className={formClassNames.notice}>
                {intl.formatMessage(forgotMessages.sent)}
              </p>
            )}
          </div>
          {refusal !== undefined && (
            <p role="alert" className={formClassNames.alert}>
              {intl.formatMessage(tooMany ? forgotMessages.tooManyAttempts : forgotMessages.unavailable)}
            </p>
          )}
          <TextField
            label={intl.formatMessage(forgotMessages.email)}
            error={validationText(errors.email?.message, 254)}
            {...form.register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <button type="submit" className={formClassNames.submit} disabled={pending}>
            {intl.formatMessage(pending ? forgotMessages.submitting : forgotMessages.submit)}
          </button>
        </form>
        <p className={styles.join}>
          <LocalizedLink to="/auth/login">{intl.formatMessage(forgotMessages.backToLogin)}</LocalizedLink>
        </p>
      </div>
    </Page>
  );
}
