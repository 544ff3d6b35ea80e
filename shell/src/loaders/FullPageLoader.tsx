import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { loaderMessages } from './loader-messages';
import { useHydrated } from '@uaeaf/ui';
import { somethingLoadingAtom } from './loading-state';
import styles from './loaders.module.css';

/**
 * The logo with an arrow flying into it, over the whole page (spec section 2). Before the messages have loaded
 * there is no label to give, so the outermost loader has none.
 */
export function FullPageLoader({ label }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" data-testid="full-page-loader">
      <div className={styles.mark}>
        <svg className={styles.target} viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="28" fill="#fff" stroke="currentColor" strokeWidth="4" />
          <circle cx="32" cy="32" r="18" fill="none" stroke="var(--color-danger)" strokeWidth="4" />
          <circle cx="32" cy="32" r="8" fill="var(--color-primary)" />
          <g className={styles.arrow}>
            <path d="M4 32h26" stroke="var(--color-text)" strokeWidth="3" />
            <path d="M30 32l-6-4v8z" fill="var(--color-text)" />
          </g>
        </svg>
        {label && <span>{label}</span>}
      </div>
    </div>
  );
}

export function LabelledPageLoader() {
  const intl = useIntl();
  return <FullPageLoader label={intl.formatMessage(loaderMessages.loading)} />;
}

/** Shown while a page loads or the global loading flag is set (start-up data, or any app that sets it). */
export function GlobalLoader() {
  // A server-rendered page is whole: what the browser is still loading for it never covers it while it hydrates.
  const hydrated = useHydrated();
  const loading = useAtomValue(somethingLoadingAtom);
  return hydrated && loading ? <LabelledPageLoader /> : null;
}
