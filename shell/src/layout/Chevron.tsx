import styles from './layout.module.css';

/** A down-pointing chevron for menu buttons: it points down in both directions, so it is drawn, not bordered. */
export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
