import styles from './arrow.module.css';

/**
 * An arrow drawn pointing the way it moves in English; the stylesheet mirrors it once on right-to-left pages. (The
 * ‹ › characters it replaces were mirrored by the browser already, so a flip in the stylesheet turned them back.)
 */
export function Arrow({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 12 12" aria-hidden="true" data-towards={towards}>
      <path
        d={towards === 'previous' ? 'M8 2L4 6l4 4' : 'M4 2l4 4-4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
