import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  actionButton,
  ageClassName,
  ConfirmDialog,
  createColumnHelper,
  sendJson,
  Table,
  useApiMutation,
} from '@uaeaf/account-kit';
import {
  type OfficeResultRow,
  ResultsErrorCodes,
  type ResultsImport,
  ResultsPublishedSchema,
  roundOf,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, PageHeading, useDates, usePageTitle } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { Section } from '../common/Section';
import { ItemPage } from '../common/ItemPage';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useDivisions } from '../tournaments/api';
import { useResultsImport } from './api';
import {
  categoryText,
  countsText,
  importedFromText,
  matchProblemText,
  matchStateText,
  publishedText,
  recordCandidateText,
  resultsOfText,
  resultsText,
  publishTitleText,
} from './messages';
import { CorrectDialog, MatchDialog, useRowMatch } from './RowDialogs';
import styles from './results.module.css';

const stateTone = { matched: 'good', guest: 'neutral', proposed: 'waiting', unmatched: 'bad' } as const;

type Category = { key: string; name: string; rows: OfficeResultRow[] };

/** A category's name: its division, gender and age class, and the round shot. */
function useCategoryName() {
  const intl = useIntl();
  const locale = useLocale();
  const divisions = useDivisions().data?.divisions;
  return useCallback(
    (row: OfficeResultRow) =>
      intl.formatMessage(categoryText, {
        division: divisions?.find((division) => division.code === row.division)?.name[locale] ?? row.division,
        gender: intl.formatMessage(resultsText[row.gender]),
        ageClass: ageClassName(intl, row.ageClass),
        round: roundOf(row.round).name[locale],
      }),
    [intl, locale, divisions],
  );
}

