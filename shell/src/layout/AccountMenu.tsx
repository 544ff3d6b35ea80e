import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { apiUrl } from '@uaeaf/api-client';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { accountAreaPath, accountTypeAtom, pushToast, signOut, userInfoAtom } from '@uaeaf/session';
import { AccountAreas, areaOf, LogoutAnswerSchema, type AccountType } from '@uaeaf/contracts';
import { isRoleArea, LocalizedLink, roleAreaSubPages, roleSubPageTitles, useHydrated } from '@uaeaf/ui';
import { greetingMessage, layoutMessages } from './layout-messages';
import { useDisclosure } from './use-disclosure';
import { Chevron } from './Chevron';
import styles from './layout.module.css';

/** A role area member's pages besides its home, from the list the area itself is made from; none for other areas. */
function areaPages(accountType: AccountType) {
  const area = areaOf(accountType);
  if (!isRoleArea(area)) return [];
  return roleAreaSubPages[area].map((page) => ({
    path: `${AccountAreas[area].path}/${page}`,
    title: roleSubPageTitles[page],
  }));
}

/** "Log in" for visitors; for members, a menu with their area, its pages and "Log out". */
export function AccountMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  // The member is known only in the browser: a server-rendered page has "Log in" until it has hydrated.
  const hydrated = useHydrated();
  const userInfo = useAtomValue(userInfoAtom);
  const accountType = useAtomValue(accountTypeAtom);
  const { containerRef, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();

  if (!hydrated || !userInfo || !accountType) {
    return (
      // Hidden on a server-rendered page while the app starts when the browser holds a member (shell/index.html).
      <LocalizedLink className={styles.primaryAction} to="/auth/login" data-guest-only="">
        {intl.formatMessage(layoutMessages.logIn)}
      </LocalizedLink>
    );
  }

  const logOut = async () => {
    // The server ends the session (and clears its cookie); the browser forgets the member either way.
    const answer = await fetch(apiUrl(`/auth/logout?lang=${locale}`), {
      method: 'POST',
      credentials: 'include',
    })
      .then((response) => (response.status === 200 ? response.json() : undefined))
      .catch(() => undefined);
    signOut(window.localStorage);
    const uaePass = v.safeParse(LogoutAnswerSchema, answer);
    // Signed in with UAE PASS: its session ends on its own page, which then brings the browser back home.
    if (uaePass.success) return window.location.assign(uaePass.output.uaePassLogout);
    pushToast({ kind: 'info', text: intl.formatMessage(layoutMessages.loggedOut) });
    navigate(localizePath('/', locale));
  };

  return (
    <div ref={containerRef} className={styles.accountMenu}>
      {/* A long name is cut short on screen (the header stays one line); the button's name and title keep it whole. */}
      <button
        className={styles.primaryAction}
        {...buttonProps}
        aria-label={intl.formatMessage(greetingMessage, { name: userInfo.name[locale] })}
        title={userInfo.name[locale]}
      >
        <span className={styles.accountName}>{userInfo.name[locale]}</span>
        <Chevron />
      </button>
      <ul className={styles.accountPanel} {...panelProps}>
        <li>
          <LocalizedLink className={styles.panelItem} to={accountAreaPath[accountType]}>
            {intl.formatMessage(layoutMessages.myAccount)}
          </LocalizedLink>
        </li>
        {areaPages(accountType).map((page) => (
          <li key={page.path}>
            <LocalizedLink className={styles.panelItem} to={page.path}>
              {intl.formatMessage(page.title)}
            </LocalizedLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.panelItem} onClick={logOut}>
            {intl.formatMessage(layoutMessages.logOut)}
          </button>
        </li>
      </ul>
    </div>
  );
}
