import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { dismissToast, toastsAtom } from '@uaeaf/session';
import { layoutMessages } from '../layout/layout-messages';
import styles from './toasts.module.css';

/** Toasts any app raises, at the top on the reading end (top-right in English, mirrored in Arabic). */
export function Toasts() {
  const intl = useIntl();
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className={styles.region} aria-label={intl.formatMessage(layoutMessages.toastsRegion)}>
      <div aria-live="polite" className={styles.list}>
        {toasts.map((toast) => (
          // Statuses, not list items: a list may hold only items (axe), and each toast is one status.
          <div key={toast.id} className={styles.toast} data-kind={toast.kind} role="status">
            <span>{toast.text}</span>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={intl.formatMessage(layoutMessages.dismiss)}
              onClick={() => dismissToast(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
