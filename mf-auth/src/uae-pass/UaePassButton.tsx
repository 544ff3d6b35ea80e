import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { uaePassStartPath } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useUaePassInfo } from './uae-pass-api';
import { uaePassMessages } from './uae-pass-messages';
import styles from './uae-pass.module.css';

/**
 * UAE PASS's button, as its guidelines draw it: black, its mark at the start, the words in the page's language. A
 * link, not a fetch: the browser goes to UAE PASS and comes back through the API's callback, carrying on to where the
 * person was going (`?redirect=`).
 */
export function UaePassStartLink({ children, redirect }: { children: ReactNode; redirect?: string }) {
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  return (
    <a
      className={styles.button}
      href={uaePassStartPath(locale, redirect ?? searchParams.get('redirect') ?? undefined)}
    >
      <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          d="M12 3.5a7 7 0 0 0-7 7v2.5M19 13v-2.5a7 7 0 0 0-10.5-6M12 7a3.5 3.5 0 0 0-3.5 3.5V14a6 6 0 0 0 1.2 3.6M15.5 10.5V14a9 9 0 0 1-.8 3.7M12 10.5V15a9.5 9.5 0 0 1-1.6 5.3"
        />
      </svg>
      {children}
    </a>
  );
}

/**
 * "Sign in with UAE PASS" above the email login, kept apart from it as UAE PASS asks; nothing where the site has no
 * UAE PASS configured.
 */
export function UaePassChoice() {
  const intl = useIntl();
  const { data } = useUaePassInfo();
  if (!data?.available) return null;
  return (
    <>
      <UaePassStartLink>{intl.formatMessage(uaePassMessages.signIn)}</UaePassStartLink>
      <p className={styles.divider}>{intl.formatMessage(uaePassMessages.orEmail)}</p>
    </>
  );
}
