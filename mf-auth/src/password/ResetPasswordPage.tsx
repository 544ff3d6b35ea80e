import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import {
  PasswordErrorCodes,
  type ResetPasswordRequest,
  ResetPasswordRequestSchema,
  ResetTokenSchema,
} from '@uaeaf/contracts';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { formClassNames, LocalizedLink, Page, TextField, usePageTitle, useValidationText } from '@uaeaf/ui';
import { useServerForm } from '@uaeaf/ui/form';
import type { LoginNotice } from '../login/login-notice';
import styles from '../login/login.module.css';
import { resetPasswordPage } from '../pages';
import { resetPassword } from './password-api';
import { resetMessages } from './password-messages';

const linkRefusals = {
  [PasswordErrorCodes.resetLinkUnknown]: resetMessages.linkUnknown,
  [PasswordErrorCodes.resetLinkUsed]: resetMessages.linkUsed,
  [PasswordErrorCodes.resetLinkExpired]: resetMessages.linkExpired,
};

const fieldNames = ['newPassword', 'newPasswordConfirmation'] as const;

/** Sets a new password from a mailed link (`?token=`); then the member logs in with it. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const validationText = useValidationText();
  const token = searchParams.get('token') ?? '';
  // A link without a valid token is refused at once, until the member tries anyway and the API answers.
  const [tried, setTried] = useState(false);
  const title = intl.formatMessage(resetPasswordPage.title);
  usePageTitle(title);

  const { form, onSubmit, pending, refusal } = useServerForm({
    schema: ResetPasswordRequestSchema,
    defaultValues: { token, newPassword: '', newPasswordConfirmation: '' },
    fields: fieldNames,
    send: async (values: ResetPasswordRequest) => {
      setTried(true);
      await resetPassword(values);
      navigate(localizePath('/auth/login', locale), {
        replace: true,
        state: { notice: 'passwordChanged' } satisfies LoginNotice,
      });
    },
  });
  const { errors } = form.formState;
  const code = refusal instanceof ApiError ? refusal.code : undefined;
  const refusalText =
    refusal !== undefined
      ? intl.formatMessage(linkRefusals[code as keyof typeof linkRefusals] ?? resetMessages.unavailable)
      : !tried && !v.is(ResetTokenSchema, token)
        ? intl.formatMessage(resetMessages.linkUnknown)
        : undefined;

  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(resetPasswordPage.purpose)}</p>
        <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
          {refusalText && (
            <div role="alert" className={formClassNames.alert}>
              <p>{refusalText}</p>
              <LocalizedLink to="/auth/forgot-password">
                {intl.formatMessage(resetMessages.askAgain)}
              </LocalizedLink>
            </div>
          )}
          <TextField
            label={intl.formatMessage(resetMessages.newPassword)}
            hint={intl.formatMessage(resetMessages.newPasswordHint)}
            error={validationText(errors.newPassword?.message, 200)}
            {...form.register('newPassword')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            label={intl.formatMessage(resetMessages.confirmation)}
            error={validationText(errors.newPasswordConfirmation?.message)}
            {...form.register('newPasswordConfirmation')}
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className={formClassNames.submit} disabled={pending}>
            {intl.formatMessage(pending ? resetMessages.submitting : resetMessages.submit)}
          </button>
        </form>
      </div>
    </Page>
  );
}
