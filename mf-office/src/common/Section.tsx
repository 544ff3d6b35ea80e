import type { ReactNode } from 'react';
import commonStyles from './common.module.css';

/** A titled part of a detail page, named by its heading for screen readers' region lists. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={commonStyles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
