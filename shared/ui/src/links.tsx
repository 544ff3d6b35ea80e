import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localizePath, useLocale } from '@uaeaf/i18n';

/** Turns a site path (`/news`) into the current language's URL (`/en/news` in English). */
export function useLocalizedPath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

type SitePath = { to: string };

/** A link to a site path in the current language; remotes use it so they never hard-code a locale. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & SitePath>(
  function LocalizedLink({ to, ...props }, ref) {
    const localize = useLocalizedPath();
    return <Link ref={ref} to={localize(to)} {...props} />;
  },
);

export const LocalizedNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & SitePath>(
  function LocalizedNavLink({ to, ...props }, ref) {
    const localize = useLocalizedPath();
    return <NavLink ref={ref} to={localize(to)} end={to === '/'} {...props} />;
  },
);
