import { Suspense, useId, useState, type ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { can, type AccountType, type Permission, type Principal } from '@uaeaf/contracts';
import { splitLocalePrefix } from '@uaeaf/i18n';
import { LoadingState, LocalizedLink } from '@uaeaf/ui';
import { usePrincipal } from '../access/access';
import { areaMenuText } from '../messages';
import styles from './area.module.css';

/** A page of an area, as its navigation lists it. `path` is relative to the area's base ('' is its home). */
export interface AreaPage {
  path: string;
  nav: MessageDescriptor;
  permission: Permission;
  /** The member kinds the page is for, when only some of the area's are (an academy's own players list). */
  kinds?: readonly AccountType[];
  /**
   * Renders the item's label with a count (a `NavBadge`: unread circulars). It loads what it shows itself, so an area
   * whose items have none loads nothing for them.
   */
  badge?: ComponentType<{ label: string }>;
}

/**
 * An item's label with a count, shown while above zero. The label and number are seen; `text` ("Circulars, 2 unread")
 * is what is heard, one phrase, so the link's accessible name says what the number counts.
 */
export function NavBadge({ label, count, text }: { label: string; count: number; text: string }) {
  const intl = useIntl();
  if (count <= 0) return label;
  return (
    <>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">{label}</span>
      <span className={styles.badge} aria-hidden="true">
        {intl.formatNumber(count)}
      </span>
    </>
  );
}

/** Whether the signed-in member or staff sees a page in the navigation. */
export function isAreaPageFor(principal: Principal | null, page: AreaPage): boolean {
  return (
    can(principal, page.permission) &&
    (page.kinds === undefined || (principal !== null && page.kinds.includes(principal.accountType)))
  );
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
 * role and member kind may use, beside the page shown. On a phone the navigation is a menu that opens above the page
 * and closes once a page is chosen; its button names the area and the page shown, so it is not read as a second copy
 * of the site's menu (decision 084). Pages loaded lazily show the area's loading state inside the frame.
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
  const visible = pages.filter((page) => isAreaPageFor(principal, page));
  const listId = useId();
  // The menu is open for the page it was opened on, so choosing a page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const shown = visible.find((page) =>
    currentness(pathname, areaPagePath(base, page.path), page.path === ''),
  );
  const area = intl.formatMessage(label);
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={area} data-open={open}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {shown ? intl.formatMessage(areaMenuText, { area, page: intl.formatMessage(shown.nav) }) : area}
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
        <ul id={listId}>
          {visible.map((page) => {
            const target = areaPagePath(base, page.path);
            return (
              <li key={page.path}>
                <LocalizedLink
                  to={target}
                  className={styles.navLink}
                  aria-current={currentness(pathname, target, page.path === '')}
                >
                  {page.badge ? (
                    <page.badge label={intl.formatMessage(page.nav)} />
                  ) : (
                    intl.formatMessage(page.nav)
                  )}
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<LoadingState tall />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
