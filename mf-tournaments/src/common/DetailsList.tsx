import type { ReactNode } from 'react';
import styles from './common.module.css';

/** Label–value pairs; pairs without a value are left out. */
export function DetailsList({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== false);
  return (
    <dl className={styles.details}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
