import type { ReactNode } from 'react';
import styles from './details.module.css';

/** Label–value pairs; pairs without a value are left out. */
export function DetailsList({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== false);
  if (!shown.length) return null;
  return (
    <dl className={styles.details}>
      {shown.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
