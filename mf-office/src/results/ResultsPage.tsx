import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { createColumnHelper, DataTable } from '@uaeaf/account-kit';
import type { OfficeResultsItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, readPage } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { useOfficeResults } from './api';
import { ImportState } from './ImportState';
import { resultsText, tournamentCountText } from './messages';

const column = createColumnHelper<OfficeResultsItem>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => [
      column.accessor((row) => row.tournament.name[locale], {
        id: 'name',
        header: intl.formatMessage(resultsText.tournament),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/results/tournaments/${row.original.tournament.id}`}>
            {getValue()}
          </LocalizedLink>
        ),
      }),
      column.display({
        id: 'dates',
        header: intl.formatMessage(resultsText.dates),
        cell: ({ row }) => (
          <DateRange from={row.original.tournament.startDate} to={row.original.tournament.endDate} />
        ),
      }),
      column.display({
        id: 'published',
        header: intl.formatMessage(resultsText.published),
        cell: ({ row }) => <ImportState item={row.original} which="published" />,
      }),
      column.display({
        id: 'draft',
        header: intl.formatMessage(resultsText.draft),
        cell: ({ row }) => <ImportState item={row.original} which="draft" />,
      }),
    ],
    [intl, locale],
  );
}

/** `/office/results`: the tournaments that have ended, newest first, with their published results and draft. */
export function ResultsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = readPage(params);
  return (
    <>
      <OfficePageHeading page={officePages.results} />
      <p>
        <LocalizedLink to="/office/records">{intl.formatMessage(resultsText.recordsLink)}</LocalizedLink>
      </p>
      <DataTable
        caption={intl.formatMessage(officePages.results.title)}
        query={useOfficeResults({ page })}
        columns={useColumns()}
        getRowId={(row) => String(row.tournament.id)}
        rowLabel={(row) => row.tournament.name[locale]}
        page={page}
        filtered={false}
        countText={tournamentCountText}
      />
    </>
  );
}
