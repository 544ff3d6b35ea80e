import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@uaeaf/api-client';
import { createColumnHelper, DataTable } from '@uaeaf/account-kit';
import type { OfficeEntryRow, OfficeTournamentEntries } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, PageHeading, usePageTitle } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { ItemPage } from '../common/ItemPage';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useTournamentEntries } from './api';
import { entriesOfText, entryCountText, entryStatusText, tournamentsText } from './messages';

const column = createColumnHelper<OfficeEntryRow>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => [
      column.accessor((row) => row.archer.name[locale], {
        id: 'archer',
        header: intl.formatMessage(tournamentsText.archer),
        meta: { rowHeader: true },
      }),
      column.accessor('membershipNumber', {
        header: intl.formatMessage(tournamentsText.membershipNumber),
        cell: ({ getValue }) => <span className="ltr-value">{getValue()}</span>,
      }),
      column.accessor((row) => row.club?.name[locale] ?? '', {
        id: 'club',
        header: intl.formatMessage(tournamentsText.club),
      }),
      column.accessor((row) => row.division.name[locale], {
        id: 'division',
        header: intl.formatMessage(tournamentsText.division),
      }),
      column.accessor((row) => row.ageClass.name[locale], {
        id: 'ageClass',
        header: intl.formatMessage(tournamentsText.ageClass),
      }),
      column.accessor('gender', {
        header: intl.formatMessage(tournamentsText.gender),
        cell: ({ getValue }) => {
          const gender = getValue();
          return gender ? intl.formatMessage(tournamentsText[gender]) : '';
        },
      }),
      column.accessor('status', {
        header: intl.formatMessage(tournamentsText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={entryStatusText[getValue()]} />,
      }),
    ],
    [intl, locale],
  );
}

function Entries({ entries }: { entries: OfficeTournamentEntries }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const { id = '' } = useParams();
  const title = intl.formatMessage(entriesOfText, { name: entries.tournament.name[locale] });
  usePageTitle(title);
  // The table pages through what the API sent whole.
  const query = useQuery({
    queryKey: ['office', 'tournament-entries-page', id, entries],
    queryFn: () => ({
      items: entries.entries,
      page: 1,
      pageSize: Math.max(entries.entries.length, 1),
      total: entries.entries.length,
      totalPages: 1,
    }),
  });
  const download = (format: 'csv' | 'ianseo', lang: 'ar' | 'en') =>
    apiUrl(`/office/tournaments/${entries.tournament.id}/entries/export?format=${format}&lang=${lang}`);
  return (
    <>
      <PageHeading title={title} lead={intl.formatMessage(officePages.tournaments.title)} />
      <p>
        <DateRange from={entries.tournament.startDate} to={entries.tournament.endDate} />
      </p>
      <section aria-labelledby={headingId} className={commonStyles.section}>
        <h2 id={headingId}>{intl.formatMessage(tournamentsText.downloads)}</h2>
        <ul>
          <li>
            <a href={download('csv', locale)} download>
              {intl.formatMessage(tournamentsText.csv)}
            </a>
          </li>
          <li>
            <a href={download('ianseo', 'en')} download>
              {intl.formatMessage(tournamentsText.ianseo)}
            </a>{' '}
            {intl.formatMessage(tournamentsText.ianseoHint)}
          </li>
        </ul>
      </section>
      <DataTable
        caption={title}
        query={query}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.archer.name[locale]}
        page={1}
        filtered={false}
        countText={entryCountText}
      />
    </>
  );
}

/** `/office/tournaments/:id`: a tournament's entries, and their downloads as CSV and for Ianseo. */
export function TournamentEntriesPage() {
  return (
    <ItemPage useItem={useTournamentEntries} listTitle={officePages.tournaments.title}>
      {(entries) => <Entries entries={entries} />}
    </ItemPage>
  );
}
