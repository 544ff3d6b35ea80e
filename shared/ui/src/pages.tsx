import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { LocalizedLink } from './links';
import { usePageMeta, usePageTitle } from './page-title';
import { usePageStatus } from './page-status';
import styles from './pages.module.css';

const notFoundTitle = defineMessage<{ path: string }>({
  id: 'ui.notFound.title',
  defaultMessage: 'Page Not Found: {path}',
});

const messages = defineMessages({
  notFoundHint: {
    id: 'ui.notFound.hint',
    defaultMessage: 'The address may be mistyped, or the page may have moved.',
  },
  errorDefault: { id: 'ui.error.default', defaultMessage: 'Internal Server Error' },
  errorHint: { id: 'ui.error.hint', defaultMessage: 'Please try again in a moment.' },
  home: { id: 'ui.link.home', defaultMessage: 'Back to the home page' },
  unavailableTitle: { id: 'ui.unavailable.title', defaultMessage: 'This section is temporarily unavailable' },
  unavailableHint: {
    id: 'ui.unavailable.hint',
    defaultMessage: 'The rest of the site still works. Please try again in a moment.',
  },
  retry: { id: 'ui.unavailable.retry', defaultMessage: 'Try again' },
});

export function Page({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <div className={styles.page} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

export interface PlaceholderPageProps {
  title: MessageDescriptor;
  purpose: MessageDescriptor;
  /** What the page already shows besides its heading and purpose. */
  children?: ReactNode;
}

/**
 * A route whose content a later issue brings: its localized heading and one line on what it is for.
 */
export function PlaceholderPage({ title, purpose, children }: PlaceholderPageProps) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  usePageTitle(heading);
  return (
    <Page>
      <h1>{heading}</h1>
      <p className={styles.lead}>{intl.formatMessage(purpose)}</p>
      {children}
    </Page>
  );
}

/** The longest path the heading names whole; a longer one (a mangled link, a probe) is cut with an ellipsis. */
const shownPathLength = 40;

/** The path as a reader typed it (an Arabic slug decoded), cut to `shownPathLength` characters (decision 084). */
function shownPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is shown as it came.
  }
  const characters = Array.from(decoded);
  return characters.length > shownPathLength
    ? `${characters.slice(0, shownPathLength - 1).join('')}…`
    : decoded;
}

export function NotFoundPage({ path }: { path: string }) {
  const intl = useIntl();
  // The path is isolated left-to-right, so an Arabic sentence does not reorder its slashes.
  const title = intl.formatMessage(notFoundTitle, { path: `\u2068${shownPath(path)}\u2069` });
  usePageMeta({ title, statusPage: true });
  usePageStatus('not-found');
  return (
    <Page>
      <p className={styles.status} aria-hidden="true">
        {intl.formatNumber(404, { useGrouping: false })}
      </p>
      <h1>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.notFoundHint)}</p>
      <LocalizedLink to="/" className={styles.button}>
        {intl.formatMessage(messages.home)}
      </LocalizedLink>
    </Page>
  );
}

/** A remote's catch-all route: a path inside its area that it does not know. */
export function NotFoundRoute() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** Renders its children only when the route's `id` is a number, else "Page Not Found": ids are database keys. */
export function RequireNumericId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') ? children : <NotFoundRoute />;
}

/** The general error page: status defaults to 500 and the message to "Internal Server Error". */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const intl = useIntl();
  const text = message || intl.formatMessage(messages.errorDefault);
  usePageTitle(text);
  return (
    <Page>
      <p className={styles.status}>{intl.formatNumber(status, { useGrouping: false })}</p>
      <h1>{text}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.errorHint)}</p>
      <LocalizedLink to="/" className={styles.button}>
        {intl.formatMessage(messages.home)}
      </LocalizedLink>
    </Page>
  );
}

/** Shown in place of a remote that failed to load or crashed; the rest of the layout keeps working. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  usePageStatus('unavailable');
  return (
    <section className={styles.panel} role="alert" aria-labelledby="unavailable-title">
      <h2 id="unavailable-title">{intl.formatMessage(messages.unavailableTitle)}</h2>
      <p>{intl.formatMessage(messages.unavailableHint)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </section>
  );
}

export const buttonClassName = styles.button;
