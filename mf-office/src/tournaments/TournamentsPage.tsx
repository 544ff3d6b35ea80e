import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { createColumnHelper, DataTable } from '@uaeaf/account-kit';
import type { OfficeTournamentItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, readPage } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { useOfficeTournaments } from './api';
import { tournamentCountText, tournamentsText } from './messages';

const column = createColumnHelper<OfficeTournamentItem>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(tournamentsText.name),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/tournaments/${row.original.id}`}>{getValue()}</LocalizedLink>
        ),
      }),
      column.display({
        id: 'dates',
        header: intl.formatMessage(tournamentsText.dates),
        cell: ({ row }) => <DateRange from={row.original.startDate} to={row.original.endDate} />,
      }),
      column.accessor('liveEntries', {
        header: intl.formatMessage(tournamentsText.liveEntries),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
      column.accessor('allEntries', {
        header: intl.formatMessage(tournamentsText.allEntries),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
    ],
    [intl, locale],
  );
}

/** `/office/tournaments`: every tournament, latest first, with its entry counts; each opens its entries. */
export function TournamentsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = readPage(params);
  return (
    <>
      <OfficePageHeading page={officePages.tournaments} />
      <DataTable
        caption={intl.formatMessage(officePages.tournaments.title)}
        query={useOfficeTournaments({ page })}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name[locale]}
        page={page}
        filtered={false}
        countText={tournamentCountText}
      />
    </>
  );
}
