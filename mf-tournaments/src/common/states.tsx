import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { NotFoundPage, Page, buttonClassName } from '@uaeaf/ui';
import { isNotFound } from '@uaeaf/api-client';
import { commonText } from './messages';
import styles from './common.module.css';

export function LoadingState() {
  const intl = useIntl();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {intl.formatMessage(commonText.loading)}
    </div>
  );
}

/** A failed load inside the page, with a retry; the heading and the rest of the page stay. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <p>{intl.formatMessage(commonText.loadFailed)}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {intl.formatMessage(commonText.retry)}
      </button>
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Loading, failed (a 404 is "Page Not Found: {path}" when `notFoundPage`, else an error with a retry) or loaded.
 * With `heading`, the page shows that heading over the loading or error state until the data arrives.
 */
export function QueryStates<T>({
  query,
  notFoundPage = false,
  heading,
  children,
}: {
  query: QueryLike<T>;
  notFoundPage?: boolean;
  heading?: string;
  children: (data: T) => ReactNode;
}) {
  const { pathname } = useLocation();
  if (query.data !== undefined) return children(query.data);
  if (query.error && notFoundPage && isNotFound(query.error)) return <NotFoundPage path={pathname} />;
  const state = query.error ? <ErrorState onRetry={() => void query.refetch()} /> : <LoadingState />;
  if (heading === undefined) return state;
  return (
    <Page>
      <h1>{heading}</h1>
      {state}
    </Page>
  );
}
