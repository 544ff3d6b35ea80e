import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { commonText, pageNumberText } from './messages';
import styles from './common.module.css';

/** The pages to link: the first, the last, and the current one with its neighbours; `null` is a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = [...new Set([1, totalPages, page - 1, page, page + 1])]
    .filter((item) => item >= 1 && item <= totalPages)
    .sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const item of pages) {
    const last = result.at(-1);
    if (typeof last === 'number' && item - last === 2) result.push(last + 1);
    else if (typeof last === 'number' && item - last > 2) result.push(null);
    result.push(item);
  }
  return result;
}

/** Links to the pages of a list as `?page=`, keeping the filters; the current page has aria-current. */
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
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage(commonText.pagination)}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(Math.min(page - 1, totalPages))} rel="prev">
              {intl.formatMessage(commonText.previous)}
            </Link>
          </li>
        )}
        {pageWindow(Math.min(page, totalPages), totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
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
            <Link to={to(page + 1)} rel="next">
              {intl.formatMessage(commonText.next)}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
