import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { useLocation } from 'react-router';
import { ApiError } from '@uaeaf/api-client';
import { LoginErrorCodes, LoginRequestSchema, type LoginRequest } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { TextField, formClassNames, LocalizedLink, Page, usePageTitle, useValidationText } from '@uaeaf/ui';
import { loginPage } from '../pages';
import { LoginCodeForm } from './LoginCodeForm';
import { useEnterSession } from './use-enter-session';
import { logIn } from './login-api';
import type { LoginNotice } from './login-notice';
import { loginMessages } from './login-messages';
import styles from './login.module.css';
import { UaePassChoice } from '../uae-pass/UaePassButton';

const refusalMessages = {
  [LoginErrorCodes.invalidCredentials]: loginMessages.invalidCredentials,
  [LoginErrorCodes.blocked]: loginMessages.blocked,
  [LoginErrorCodes.tooManyAttempts]: loginMessages.tooManyAttempts,
};

export function LoginPage() {
  const intl = useIntl();
  const locale = useLocale();
  const validationText = useValidationText();
  const [refusal, setRefusal] = useState<string>();
  /** Set while the account asks this browser for a mailed code (decision 080). */
  const [codeStep, setCodeStep] = useState<{ challenge: string; email: string }>();
  const passwordChanged = (useLocation().state as LoginNotice | null)?.notice === 'passwordChanged';
  const title = intl.formatMessage(loginPage.title);
  usePageTitle(title);

  const enter = useEnterSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: valibotResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setRefusal(undefined);
    try {
      const answer = await logIn({ ...credentials, lang: locale });
      if ('challenge' in answer) setCodeStep({ challenge: answer.challenge, email: credentials.email });
      else enter(answer);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const message = refusalMessages[code as keyof typeof refusalMessages] ?? loginMessages.unavailable;
      setRefusal(intl.formatMessage(message));
    }
  });

  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(loginPage.purpose)}</p>
        {!codeStep && <UaePassChoice />}
        {codeStep ? (
          <LoginCodeForm
            key={codeStep.challenge}
            challenge={codeStep.challenge}
            email={codeStep.email}
            onSession={enter}
            onRestart={() => setCodeStep(undefined)}
          />
        ) : (
          <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
            {passwordChanged && !refusal && (
              <p role="status" className={formClassNames.notice}>
                {intl.formatMessage(loginMessages.passwordChanged)}
              </p>
            )}
            {refusal && (
              <p role="alert" className={formClassNames.alert}>
                {refusal}
              </p>
            )}
            <TextField
              label={intl.formatMessage(loginMessages.email)}
              error={validationText(errors.email?.message)}
              {...register('email')}
              type="email"
              autoComplete="username"
              inputMode="email"
            />
            <TextField
              label={intl.formatMessage(loginMessages.password)}
              error={validationText(errors.password?.message)}
              {...register('password')}
              type="password"
              autoComplete="current-password"
            />
            <p className={styles.forgot}>
              <LocalizedLink to="/auth/forgot-password">
                {intl.formatMessage(loginMessages.forgotPassword)}
              </LocalizedLink>
            </p>
            <button type="submit" className={formClassNames.submit} disabled={isSubmitting}>
              {intl.formatMessage(isSubmitting ? loginMessages.submitting : loginMessages.submit)}
            </button>
          </form>
        )}
        <p className={styles.join}>
          {intl.formatMessage(loginMessages.noAccount)}{' '}
          <LocalizedLink to="/register/players">
            {intl.formatMessage(loginMessages.registerPlayer)}
          </LocalizedLink>
          {' · '}
          <LocalizedLink to="/register/club">{intl.formatMessage(loginMessages.registerClub)}</LocalizedLink>
        </p>
      </div>
    </Page>
  );
}
