import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import {
  RegistrationFormNames,
  registrationTakesUaePass,
  type UaePassOutcome,
  UaePassOutcomes,
} from '@uaeaf/contracts';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { accountAreaPath, accountTypeAtom, pushToast } from '@uaeaf/session';
import { formClassNames, LocalizedLink, Page, usePageTitle } from '@uaeaf/ui';
import { useEnterSession } from '../login/use-enter-session';
import loginStyles from '../login/login.module.css';
import { registrationPages } from '../pages';
import { UaePassStartLink } from './UaePassButton';
import { fetchSession, useUaePassInfo } from './uae-pass-api';
import { outcomeMessages, uaePassMessages } from './uae-pass-messages';
import styles from './uae-pass.module.css';

const isOutcome = (value: string | null): value is UaePassOutcome =>
  (UaePassOutcomes as readonly (string | null)[]).includes(value);

/**
 * `/auth/uaepass`, where the API's callback sends the browser back from UAE PASS (decision 096): signed in, it reads the
 * session the callback opened and takes the member on as a password login does; otherwise it says what happened, in
 * the page's language, and what the person can do next.
 */
export function UaePassLandingPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const given = searchParams.get('outcome');
  const redirect = searchParams.get('redirect') ?? undefined;
  const locale = useLocale();
  const navigate = useNavigate();
  const accountType = useAtomValue(accountTypeAtom);
  const [outcome, setOutcome] = useState<UaePassOutcome>(isOutcome(given) ? given : 'failed');
  const enter = useEnterSession();
  const entered = useRef(false);
  usePageTitle(intl.formatMessage(uaePassMessages.title));

  useEffect(() => {
    if (entered.current) return;
    if (outcome === 'signedIn') {
      entered.current = true;
      fetchSession().then(enter, () => setOutcome('failed'));
    } else if (outcome === 'linked') {
      entered.current = true;
      pushToast({ kind: 'success', text: intl.formatMessage(uaePassMessages.linked) });
      const account = redirect ?? (accountType ? accountAreaPath[accountType] : '/');
      navigate(localizePath(account, locale), { replace: true });
    }
  }, [outcome, enter, intl, navigate, locale, redirect, accountType]);

  return (
    <Page>
      <div className={loginStyles.card}>
        <h1>{intl.formatMessage(uaePassMessages.title)}</h1>
        {outcome === 'signedIn' || outcome === 'linked' ? (
          <p role="status">{intl.formatMessage(uaePassMessages.signingIn)}</p>
        ) : (
          <Refusal outcome={outcome} />
        )}
      </div>
    </Page>
  );
}

/**
 * Why UAE PASS did not sign the person in (or, for a signed-in member linking it, did not link), and what they can do:
 * a visitor tries again or logs in with their email; a member goes back to their account.
 */
function Refusal({ outcome }: { outcome: Exclude<UaePassOutcome, 'signedIn' | 'linked'> }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { data: info } = useUaePassInfo();
  const accountType = useAtomValue(accountTypeAtom);
  const redirect = searchParams.get('redirect') ?? undefined;
  const retry = outcome !== 'blocked' && outcome !== 'unavailable' && outcome !== 'unverified';
  return (
    <>
      <p role="alert" className={formClassNames.alert}>
        {intl.formatMessage(outcomeMessages[outcome])}
      </p>
      <div className={styles.actions}>
        {outcome === 'unverified' && info?.upgradeUrl && (
          <a href={info.upgradeUrl} rel="noopener">
            {intl.formatMessage(uaePassMessages.upgrade)}
          </a>
        )}
        {accountType ? (
          <LocalizedLink to={redirect ?? accountAreaPath[accountType]}>
            {intl.formatMessage(uaePassMessages.backToAccount)}
          </LocalizedLink>
        ) : (
          <>
            {retry && <UaePassStartLink>{intl.formatMessage(uaePassMessages.tryAgain)}</UaePassStartLink>}
            <LocalizedLink to={redirect ? `/auth/login?${new URLSearchParams({ redirect })}` : '/auth/login'}>
              {intl.formatMessage(uaePassMessages.logInWithEmail)}
            </LocalizedLink>
          </>
        )}
      </div>
      {outcome === 'unknown' && !accountType && <RegistrationChoices />}
    </>
  );
}

/** The person's registration forms, each of which opens with the details UAE PASS gave (decision 097). */
function RegistrationChoices() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.choices}>
      <h2 id={headingId}>{intl.formatMessage(uaePassMessages.registerChoice)}</h2>
      <ul>
        {RegistrationFormNames.filter(registrationTakesUaePass).map((form) => (
          <li key={form}>
            <LocalizedLink to={`/register/${form}`}>
              {intl.formatMessage(registrationPages[form].title)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
