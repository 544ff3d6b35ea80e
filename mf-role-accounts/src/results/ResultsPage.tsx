import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  OwnResultsSchema,
  ResultsProfileBodySchema,
  type AthleteProfile,
  type AthleteRanking,
  type AthleteResult,
  type LocalizedText,
  type NationalRecord,
  type PersonalBest,
} from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { sendJson, Table, useApiMutation, type ColumnDef } from '@uaeaf/account-kit';
import { useLocale } from '@uaeaf/i18n';
import { DateText, EmptyState, formClassNames, LocalizedLink, QueryStates } from '@uaeaf/ui';
import { categoryText, genderedCategoryText, markedScoreText, resultsText } from './results-messages';
import styles from './results.module.css';

const resultsKey = ['role-accounts', 'results'] as const;

/**
 * "My results" (issue 30, decision 093): the member's own results history, personal bests, ranking positions and
 * national records, their public profile whatever they chose for it, and the choice to hide that profile.
 */
export function ResultsPage() {
  const intl = useIntl();
  const query = useApi(resultsKey, '/account/results', OwnResultsSchema, { fresh: true });
  return (
    <QueryStates query={query}>
      {({ hidden, profile }) => (
        <>
          <ProfileVisibility hidden={hidden} profile={profile} />
          {profile.results.length === 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(resultsText.none)}</p>
            </EmptyState>
          ) : (
            <>
              <Rankings rankings={profile.details?.rankings ?? []} />
              <PersonalBests bests={profile.details?.personalBests ?? []} />
              <Records records={profile.details?.records ?? []} />
              <History results={profile.results} />
            </>
          )}
        </>
      )}
    </QueryStates>
  );
}

/** The hide switch, saved on its own button (a checkbox that saved as it changed would surprise a keyboard user). */
function ProfileVisibility({ hidden, profile }: { hidden: boolean; profile: AthleteProfile }) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const [hide, setHide] = useState(hidden);
  const save = useApiMutation({
    call: (choice: boolean) =>
      sendJson('PUT', '/account/results-profile', ResultsProfileBodySchema, { hidden: choice }),
    successText: () => intl.formatMessage(resultsText.saved),
    invalidates: [resultsKey],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(hide);
  };
  return (
    <section className={styles.profile} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(resultsText.profile)}</h2>
      <p>
        {intl.formatMessage(hidden ? resultsText.hidden : resultsText.shown)}{' '}
        {/* `/athletes/{id}` answers only for a shown profile with results. */}
        {!hidden && profile.results.length > 0 && (
          <LocalizedLink to={`/athletes/${profile.id}`}>
            {intl.formatMessage(resultsText.publicLink)}
          </LocalizedLink>
        )}
      </p>
      {profile.isMinor && <p>{intl.formatMessage(resultsText.minor)}</p>}
      <form className={formClassNames.form} onSubmit={submit}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={hide}
            aria-describedby={hintId}
            onChange={(event) => setHide(event.target.checked)}
          />
          {intl.formatMessage(resultsText.hide)}
        </label>
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage(resultsText.hideHint)}
        </p>
        {save.failure && (
          <p role="alert" className={formClassNames.alert}>
            {save.failure}
          </p>
        )}
        <button type="submit" className={formClassNames.submit} disabled={save.isPending}>
          {intl.formatMessage(resultsText.save)}
        </button>
      </form>
    </section>
  );
}

/** A column of the page's tables: its name and its cell, from the row (the first column's cells head their rows). */
function column<T>(id: string, header: string, cell: (row: T) => ReactNode, rowHeader = false): ColumnDef<T> {
  return {
    id,
    header,
    cell: ({ row }) => cell(row.original),
    ...(rowHeader && { meta: { rowHeader: true } }),
  };
}

/** A section under its heading: its table, or a sentence when it has no rows. */
function TableSection<T>({
  title,
  emptyText,
  items,
  columns,
  getRowId,
}: {
  title: MessageDescriptor;
  emptyText?: MessageDescriptor;
  items: T[];
  columns: ColumnDef<T>[];
  getRowId: (item: T) => string;
}) {
  const intl = useIntl();
  const headingId = useId();
  const name = intl.formatMessage(title);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {items.length === 0 && emptyText ? (
        <p>{intl.formatMessage(emptyText)}</p>
      ) : (
        <Table caption={name} columns={columns} items={items} getRowId={getRowId} />
      )}
    </section>
  );
}

type Named = { name: LocalizedText };

