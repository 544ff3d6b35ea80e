import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import { EmailSchema, PasswordErrorCodes } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { formClassNames, LocalizedLink, Page, TextField, usePageTitle, useValidationText } from '@uaeaf/ui';
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
  const [outcome, setOutcome] = useState<{ kind: 'sent' | 'refused'; text: string }>();
  const title = intl.formatMessage(forgotPasswordPage.title);
  usePageTitle(title);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferOutput<typeof FormSchema>>({
    resolver: valibotResolver(FormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      await requestResetLink({ email, lang: locale });
      setOutcome({ kind: 'sent', text: intl.formatMessage(forgotMessages.sent) });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.code === PasswordErrorCodes.tooManyAttempts;
      setOutcome({
        kind: 'refused',
        text: intl.formatMessage(tooMany ? forgotMessages.tooManyAttempts : forgotMessages.unavailable),
      });
    }
  });

  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(forgotPasswordPage.purpose)}</p>
        <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
          <div aria-live="polite">
            {outcome?.kind === 'sent' && (
              <p role="status" className={formClassNames.notice}>
                {outcome.text}
              </p>
            )}
          </div>
          {outcome?.kind === 'refused' && (
            <p role="alert" className={formClassNames.alert}>
              {outcome.text}
            </p>
          )}
          <TextField
            label={intl.formatMessage(forgotMessages.email)}
            error={validationText(errors.email?.message, 254)}
            {...register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <button type="submit" className={formClassNames.submit} disabled={isSubmitting}>
            {intl.formatMessage(isSubmitting ? forgotMessages.submitting : forgotMessages.submit)}
          </button>
        </form>
        <p className={styles.join}>
          <LocalizedLink to="/auth/login">{intl.formatMessage(forgotMessages.backToLogin)}</LocalizedLink>
        </p>
      </div>
    </Page>
  );
}
