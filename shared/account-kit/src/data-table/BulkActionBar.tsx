import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectedCountText, tableText } from '../messages';
import styles from './data-table.module.css';

/**
 * The band above a selectable table: how many rows are selected (announced as it changes), the actions for them and
 * a way to clear the selection. It stays in place with nothing selected, so the table never jumps.
 */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.bulkBar} role="group" aria-label={intl.formatMessage(tableText.bulkActions)}>
      <p className={styles.bulkCount} aria-live="polite">
        {intl.formatMessage(selectedCountText, { count })}
      </p>
      <div className={styles.bulkActions}>
        {children}
        {count > 0 && (
          <button type="button" className={styles.linkButton} onClick={onClear}>
            {intl.formatMessage(tableText.clearSelection)}
          </button>
        )}
      </div>
    </div>
  );
}
