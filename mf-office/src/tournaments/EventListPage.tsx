import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper } from '@uaeaf/account-kit';
import type { EditedCourseItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink } from '@uaeaf/ui';
import { PublishingList, usePublishingFilters } from '../content/PublishingList';
import { eventPagePath, eventPages, type EventKind, useEventList } from './events';
import { eventText } from './editor-messages';

/** What both lists show: a tournament's row has its kind too. */
type EventRow = EditedCourseItem;
const column = createColumnHelper<EventRow>();

function useColumns(kind: EventKind) {
  const intl = useIntl();
  const locale = useLocale();
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
    ],
    [intl, locale, kind],
  );
}

/** `/office/events/tournaments` and `/office/events/courses`: every one, latest first, by status and name. */
export function EventListPage({ kind }: { kind: EventKind }) {
  const locale = useLocale();
  const { filters, page } = usePublishingFilters();
  return (
    <PublishingList
      page={eventPages[kind]}
      newPath={eventPagePath(kind, 'new')}
      searchLabel={eventText.search}
      filtered={Object.values(filters).some((value) => value !== undefined)}
      pageNumber={page}
      query={useEventList(kind, { ...filters, page })}
      columns={useColumns(kind)}
      rowLabel={(row) => row.name[locale]}
    />
  );
}
