import type { ReactNode } from 'react';
import { LocalizedLink } from '@uaeaf/ui';
import styles from './figures.module.css';

/** An area home's figures, as many cards to a row as fit. */
export function FigureCards({ children }: { children: ReactNode }) {
  return <ul className={styles.cards}>{children}</ul>;
}

/** One figure of an area's home (a count, an amount, a status) with what it counts, the way into its page; a card
 * without a figure is a plain way in. */
export function FigureCard({ to, figure, label }: { to: string; figure?: ReactNode; label: string }) {
  return (
    <li>
      <LocalizedLink to={to} className={styles.card}>
        {figure !== undefined && <span className={styles.figure}>{figure}</span>}
        <span className={styles.label}>{label}</span>
      </LocalizedLink>
    </li>
  );
}
