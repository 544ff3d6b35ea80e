import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  actionButton,
  ChoiceFilter,
  createColumnHelper,
  DataTable,
  type DataTableProps,
} from '@uaeaf/account-kit';
import { ContentStatuses, type ContentStatus, type Paginated } from '@uaeaf/contracts';
import { LocalizedLink, readChoice, readPage, readSearch, SearchForm, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { contentCountText, contentStatusText, contentText } from './messages';

/** A published kind's list filters as the URL holds them: the words searched, the status, the page. */
export function usePublishingFilters() {
  const [params] = useSearchParams();
  return {
    filters: { q: readSearch(params), status: readChoice(params, 'status', ContentStatuses) },
    page: readPage(params),
  };
}

/** What every published kind's row has: its status and the time it is public from (decision 057). */
interface Publishable {
  id: number;
  status: ContentStatus;
  publishAt: string | null;
}

/** The status and "Published from" columns every editors' list ends with. */
function usePublishingColumns<TItem extends Publishable>(): DataTableProps<TItem>['columns'] {
  const intl = useIntl();
  const { dayAndTime } = useDates();
  return useMemo(() => {
    const column = createColumnHelper<TItem>();
    return [
      column.accessor((row) => row.status, {
        id: 'status',
        header: intl.formatMessage(contentText.status),
        cell: ({ row }) => (
          <StatusBadge status={row.original.status} text={contentStatusText[row.original.status]} />
        ),
      }),
      column.accessor((row) => row.publishAt, {
        id: 'publishAt',
        header: intl.formatMessage(contentText.publishAt),
        cell: ({ row }) => (row.original.publishAt ? dayAndTime(row.original.publishAt) : ''),
      }),
    ];
  }, [intl, dayAndTime]);
}

/**
 * The list page of every kind the office publishes, content (decision 057) and events (061): the heading, the new
 * item's button, the search with its status filter and the table; each kind brings its query, its own columns (the
 * status and "Published from" follow them) and words.
 */
export function PublishingList<TItem extends Publishable>({
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
  const publishing = usePublishingColumns<TItem>();
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
        columns={[...columns, ...publishing]}
        getRowId={(row) => String(row.id)}
        rowLabel={rowLabel}
        page={pageNumber}
        filtered={filtered}
        countText={contentCountText}
      />
    </>
  );
}
