import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useDisclosure } from '../layout/use-disclosure';
import { searchMessages } from './search-messages';
import styles from './search.module.css';

// The box and its suggestions load when the search is first opened: pages nobody searches from carry none of it.
const SearchBox = lazy(() => import('./SearchBox'));

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search (decision 088): an icon button, which fits a 320 px phone, opens a panel under the header with
 * the search box; Escape, a click outside or a new page closes it.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const { open, containerRef, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={containerRef} className={styles.container}>
      <button {...buttonProps} className={styles.toggle} aria-label={intl.formatMessage(searchMessages.open)}>
        <SearchIcon />
      </button>
      <div {...panelProps} className={styles.panel}>
        {open && (
          <Suspense fallback={null}>
            <SearchBox onDone={() => buttonProps.onClick()} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
