import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContentImage, Paginated } from '@uaeaf/contracts';
import { LocalizedLink, usePageMeta } from '@uaeaf/ui';
import { resultCountText, uiText } from './messages';
import { FirstPageLink, Pagination } from './Pagination';
import { ResponsiveImage } from './ResponsiveImage';
import { EmptyState, LoadingState, QueryStates } from './states';
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

/** The page's one h1, with an optional lead paragraph. */
export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}

/**
 * One page of a list from the API: its count, its items, its pager, and what to say when it is empty (nothing yet,
 * nothing found, or a page past the end). The previous page stays (marked busy) while the next one loads.
 */
export function PagedResults<TItem>({
  query,
  page,
  filtered,
  children,
}: {
  query: UseQueryResult<Paginated<TItem>>;
  page: number;
  /** Whether a search or filter is applied, which changes what an empty list means. */
  filtered: boolean;
  children: (items: TItem[]) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryStates query={query} tall>
      {(data) => (
        <div aria-busy={query.isPlaceholderData || undefined} className={styles.results}>
          <p className={styles.count} aria-live="polite">
            {intl.formatMessage(resultCountText, { total: data.total })}
          </p>
          {data.items.length > 0 ? (
            children(data.items)
          ) : data.total > 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(uiText.pastLastPage)}</p>
              <LocalizedPageOne />
            </EmptyState>
          ) : (
            <EmptyState>
              <p>{intl.formatMessage(filtered ? uiText.noResults : uiText.empty)}</p>
            </EmptyState>
          )}
          <Pagination page={page} totalPages={data.totalPages} />
        </div>
      )}
    </QueryStates>
  );
}

function LocalizedPageOne() {
  const intl = useIntl();
  return <FirstPageLink>{intl.formatMessage(uiText.firstPage)}</FirstPageLink>;
}

/** A grid of cards. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.cards}>{children}</ul>;
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
export function CardsPlaceholder({ count }: { count: number }) {
  return (
    <div className={styles.placeholderCards}>
      <LoadingState />
      <ul className={styles.cards} aria-hidden="true">
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
