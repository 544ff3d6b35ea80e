import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, createColumnHelper, DataTable } from '@uaeaf/account-kit';
import { ContentStatuses, type EditedCourseItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, readChoice, readPage, readSearch, SearchForm, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { contentCountText, contentStatusText, contentText } from '../content/messages';
import { eventPagePath, eventPages, type EventKind, useEventList } from './events';
import { eventText } from './editor-messages';
import styles from '../content/content.module.css';

/** What both lists show: a tournament's row has its kind too. */
type EventRow = EditedCourseItem;
const column = createColumnHelper<EventRow>();

function useColumns(kind: EventKind) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(eventText.name),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={eventPagePath(kind, row.original.id)}>{getValue()}</LocalizedLink>
        ),
      }),
      column.display({
        id: 'dates',
        header: intl.formatMessage(eventText.dates),
        cell: ({ row }) => <DateRange from={row.original.startDate} to={row.original.endDate} />,
      }),
      column.accessor('status', {
        header: intl.formatMessage(contentText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={contentStatusText[getValue()]} />,
      }),
      column.accessor('publishAt', {
        header: intl.formatMessage(contentText.publishAt),
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? dayAndTime(at) : '';
        },
      }),
    ],
    [intl, locale, dayAndTime, kind],
  );
}

/** `/office/events/tournaments` and `/office/events/courses`: every one, latest first, by status and name. */
export function EventListPage({ kind }: { kind: EventKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = eventPages[kind];
  const filters = { q: readSearch(params), status: readChoice(params, 'status', ContentStatuses) };
  const pageNumber = readPage(params);
  const query = useEventList(kind, { ...filters, page: pageNumber });
  return (
    <>
      <OfficePageHeading page={page} />
      <p>
        <LocalizedLink className={styles.newLink} to={eventPagePath(kind, 'new')}>
          {intl.formatMessage(contentText.create)}
        </LocalizedLink>
      </p>
      <SearchForm
        label={intl.formatMessage(contentText.filters)}
        fieldLabel={intl.formatMessage(eventText.search)}
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
        columns={useColumns(kind)}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name[locale]}
        page={pageNumber}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={contentCountText}
      />
    </>
  );
}
