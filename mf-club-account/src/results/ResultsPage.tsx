import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ClubResultsSchema, type AthleteResult, type ClubResults } from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { createColumnHelper, Table } from '@uaeaf/account-kit';
import { useLocale } from '@uaeaf/i18n';
import { DateText, EmptyState, LocalizedLink, PlaceholderPage, QueryStates } from '@uaeaf/ui';
import type { ClubPageProps } from '../page-registry';
import { categoryText, markedScoreText, resultsText } from './messages';

/** One archer's result: the table has a row per archer and tournament. */
interface ArcherResult {
  archer: ClubResults['items'][number]['archer'];
  result: AthleteResult;
}

/** The API groups results by archer; the page reads them as one list, newest tournament first. */
function newestFirst({ items }: ClubResults): ArcherResult[] {
  return items
    .flatMap(({ archer, results }) => results.map((result) => ({ archer, result })))
    .sort(
      (a, b) =>
        b.result.tournament.startDate.localeCompare(a.result.tournament.startDate) ||
        b.result.tournament.id - a.result.tournament.id ||
        a.result.rank - b.result.rank,
    );
}

const column = createColumnHelper<ArcherResult>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => [
      column.accessor((row) => row.archer.name[locale], {
        id: 'archer',
        header: intl.formatMessage(resultsText.archer),
        meta: { rowHeader: true },
        // A hidden profile has no public page: the name alone, as the public results show it.
        cell: ({ row, getValue }) =>
          row.original.archer.profileShown ? (
            <LocalizedLink to={`/athletes/${row.original.archer.id}`}>{getValue()}</LocalizedLink>
          ) : (
            getValue()
          ),
      }),
      column.accessor((row) => row.result.tournament.name[locale], {
        id: 'tournament',
        header: intl.formatMessage(resultsText.tournament),
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/tournament-details/${row.original.result.tournament.id}/results`}>
            {getValue()}
          </LocalizedLink>
        ),
      }),
      column.accessor((row) => row.result.tournament.startDate, {
        id: 'date',
        header: intl.formatMessage(resultsText.date),
        cell: ({ getValue }) => <DateText value={getValue()} />,
      }),
      column.accessor(
        ({ result }) =>
          intl.formatMessage(categoryText, {
            division: result.division.name[locale],
            ageClass: result.ageClass.name[locale],
            round: result.round.name[locale],
          }),
        { id: 'category', header: intl.formatMessage(resultsText.category) },
      ),
      column.accessor((row) => row.result.rank, {
        id: 'rank',
        header: intl.formatMessage(resultsText.rank),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
      column.accessor((row) => row.result.finalPlace, {
        id: 'finalPlace',
        header: intl.formatMessage(resultsText.finalPlace),
        cell: ({ getValue }) => {
          const place = getValue();
          return place === null ? '—' : intl.formatNumber(place);
        },
      }),
      column.accessor((row) => row.result.total, {
        id: 'score',
        header: intl.formatMessage(resultsText.score),
        cell: ({ row, getValue }) => {
          const { personalBest, record } = row.original.result;
          const marks = [
            ...(personalBest ? [intl.formatMessage(resultsText.personalBest)] : []),
            ...(record ? [intl.formatMessage(resultsText.record)] : []),
          ];
          const score = intl.formatNumber(getValue());
          return marks.length === 0
            ? score
            : intl.formatMessage(markedScoreText, { score, marks: intl.formatList(marks) });
        },
      }),
    ],
    [intl, locale],
  );
}

/** "Our archers' results" (issue 30): the published results of the club's or academy's players. */
export default function ResultsPage(props: ClubPageProps) {
  const intl = useIntl();
  const columns = useColumns();
  const query = useApi(['club-account', 'results'], '/account/club/results', ClubResultsSchema, {
    fresh: true,
  });
  return (
    <PlaceholderPage {...props}>
      <QueryStates query={query}>
        {(data) => {
          const rows = newestFirst(data);
          return rows.length === 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(resultsText.none)}</p>
            </EmptyState>
          ) : (
            <Table
              caption={intl.formatMessage(props.title)}
              columns={columns}
              items={rows}
              getRowId={({ archer, result }) => `${archer.id}|${result.tournament.id}|${result.round.code}`}
            />
          );
        }}
      </QueryStates>
    </PlaceholderPage>
  );
}
