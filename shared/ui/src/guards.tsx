import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { AccountType } from '@uaeaf/contracts';
import { useAtomValue } from 'jotai';
import { localizePath, splitLocalePrefix, useLocale } from '@uaeaf/i18n';
import { accountAreaPath, accountTypeAtom, isAuthenticatedAtom } from '@uaeaf/session';

/**
 * Login and registration are for visitors: a signed-in member is sent where `?redirect=` says, else to their own
 * area. The login page sends a member who has just signed in to the same place, so the two never disagree.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const accountType = useAtomValue(accountTypeAtom);
  if (useAtomValue(isAuthenticatedAtom) && accountType) {
    return <Navigate replace to={localizePath(afterLoginPath(accountType, searchParams), locale)} />;
  }
  return children;
}

/** Account areas need a member: a visitor is sent to the login page, and comes back here after logging in. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const location = useLocation();
  if (!useAtomValue(isAuthenticatedAtom)) {
    const back = `${splitLocalePrefix(location.pathname).rest}${location.search}`;
    return (
      <Navigate replace to={`${localizePath('/auth/login', locale)}?redirect=${encodeURIComponent(back)}`} />
    );
  }
  return children;
}

/** A layout route for an account area: its pages render only for members. */
export function MembersArea() {
  return (
    <MembersOnly>
      <Outlet />
    </MembersOnly>
  );
}

/** Where to go after logging in: a site path from `?redirect=` (never another origin), else the member's area. */
export function afterLoginPath(accountType: AccountType, searchParams: URLSearchParams): string {
  const redirect = searchParams.get('redirect');
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : accountAreaPath[accountType];
}
