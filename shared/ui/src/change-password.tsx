import { startTransition } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiRequest } from '@uaeaf/api-client';
import {
  type ChangePasswordRequest,
  ChangePasswordRequestSchema,
  PasswordChangedReceiptSchema,
  PasswordErrorCodes,
} from '@uaeaf/contracts';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { pushToast, signOut } from '@uaeaf/session';
import { useServerForm } from './form/server-form';
import { formClassNames, TextField, useValidationText } from './forms';
import type { ChangePasswordNotice } from './guards';

const messages = defineMessages({
  heading: { id: 'ui.password.heading', defaultMessage: 'Change your password' },
  currentPassword: { id: 'ui.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'ui.password.new', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'ui.password.new.hint',
    defaultMessage:
      'At least 10 characters, with at least one letter and one digit; not a common password, nor made from your name or email.',
  },
  confirmation: { id: 'ui.password.confirmation', defaultMessage: 'Confirm the new password' },
  loggedOutNote: {
    id: 'ui.password.loggedOutNote',
    defaultMessage: 'Changing your password logs you out on every device; you then log in with the new one.',
  },
  weakNotice: {
    id: 'ui.password.weakNotice',
    defaultMessage:
      'Your password is too easy to guess: it is a common password, or made from your name or email. Please choose a new one now.',
  },
  submit: { id: 'ui.password.submit', defaultMessage: 'Change password' },
  submitting: { id: 'ui.password.submitting', defaultMessage: 'Changing…' },
  changed: {
    id: 'ui.password.changed',
    defaultMessage: 'Your password has been changed. Please log in with your new password.',
  },
  tooManyAttempts: {
    id: 'ui.password.tooManyAttempts',
    defaultMessage: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  },
  unavailable: {
    id: 'ui.password.unavailable',
    defaultMessage: 'The password could not be changed right now. Please try again in a moment.',
  },
});

const fieldNames = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

/**
 * The change-password form of every account area. On success the server has ended every session of the member, so
 * the browser forgets the member too; the area's guard then shows the login page, where the toast says why.
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const validationText = useValidationText();
  const weakNotice = (useLocation().state as ChangePasswordNotice | null)?.notice === 'passwordWeak';
  const { form, onSubmit, pending, refusal } = useServerForm({
    schema: ChangePasswordRequestSchema,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    fields: fieldNames,
    send: async (values: ChangePasswordRequest) => {
      await apiRequest('/auth/password', PasswordChangedReceiptSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      pushToast({ kind: 'success', text: intl.formatMessage(messages.changed) });
      // One transition: the login page and the signed-out state render together, so the area's guard never sees a
      // visitor on this page and adds a `?redirect=` back to it.
      startTransition(() => {
        navigate(localizePath('/auth/login', locale), { replace: true });
        signOut(window.localStorage);
      });
    },
    onRefused: (error) => {
      // A session that ended elsewhere: the browser forgets it and the guard sends the member to log in.
      if (error instanceof ApiError && error.status === 401) signOut(window.localStorage);
    },
  });
  const { errors } = form.formState;
  const signedOut = refusal instanceof ApiError && refusal.status === 401;
  const failure =
    refusal === undefined || signedOut
      ? undefined
      : intl.formatMessage(
          refusal instanceof ApiError && refusal.code === PasswordErrorCodes.tooManyAttempts
            ? messages.tooManyAttempts
            : messages.unavailable,
        );

  return (
    <section aria-labelledby="change-password">
      <h2 id="change-password">{intl.formatMessage(messages.heading)}</h2>
      <p>{intl.formatMessage(messages.loggedOutNote)}</p>
      <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
        {weakNotice && !failure && (
          <p role="status" className={formClassNames.notice}>
            {intl.formatMessage(messages.weakNotice)}
          </p>
        )}
        {failure && (
          <p role="alert" className={formClassNames.alert}>
            {failure}
          </p>
        )}
        <TextField
          label={intl.formatMessage(messages.currentPassword)}
          error={validationText(errors.currentPassword?.message, 200)}
          {...form.register('currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label={intl.formatMessage(messages.newPassword)}
          hint={intl.formatMessage(messages.newPasswordHint)}
          error={validationText(errors.newPassword?.message, 200)}
          {...form.register('newPassword')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={intl.formatMessage(messages.confirmation)}
          error={validationText(errors.newPasswordConfirmation?.message)}
          {...form.register('newPasswordConfirmation')}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={formClassNames.submit} disabled={pending}>
          {intl.formatMessage(pending ? messages.submitting : messages.submit)}
        </button>
      </form>
    </section>
  );
}
