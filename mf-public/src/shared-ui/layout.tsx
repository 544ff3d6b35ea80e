import { type ReactNode, useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ContentImage } from '@uaeaf/contracts';
import { LoadingState, LocalizedLink, usePageMeta, useServerPage } from '@uaeaf/ui';
import { ResponsiveImage } from './ResponsiveImage';
import styles from './shared-ui.module.css';

export interface PageText {
  title: MessageDescriptor;
  purpose: MessageDescriptor;
}

/** A page with a fixed title: its localized title and description, set as the page's metadata. */
export function useStaticPage(page: PageText) {
  const intl = useIntl();
  const title = intl.formatMessage(page.title);
  const description = intl.formatMessage(page.purpose);
  usePageMeta({ title, description });
  return { title, description };
}

/** Asks search engines to leave the page out (`<meta name="robots" content="noindex">`) while it is shown. */
export function useNoIndex() {
  useServerPage()?.setNoIndex();
  useEffect(() => {
    // The server's page already has it (decision 090): that one is kept, not doubled.
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    const shown = meta;
    return () => shown.remove();
  }, []);
}

/**
 * A grid of cards. A list page keeps its column width whatever the count; `fit` (a home page section of a few cards)
 * lets the cards share the row instead of leaving an empty column.
 */
export function CardGrid({ fit = false, children }: { fit?: boolean; children: ReactNode }) {
  return <ul className={fit ? `${styles.cards} ${styles.fitted}` : styles.cards}>{children}</ul>;
}

/** One item of a list: image, title (linking to its page), details below. */
export function Card({
  to,
  title,
  image,
  imageWidth = 384,
  priority = false,
  level = 2,
  children,
}: {
  to?: string;
  /** The title's heading level: 2 on a list page, 3 in a section of a page. */
  level?: 2 | 3;
  title: string;
  image?: ContentImage | null;
  imageWidth?: number;
  priority?: boolean;
  children?: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <li className={styles.card}>
      {image && (
        <ResponsiveImage image={image} width={imageWidth} priority={priority} className={styles.cardImage} />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          {to ? <LocalizedLink to={to}>{title}</LocalizedLink> : title}
        </Heading>
        {children}
      </div>
    </li>
  );
}

/** Cards' shape while they load, so what follows them does not move when they arrive. */
export function CardsPlaceholder({ count, fit = false }: { count: number; fit?: boolean }) {
  return (
    <div className={styles.placeholderCards}>
      <LoadingState />
      <ul className={fit ? `${styles.cards} ${styles.fitted}` : styles.cards} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.cardPlaceholder}`}>
            <div className={styles.imagePlaceholder} />
            <div className={styles.cardBody}>
              <span className={styles.linePlaceholder} />
              <span className={styles.linePlaceholder} />
              <span className={styles.linePlaceholder} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
