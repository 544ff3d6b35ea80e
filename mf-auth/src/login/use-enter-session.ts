import { startTransition } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionResponse } from '@uaeaf/contracts';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { pushToast, signIn } from '@uaeaf/session';
import { afterLoginPath, changePasswordPath, type ChangePasswordNotice } from '@uaeaf/ui';
import { loginMessages } from './login-messages';

/**
 * What every way of signing in does with the session it got (a password, a mailed code, UAE PASS): signs the browser
 * in and takes the member on, to where they were going (`?redirect=`) or their own area, told of a restriction.
 */
export function useEnterSession() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (session: SessionResponse) => {
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
  };
}
