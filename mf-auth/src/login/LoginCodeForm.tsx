import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { ApiError } from '@uaeaf/api-client';
import {
  LoginCodeRequestSchema,
  LoginErrorCodes,
  loginCodeLength,
  type LoginCodeRequest,
  type SessionResponse,
} from '@uaeaf/contracts';
import { TextField, formClassNames, useValidationText } from '@uaeaf/ui';
import { sendLoginCode } from './login-api';
import { codeSentText, loginMessages } from './login-messages';
import styles from './login.module.css';

/** Refusals after which this code cannot work: the member logs in again for a new one. */
const endedMessages = {
  [LoginErrorCodes.codeEnded]: loginMessages.codeEnded,
  [LoginErrorCodes.codeExpired]: loginMessages.codeExpired,
  [LoginErrorCodes.codeUsed]: loginMessages.codeUsed,
  [LoginErrorCodes.blocked]: loginMessages.blocked,
};

/**
 * The login's second step while the account is under attack (decision 080): the code mailed to the owner. The page
 * says "if the password was right" because the API answers a wrong one the same way and mails nothing.
 */
export function LoginCodeForm({
  challenge,
  email,
  onSession,
  onRestart,
}: {
  challenge: string;
  email: string;
  onSession: (session: SessionResponse) => void;
  /** Back to the password, for a new code. */
  onRestart: () => void;
}) {
  const intl = useIntl();
  const validationText = useValidationText();
  const [refusal, setRefusal] = useState<{ text: string; ended: boolean }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginCodeRequest>({
    resolver: valibotResolver(LoginCodeRequestSchema),
    defaultValues: { challenge, code: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    setRefusal(undefined);
    try {
      onSession(await sendLoginCode(request));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === LoginErrorCodes.codeWrong) {
        setRefusal({ text: intl.formatMessage(loginMessages.codeWrong), ended: false });
        return;
      }
      const ended = endedMessages[code as keyof typeof endedMessages];
      setRefusal({ text: intl.formatMessage(ended ?? loginMessages.unavailable), ended: Boolean(ended) });
    }
  });

  return (
    <form className={formClassNames.form} onSubmit={onSubmit} noValidate>
      <p role="status" className={formClassNames.notice}>
        {intl.formatMessage(codeSentText, { email: `\u2068${email}\u2069` })}
      </p>
      {refusal && (
        <p role="alert" className={formClassNames.alert}>
          {refusal.text}
        </p>
      )}
      {!refusal?.ended && (
        <>
          <TextField
            label={intl.formatMessage(loginMessages.code)}
            error={validationText(errors.code?.message)}
            {...register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={loginCodeLength}
            dir="ltr"
          />
          <button type="submit" className={formClassNames.submit} disabled={isSubmitting}>
            {intl.formatMessage(isSubmitting ? loginMessages.submitting : loginMessages.codeSubmit)}
          </button>
        </>
      )}
      <p className={styles.forgot}>
        <button type="button" className={styles.restart} onClick={onRestart}>
          {intl.formatMessage(loginMessages.codeRestart)}
        </button>
      </p>
    </form>
  );
}
