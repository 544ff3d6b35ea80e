import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { actionButton, ChoiceFilter, DataTable, type DataTableProps } from '@uaeaf/account-kit';
import { ContentStatuses, type Paginated } from '@uaeaf/contracts';
import { LocalizedLink, readChoice, readPage, readSearch, SearchForm } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { contentCountText, contentStatusText, contentText } from './messages';

/** A published kind's list filters as the URL holds them: the words searched, the status, the page. */
export function usePublishingFilters() {
  const [params] = useSearchParams();
  return {
    filters: { q: readSearch(params), status: readChoice(params, 'status', ContentStatuses) },
    page: readPage(params),
  };
}

/**
 * The list page of every kind the office publishes, content (decision 057) and events (061): the heading, the new
 * item's link, the search with its status filter and the table; each kind brings its query, columns and words.
 */
export function PublishingList<TItem extends { id: number }>({
  page,
  newPath,
  searchLabel,
  filtered,
  pageNumber,
  query,
  columns,
  rowLabel,
}: {
  page: { title: MessageDescriptor; purpose: MessageDescriptor };
  newPath: string;
  searchLabel: MessageDescriptor;
  filtered: boolean;
  pageNumber: number;
  query: UseQueryResult<Paginated<TItem>>;
  columns: DataTableProps<TItem>['columns'];
  rowLabel: (item: TItem) => string;
}) {
  const intl = useIntl();
  return (
    <>
      <OfficePageHeading page={page} />
      <p>
        <LocalizedLink className={actionButton.primary} to={newPath}>
          {intl.formatMessage(contentText.create)}
        </LocalizedLink>
      </p>
      <SearchForm
        label={intl.formatMessage(contentText.filters)}
        fieldLabel={intl.formatMessage(searchLabel)}
      >
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(contentText.status)}
          choices={ContentStatuses}
          text={contentStatusText}
        />
      </SearchForm>
      <DataTable
        caption={intl.formatMessage(page.title)}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={rowLabel}
        page={pageNumber}
        filtered={filtered}
        countText={contentCountText}
      />
    </>
  );
}