/** What may be done with a row: confirm a proposed member, name one, keep a guest, correct its scores. */
function RowActions({ row, published }: { row: OfficeResultRow; published: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState<'match' | 'correct'>();
  const match = useRowMatch(row);
  const { state } = row.match;
  return (
    <div className={styles.actions}>
      {state === 'proposed' && (
        <button
          type="button"
          className={actionButton.primary}
          disabled={match.isPending}
          onClick={() => match.mutate({ action: 'confirm' })}
        >
          {intl.formatMessage(resultsText.confirm)}
        </button>
      )}
      <button type="button" className={actionButton.secondary} onClick={() => setOpen('match')}>
        {intl.formatMessage(resultsText.chooseMember)}
      </button>
      {state !== 'guest' && (
        <button
          type="button"
          className={actionButton.secondary}
          disabled={match.isPending}
          onClick={() => match.mutate({ action: 'guest' })}
        >
          {intl.formatMessage(resultsText.keepGuest)}
        </button>
      )}
      <button type="button" className={actionButton.secondary} onClick={() => setOpen('correct')}>
        {intl.formatMessage(resultsText.correct)}
      </button>
      {match.failure && (
        <span role="alert" className={styles.rowProblem}>
          {match.failure}
        </span>
      )}
      {open === 'match' && <MatchDialog row={row} onClose={() => setOpen(undefined)} />}
      {open === 'correct' && (
        <CorrectDialog row={row} published={published} onClose={() => setOpen(undefined)} />
      )}
    </div>
  );
}

const column = createColumnHelper<OfficeResultRow>();

function useColumns(published: boolean, unresolved: ReadonlySet<number>) {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => [
      column.accessor('rank', {
        header: intl.formatMessage(resultsText.rank),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
      column.accessor('name', {
        header: intl.formatMessage(resultsText.archer),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <>
            {getValue()}
            {row.original.membershipNumber && (
              <>
                {' '}
                <span className="ltr-value">{row.original.membershipNumber}</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor((row) => row.clubName ?? row.clubCode ?? '', {
        id: 'club',
        header: intl.formatMessage(resultsText.club),
      }),
      column.accessor('distances', {
        header: intl.formatMessage(resultsText.distances),
        cell: ({ getValue }) => (
          <span className={styles.distances}>
            {getValue().map((score, index) => (
              <span key={index}>{intl.formatNumber(score)}</span>
            ))}
          </span>
        ),
      }),
      column.accessor('total', {
        header: intl.formatMessage(resultsText.total),
        cell: ({ getValue }) => <strong>{intl.formatNumber(getValue())}</strong>,
      }),
      column.accessor('tens', {
        header: intl.formatMessage(resultsText.tens),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
      column.accessor('xs', {
        header: intl.formatMessage(resultsText.xs),
        cell: ({ getValue }) => intl.formatNumber(getValue()),
      }),
      column.accessor('finalPlace', {
        header: intl.formatMessage(resultsText.finalPlace),
        cell: ({ getValue }) => {
          const place = getValue();
          return place === null ? '' : intl.formatNumber(place);
        },
      }),
      column.display({
        id: 'match',
        header: intl.formatMessage(resultsText.match),
        cell: ({ row }) => {
          const { state, member } = row.original.match;
          return (
            <>
              <StatusBadge status={state} text={matchStateText[state]} tone={stateTone[state]} />
              {member && (
                <>
                  {' '}
                  {member.name[locale]}
                  {member.membershipNumber && (
                    <>
                      {' '}
                      <span className="ltr-value">{member.membershipNumber}</span>
                    </>
                  )}
                </>
              )}
              {unresolved.has(row.original.id) && (
                <span className={styles.rowProblem}>
                  {intl.formatMessage(matchProblemText['results.match.unresolved'])}
                </span>
              )}
            </>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: intl.formatMessage(resultsText.actions),
        cell: ({ row }) => <RowActions row={row.original} published={published} />,
      }),
    ],
    [intl, locale, published, unresolved],
  );
}

/** The rows per category (division, gender, age class and round), in the file's order of categories, by rank. */
function useCategories(rows: OfficeResultRow[]): Category[] {
  const name = useCategoryName();
  const categories = new Map<string, Category>();
  for (const row of rows) {
    const key = `${row.round}|${row.division}|${row.gender}|${row.ageClass}`;
    const category = categories.get(key) ?? { key, name: name(row), rows: [] };
    category.rows.push(row);
    categories.set(key, category);
  }
  return [...categories.values()].map((category) => ({
    ...category,
    rows: category.rows.toSorted((a, b) => a.rank - b.rank || a.line - b.line),
  }));
}

function Publish({ draft, onUnresolved }: { draft: ResultsImport; onUnresolved: (ids: number[]) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const publish = useApiMutation({
    call: () => sendJson('POST', `/office/results/imports/${draft.id}/publish`, ResultsPublishedSchema, {}),
    successText: (done) =>
      intl.formatMessage(publishedText, { mailed: done.mailed, records: done.recordsProposed }),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === ResultsErrorCodes.unresolvedRows
        ? intl.formatMessage(resultsText.unresolved)
        : error.code === ResultsErrorCodes.notDraft
          ? intl.formatMessage(resultsText.notDraft)
          : undefined,
    onRefused: (error) =>
      onUnresolved(
        Object.keys(error.fields).flatMap((key) => (key.startsWith('row.') ? [Number(key.slice(4))] : [])),
      ),
    onSuccess: () => {
      onUnresolved([]);
      setAsking(false);
    },
  });
  return (
    <>
      <button type="button" className={actionButton.primary} onClick={() => setAsking(true)}>
        {intl.formatMessage(resultsText.publish)}
      </button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(publishTitleText, { name: draft.tournament.name[locale] })}
          confirmLabel={intl.formatMessage(resultsText.publish)}
          pending={publish.isPending}
          failure={publish.failure}
          onConfirm={() => publish.mutate(undefined)}
          onClose={() => {
            publish.reset();
            setAsking(false);
          }}
        >
          <p>{intl.formatMessage(resultsText.publishIntro)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CategoryTable({
  category,
  published,
  unresolved,
}: {
  category: Category;
  published: boolean;
  unresolved: ReadonlySet<number>;
}) {
  return (
    <Section id={useId()} title={category.name}>
      <Table
        caption={category.name}
        items={category.rows}
        columns={useColumns(published, unresolved)}
        getRowId={(row) => String(row.id)}
      />
    </Section>
  );
}

function Preview({ imported }: { imported: ResultsImport }) {
  const intl = useIntl();
  const locale = useLocale();
  const dates = useDates();
  const [unresolved, setUnresolved] = useState<ReadonlySet<number>>(new Set());
  const categories = useCategories(imported.rows);
  const categoryName = useCategoryName();
  const title = intl.formatMessage(resultsOfText, { name: imported.tournament.name[locale] });
  usePageTitle(title);
  const published = imported.status === 'published';
  const rowsById = new Map(imported.rows.map((row) => [row.id, row]));
  return (
    <>
      <PageHeading title={title} lead={intl.formatMessage(officePages.results.title)} />
      <p>
        <StatusBadge
          status={imported.status}
          text={published ? resultsText.published : resultsText.draft}
          tone={published ? 'good' : 'waiting'}
        />{' '}
        {intl.formatMessage(importedFromText, {
          file: imported.fileName,
          date: dates.dayAndTime(imported.importedAt),
          name: imported.importedBy?.name[locale] ?? '',
        })}
      </p>
      <p>
        {intl.formatMessage(countsText, {
          rows: imported.counts.rows,
          // In the page's digits: a plain argument would be written as the number's code does.
          matched: intl.formatNumber(imported.counts.matched),
          proposed: intl.formatNumber(imported.counts.proposed),
          unmatched: intl.formatNumber(imported.counts.unmatched),
          guests: intl.formatNumber(imported.counts.guests),
        })}
      </p>
      <div className={styles.actions}>
        {!published && <Publish draft={imported} onUnresolved={(ids) => setUnresolved(new Set(ids))} />}
        <LocalizedLink
          className={actionButton.secondary}
          to={`/office/results/tournaments/${imported.tournament.id}`}
        >
          {intl.formatMessage(resultsText.importAgain)}
        </LocalizedLink>
        {published && (
          <LocalizedLink
            className={actionButton.secondary}
            to={`/tournament-details/${imported.tournament.id}/results`}
          >
            {intl.formatMessage(resultsText.publicPage)}
          </LocalizedLink>
        )}
      </div>
      {imported.recordCandidates.length > 0 && (
        <Section id="results-records" title={intl.formatMessage(resultsText.records)}>
          <p>{intl.formatMessage(resultsText.recordsIntro)}</p>
          <ul>
            {imported.recordCandidates.map((candidate) => {
              const row = rowsById.get(candidate.rowId);
              return (
                <li key={candidate.rowId}>
                  {intl.formatMessage(recordCandidateText, {
                    category: row ? categoryName(row) : '',
                    name: row?.name ?? '',
                    score: intl.formatNumber(candidate.score),
                    current:
                      candidate.current === null
                        ? intl.formatMessage(resultsText.noRecord)
                        : intl.formatNumber(candidate.current),
                  })}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {categories.map((category) => (
        <CategoryTable key={category.key} category={category} published={published} unresolved={unresolved} />
      ))}
    </>
  );
}

/** `/office/results/imports/:id`: an import's rows per category with their matches, to resolve, correct and publish. */
export function ImportPreviewPage() {
  return (
    <ItemPage useItem={useResultsImport} listTitle={officePages.results.title}>
      {(imported) => <Preview imported={imported} />}
    </ItemPage>
  );
}
