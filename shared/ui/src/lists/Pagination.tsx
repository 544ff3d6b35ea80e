import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { listText, pageNumberText } from './list-messages';
import styles from './lists.module.css';

/** The pages to link: the first, the last, and the current one with its neighbours; `null` is a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((item) => item >= 1 && item <= totalPages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const item of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && item - last === 2) result.push(last + 1);
    else if (typeof last === 'number' && item - last > 2) result.push(null);
    result.push(item);
  }
  return result;
}

/** Links to the pages of a list as `?page=`, keeping the search and filters; the current page has aria-current. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return { pathname, search: query ? `?${query}` : '' };
  };
  const number = (value: number) => intl.formatNumber(value, { useGrouping: false });
  // Another page of the same list starts at the top, like a new page (the shell does that only when the path changes).
  const toTop = () => {
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage(listText.pagination)}>
      <ul>
        {page > 1 && (
          <li>
            <Link
              to={to(Math.min(page - 1, totalPages))}
              rel="prev"
              className={styles.pageStep}
              onClick={toTop}
            >
              <span aria-hidden="true" className={styles.arrow}>
                ‹
              </span>{' '}
              {intl.formatMessage(listText.previous)}
            </Link>
          </li>
        )}
        {pageWindow(Math.min(page, totalPages), totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                className={styles.pageLink}
                onClick={toTop}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage(pageNumberText, { page: number(item) })}
              >
                {number(item)}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={to(page + 1)} rel="next" className={styles.pageStep} onClick={toTop}>
              {intl.formatMessage(listText.next)}{' '}
              <span aria-hidden="true" className={styles.arrow}>
                ›
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Back to the first page of the same list (same search and filters). */
export function FirstPageLink({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString();
  return <Link to={{ pathname, search: query ? `?${query}` : '' }}>{children}</Link>;
}
