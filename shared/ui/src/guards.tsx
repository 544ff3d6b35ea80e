import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import {
  AccountAreas,
  areaOf,
  homePathOf,
  mayOpenArea,
  type AccountAreaName,
  type AccountType,
} from '@uaeaf/contracts';
import { useAtomValue } from 'jotai';
import { localizePath, splitLocalePrefix, useLocale } from '@uaeaf/i18n';
import { accountAreaPath, accountTypeAtom, isAuthenticatedAtom, userInfoAtom } from '@uaeaf/session';
import { isRoleArea } from './membership/role-area-pages';
import { useHydrated } from './hydrated';
import { NotAllowedPage } from './not-allowed';

/**
 * Login and registration are for visitors: a signed-in member is sent where `?redirect=` says, else to their own
 * area. The login page sends a member who has just signed in to the same place, so the two never disagree.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  // The member is known only in the browser: a server-rendered page is hydrated as the visitor's (decision 090).
  const hydrated = useHydrated();
  const accountType = useAtomValue(accountTypeAtom);
  if (useAtomValue(isAuthenticatedAtom) && accountType && hydrated) {
    return <Navigate replace to={localizePath(afterLoginPath(accountType, searchParams), locale)} />;
  }
  return children;
}

/** Account areas need a member: a visitor is sent to the login page, and comes back here after logging in. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  // Nothing until a server-rendered page has hydrated (the server knows no member, and renders nothing here): then the
  // member's page, or the login page for a visitor. Sent to log in while hydrating, a member would be sent away.
  if (!useHydrated()) return null;
  if (!signedIn) {
    const back = `${splitLocalePrefix(location.pathname).rest}${location.search}`;
    return (
      <Navigate replace to={`${localizePath('/auth/login', locale)}?redirect=${encodeURIComponent(back)}`} />
    );
  }
  return children;
}

/**
 * A layout route for an account area: a visitor is sent to log in; a member or staff whose area is another one reads
 * "not allowed" with a link to their own, at the address they opened (decision 020 says why not a redirect).
 */
export function AreaGuard({ area }: { area: AccountAreaName }) {
  return (
    <MembersOnly>
      <AreaOwnersOnly area={area} />
    </MembersOnly>
  );
}

function AreaOwnersOnly({ area }: { area: AccountAreaName }) {
  const accountType = useAtomValue(accountTypeAtom);
  const officeRole = useAtomValue(userInfoAtom)?.officeRole;
  if (!accountType) return null;
  const principal = { accountType, officeRole };
  return mayOpenArea(principal, area) ? <Outlet /> : <NotAllowedPage homePath={homePathOf(principal)} />;
}

/** Where to go after logging in: a site path from `?redirect=` (never another origin), else the member's area. */
export function afterLoginPath(accountType: AccountType, searchParams: URLSearchParams): string {
  const redirect = searchParams.get('redirect');
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : accountAreaPath[accountType];
}

/**
 * Where a member changes their password: the club area's `reset_password` page, a role area's account page; the office
 * has none. The login sends a member whose password is too easy to guess there (decision 081).
 */
export function changePasswordPath(accountType: AccountType): string | undefined {
  const area = areaOf(accountType);
  if (area === 'club') return `${AccountAreas.club.path}/reset_password`;
  return isRoleArea(area) ? `${AccountAreas[area].path}/account` : undefined;
}

/** The location state the login leaves on the change-password page: the notice says why it was opened. */
export interface ChangePasswordNotice {
  notice: 'passwordWeak';
}
