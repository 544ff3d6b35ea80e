import { startTransition, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@uaeaf/api-client';
import {
  LoginErrorCodes,
  LoginRequestSchema,
  type LoginRequest,
  type SessionResponse,
} from '@uaeaf/contracts';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { pushToast, signIn } from '@uaeaf/session';
import {
  TextField,
  formClassNames,
  LocalizedLink,
  Page,
  afterLoginPath,
  changePasswordPath,
  type ChangePasswordNotice,
  usePageTitle,
  useValidationText,
} from '@uaeaf/ui';
import { loginPage } from '../pages';
import { LoginCodeForm } from './LoginCodeForm';
import { logIn } from './login-api';
import type { LoginNotice } from './login-notice';
import { loginMessages } from './login-messages';
import styles from './login.module.css';

const refusalMessages = {
  [LoginErrorCodes.invalidCredentials]: loginMessages.invalidCredentials,
  [LoginErrorCodes.blocked]: loginMessages.blocked,
  [LoginErrorCodes.tooManyAttempts]: loginMessages.tooManyAttempts,
};

export function LoginPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const validationText = useValidationText();
  const [refusal, setRefusal] = useState<string>();
  /** Set while the account asks this browser for a mailed code (decision 080). */
  const [codeStep, setCodeStep] = useState<{ challenge: string; email: string }>();
  const passwordChanged = (useLocation().state as LoginNotice | null)?.notice === 'passwordChanged';
  const title = intl.formatMessage(loginPage.title);
  usePageTitle(title);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: valibotResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  function enter(session: SessionResponse) {
    // A password the server judged too easy to guess (decision 081): the member is taken to change it, told why. One
    // transition: that page and the signed-in state render together, or this visitors' page would first send the
    // member to their area.
    const passwordPage = session.passwordWeak ? changePasswordPath(session.accountType) : undefined;
    // The shared store is the composition's one session: the shell's header and every area see it at once.
    const signInHere = () => signIn(session, window.localStorage);
    if (passwordPage) {
      const notice: ChangePasswordNotice = { notice: 'passwordWeak' };
      startTransition(() => {
        navigate(localizePath(passwordPage, locale), { replace: true, state: notice });
        signInHere();
      });
    } else {
      signInHere();
    }
    if (session.userInfo.isRestricted) {
      pushToast({ kind: 'error', text: intl.formatMessage(loginMessages.restricted) });
    }
    if (session.passwordWeak && !passwordPage) {
      pushToast({ kind: 'error', text: intl.formatMessage(loginMessages.passwordWeak) });
    }
    if (!passwordPage) {
      navigate(localizePath(afterLoginPath(session.accountType, searchParams), locale), { replace: true });
    }
  }

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
