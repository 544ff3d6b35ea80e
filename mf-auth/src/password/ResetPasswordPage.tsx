import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
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
type FieldName = (typeof fieldNames)[number];

/** Sets a new password from a mailed link (`?token=`); then the member logs in with it. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const validationText = useValidationText();
  const token = searchParams.get('token') ?? '';
  const [refusal, setRefusal] = useState<string | undefined>(() =>
    v.is(ResetTokenSchema, token) ? undefined : intl.formatMessage(resetMessages.linkUnknown),
  );
  const title = intl.formatMessage(resetPasswordPage.title);
  usePageTitle(title);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver: valibotResolver(ResetPasswordRequestSchema),
    defaultValues: { token, newPassword: '', newPasswordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await resetPassword(values);
      navigate(localizePath('/auth/login', locale), {
        replace: true,
        state: { notice: 'passwordChanged' } satisfies LoginNotice,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields).filter((entry): entry is [FieldName, string[]] =>
          fieldNames.includes(entry[0] as FieldName),
        );
        for (const [field, ids] of fields) setError(field, { message: ids[0] }, { shouldFocus: true });
        if (fields.length > 0) return;
      }
      const code = error instanceof ApiError ? error.code : undefined;
      setRefusal(
        intl.formatMessage(linkRefusals[code as keyof typeof linkRefusals] ?? resetMessages.unavailable),
      );
    }
  });

  return (
    <Page>
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(resetPasswordPage.purpose)}</p>
        <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
          {refusal && (
            <div role="alert" className={formClassNames.alert}>
              <p>{refusal}</p>
              <LocalizedLink to="/auth/forgot-password">
                {intl.formatMessage(resetMessages.askAgain)}
              </LocalizedLink>
            </div>
          )}
          <TextField
            label={intl.formatMessage(resetMessages.newPassword)}
            hint={intl.formatMessage(resetMessages.newPasswordHint)}
            error={validationText(errors.newPassword?.message, 200)}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            label={intl.formatMessage(resetMessages.confirmation)}
            error={validationText(errors.newPasswordConfirmation?.message)}
            {...register('newPasswordConfirmation')}
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className={formClassNames.submit} disabled={isSubmitting}>
            {intl.formatMessage(isSubmitting ? resetMessages.submitting : resetMessages.submit)}
          </button>
        </form>
      </div>
    </Page>
  );
}
