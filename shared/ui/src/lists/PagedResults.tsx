import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paginated } from '@uaeaf/contracts';
import { listText, resultCountText } from './list-messages';
import { FirstPageLink, Pagination } from './Pagination';
import { EmptyState, QueryStates } from './states';
import styles from './lists.module.css';

/**
 * One page of a list from the API: its count, its items, its pager, and what to say when it is empty (nothing yet,
 * nothing found, or a page past the end). The previous page stays (marked busy) while the next one loads. A list
 * of one kind of thing names it in its count and empty texts.
 */
export function PagedResults<TItem>({
  query,
  page,
  filtered,
  countText = resultCountText,
  emptyText = listText.empty,
  noResultsText = listText.noResults,
  children,
}: {
  query: UseQueryResult<Paginated<TItem>>;
  page: number;
  /** Whether a search or filter is applied, which changes what an empty list means. */
  filtered: boolean;
  countText?: MessageDescriptor;
  emptyText?: MessageDescriptor;
  noResultsText?: MessageDescriptor;
  children: (items: TItem[]) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryStates query={query} tall>
      {(data) => (
        <div aria-busy={query.isPlaceholderData || undefined} className={styles.results}>
          <p className={styles.count} aria-live="polite">
            {intl.formatMessage(countText, { total: data.total })}
          </p>
          {data.items.length > 0 ? (
            children(data.items)
          ) : data.total > 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(listText.pastLastPage)}</p>
              <FirstPageLink>{intl.formatMessage(listText.firstPage)}</FirstPageLink>
            </EmptyState>
          ) : (
            <EmptyState>
              <p>{intl.formatMessage(filtered ? noResultsText : emptyText)}</p>
            </EmptyState>
          )}
          <Pagination page={page} totalPages={data.totalPages} />
        </div>
      )}
    </QueryStates>
  );
}