/** What the tables' cells show, in the page's language; the same functions until the language changes. */
function useCells() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => ({
      header: (message: MessageDescriptor) => intl.formatMessage(message),
      number: (value: number) => intl.formatNumber(value),
      average: (value: number) =>
        intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      name: (named: Named) => named.name[locale],
      category: (row: { division: Named; ageClass: Named }) =>
        intl.formatMessage(categoryText, {
          division: row.division.name[locale],
          ageClass: row.ageClass.name[locale],
        }),
      /** Rankings and records are per gender too. */
      genderedCategory: (row: { division: Named; gender: 'male' | 'female'; ageClass: Named }) =>
        intl.formatMessage(genderedCategoryText, {
          division: row.division.name[locale],
          gender: intl.formatMessage(resultsText[row.gender]),
          ageClass: row.ageClass.name[locale],
        }),
      tournament: (tournament: { id: number } & Named) => (
        <LocalizedLink to={`/tournament-details/${tournament.id}/results`}>
          {tournament.name[locale]}
        </LocalizedLink>
      ),
      /** A score with the personal best or record it set. */
      score: (row: AthleteResult) => {
        const marks = [
          ...(row.personalBest ? [intl.formatMessage(resultsText.personalBest)] : []),
          ...(row.record ? [intl.formatMessage(resultsText.record)] : []),
        ];
        const score = intl.formatNumber(row.total);
        return marks.length === 0
          ? score
          : intl.formatMessage(markedScoreText, { score, marks: intl.formatList(marks) });
      },
    }),
    [intl, locale],
  );
}

type Cells = ReturnType<typeof useCells>;

/** A personal best's or a record's score, tie-breaks and event. */
function scoreColumns<T extends PersonalBest | NationalRecord>(cells: Cells): ColumnDef<T>[] {
  return [
    column<T>('score', cells.header(resultsText.score), (row) => cells.number(row.score)),
    column<T>('tens', cells.header(resultsText.tens), (row) => cells.number(row.tens)),
    column<T>('xs', cells.header(resultsText.xs), (row) => cells.number(row.xs)),
    column<T>('date', cells.header(resultsText.date), (row) => <DateText value={row.date} />),
    column<T>('tournament', cells.header(resultsText.tournament), (row) => cells.tournament(row.tournament)),
  ];
}

function Rankings({ rankings }: { rankings: AthleteRanking[] }) {
  const cells = useCells();
  const columns = useMemo(
    () => [
      column<AthleteRanking>('round', cells.header(resultsText.round), (row) => cells.name(row.round), true),
      column<AthleteRanking>('category', cells.header(resultsText.category), cells.genderedCategory),
      column<AthleteRanking>('season', cells.header(resultsText.season), (row) => (
        <span className="ltr-value">{row.season}</span>
      )),
      column<AthleteRanking>('position', cells.header(resultsText.position), (row) =>
        cells.number(row.position),
      ),
      column<AthleteRanking>('average', cells.header(resultsText.average), (row) =>
        cells.average(row.average),
      ),
    ],
    [cells],
  );
  return (
    <TableSection
      title={resultsText.rankings}
      emptyText={resultsText.noRankings}
      items={rankings}
      columns={columns}
      getRowId={(row) => `${row.round.code}|${row.division.code}|${row.ageClass.code}`}
    />
  );
}

function PersonalBests({ bests }: { bests: PersonalBest[] }) {
  const cells = useCells();
  const columns = useMemo(
    () => [
      column<PersonalBest>('round', cells.header(resultsText.round), (row) => cells.name(row.round), true),
      ...scoreColumns<PersonalBest>(cells),
    ],
    [cells],
  );
  return (
    <TableSection
      title={resultsText.personalBests}
      items={bests}
      columns={columns}
      getRowId={(row) => row.round.code}
    />
  );
}

function Records({ records }: { records: NationalRecord[] }) {
  const cells = useCells();
  const columns = useMemo(
    () => [
      column<NationalRecord>('round', cells.header(resultsText.round), (row) => cells.name(row.round), true),
      column<NationalRecord>('category', cells.header(resultsText.category), cells.genderedCategory),
      ...scoreColumns<NationalRecord>(cells),
    ],
    [cells],
  );
  return (
    <TableSection
      title={resultsText.records}
      emptyText={resultsText.noRecords}
      items={records}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

function History({ results }: { results: AthleteResult[] }) {
  const cells = useCells();
  const columns = useMemo(
    () => [
      column<AthleteResult>(
        'tournament',
        cells.header(resultsText.tournament),
        (row) => cells.tournament(row.tournament),
        true,
      ),
      column<AthleteResult>('date', cells.header(resultsText.date), (row) => (
        <DateText value={row.tournament.startDate} />
      )),
      column<AthleteResult>('category', cells.header(resultsText.category), cells.category),
      column<AthleteResult>('round', cells.header(resultsText.round), (row) => cells.name(row.round)),
      column<AthleteResult>('rank', cells.header(resultsText.rank), (row) => cells.number(row.rank)),
      column<AthleteResult>('finalPlace', cells.header(resultsText.finalPlace), (row) =>
        row.finalPlace === null ? '—' : cells.number(row.finalPlace),
      ),
      column<AthleteResult>('score', cells.header(resultsText.score), cells.score),
    ],
    [cells],
  );
  return (
    <TableSection
      title={resultsText.history}
      items={results}
      columns={columns}
      getRowId={(row) => `${row.tournament.id}|${row.round.code}|${row.division.code}`}
    />
  );
}
