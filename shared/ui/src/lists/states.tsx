import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isNotFound } from '@uaeaf/api-client';
import { NotFoundPage, Page, buttonClassName } from '../pages';
import { listText } from './list-messages';
import styles from './lists.module.css';

/**
 * Shown while content loads. `tall` fills the screen, for a page's main content: the footer is already out of view,
 * so it does not jump when the content arrives.
 */
export function LoadingState({ tall = false }: { tall?: boolean }) {
  const intl = useIntl();
  return (
    // `data-loading`: the shell waits for none to be left before its page replaces the pre-rendered one (decision 074).
    <div className={`${styles.loading} ${tall ? styles.tall : ''}`} role="status" data-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      {intl.formatMessage(listText.loading)}
    </div>
  );
}

/** A failed load inside the page, with a retry; the heading and the rest of the page stay. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <p>{intl.formatMessage(listText.loadFailed)}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {intl.formatMessage(listText.retry)}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return <div className={styles.empty}>{children ?? <p>{intl.formatMessage(listText.empty)}</p>}</div>;
}

/** The path (with its query) of the page being shown, for "Page Not Found: {path}". */
function NotFoundHere() {
  const { pathname, search } = useLocation();
  return <NotFoundPage path={`${pathname}${search}`} />;
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * The three states of a load: loading, failed (404 → "Page Not Found" when `notFoundPage`, else an error with
 * a retry) and loaded. Keeps the loaded content while a refetch runs. A detail page passes `loadingHeading`: until
 * its item arrives, the page shows that heading over the loading or error state.
 */
export function QueryStates<T>({
  query,
  notFoundPage = false,
  loadingHeading,
  loading,
  tall = loadingHeading !== undefined,
  children,
}: {
  query: QueryLike<T>;
  notFoundPage?: boolean;
  loadingHeading?: string;
  /** What shows while loading, when not the default (a placeholder of the content's size). */
  loading?: ReactNode;
  /** The content is the page's main content (see LoadingState). */
  tall?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error && notFoundPage && isNotFound(query.error)) return <NotFoundHere />;
  const state = query.error ? (
    <ErrorState onRetry={() => void query.refetch()} />
  ) : (
    (loading ?? <LoadingState tall={tall} />)
  );
  if (loadingHeading === undefined) return state;
  return (
    <Page>
      <h1 className={styles.heading}>{loadingHeading}</h1>
      {state}
    </Page>
  );
}
