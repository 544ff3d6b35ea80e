import { useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { can, type Permission } from '@uaeaf/contracts';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { LocalizedLink } from '@uaeaf/ui';
import { usePrincipal } from '../access/access';
import styles from './area.module.css';

/** A page of an area, as its navigation lists it. `path` is relative to the area's base ('' is its home). */
export interface AreaPage {
  path: string;
  nav: MessageDescriptor;
  permission: Permission;
}

/** The site path of an area page. */
export function areaPagePath(base: string, path: string): string {
  return path ? `${base}/${path}` : base;
}

/**
 * Which page of the navigation is the one shown: `page` for the page itself, `location` for an item inside it (a
 * request's own page is inside "Requests"), none for the others.
 */
export function currentness(
  pathname: string,
  target: string,
  isHome: boolean,
): 'page' | 'location' | undefined {
  if (pathname === target || pathname === `${target}/`) return 'page';
  return !isHome && pathname.startsWith(`${target}/`) ? 'location' : undefined;
}

/**
 * An account area's frame: its own navigation, made from its page list and showing only the pages the signed-in
 * role may use, beside the page shown. On a phone the navigation is one row that scrolls sideways above the page.
 */
export function AreaLayout({
  base,
  pages,
  label,
}: {
  base: string;
  pages: readonly AreaPage[];
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  const principal = usePrincipal();
  const pathname = splitLocalePrefix(useLocation().pathname).rest;
  const visible = pages.filter((page) => can(principal, page.permission));
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={intl.formatMessage(label)}>
        <ul>
          {visible.map((page) => {
            const target = areaPagePath(base, page.path);
            return (
              <li key={page.path}>
                <LocalizedLink
                  to={target}
                  className={styles.navLink}
                  aria-current={currentness(pathname, target, page.path === '')}
                >
                  {intl.formatMessage(page.nav)}
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
