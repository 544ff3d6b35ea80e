import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  actionButton,
  ConfirmDialog,
  createColumnHelper,
  DataTable,
  ReasonDialog,
  sendJson,
  useApiMutation,
} from '@uaeaf/account-kit';
import { type RecordProposal, RecordProposalsSchema, ResultsErrorCodes } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useDates } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { useRecordProposals } from './api';
import { approveIntroText, categoryText, proposalCountText, resultsText } from './messages';
import styles from './results.module.css';

/** The proposal's category as the public records list names it: division, gender, age class and round. */
function useRecordCategory() {
  const intl = useIntl();
  const locale = useLocale();
  return useCallback(
    (record: RecordProposal) =>
      intl.formatMessage(categoryText, {
        division: record.division.name[locale],
        gender: intl.formatMessage(resultsText[record.gender]),
        ageClass: record.ageClass.name[locale],
        round: record.round.name[locale],
      }),
    [intl, locale],
  );
}

/** Approve (asked first) or reject with a reason: either is audited; the list loads again. */
function Decide({ record }: { record: RecordProposal }) {
  const intl = useIntl();
  const locale = useLocale();
  const category = useRecordCategory();
  const [asking, setAsking] = useState<'approve' | 'reject'>();
  const decide = useApiMutation({
    call: ({ decision, reason }: { decision: 'approve' | 'reject'; reason?: string }) =>
      sendJson(
        'POST',
        `/office/results/records/${record.id}/${decision}`,
        RecordProposalsSchema,
        decision === 'reject' ? { reason } : {},
      ),
    successText: (_, { decision }) =>
      intl.formatMessage(decision === 'approve' ? resultsText.approved : resultsText.rejected),
    invalidates: [officeKey],
    refusalText: (error) =>
      error.code === ResultsErrorCodes.proposalDecided ? intl.formatMessage(resultsText.decided) : undefined,
    onSuccess: () => setAsking(undefined),
  });
  const close = () => {
    decide.reset();
    setAsking(undefined);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={actionButton.primary} onClick={() => setAsking('approve')}>
        {intl.formatMessage(resultsText.approve)}
      </button>
      <button type="button" className={actionButton.danger} onClick={() => setAsking('reject')}>
        {intl.formatMessage(resultsText.reject)}
      </button>
      {asking === 'approve' && (
        <ConfirmDialog
          title={intl.formatMessage(resultsText.approveTitle)}
          confirmLabel={intl.formatMessage(resultsText.approve)}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={() => decide.mutate({ decision: 'approve' })}
          onClose={close}
        >
          <p>
            {intl.formatMessage(approveIntroText, {
              name: record.holder.name[locale],
              score: intl.formatNumber(record.score),
              category: category(record),
            })}
          </p>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={intl.formatMessage(resultsText.rejectTitle)}
          reasonLabel={intl.formatMessage(resultsText.rejectReason)}
          reasonHint={intl.formatMessage(resultsText.rejectHint)}
          confirmLabel={intl.formatMessage(resultsText.reject)}
          danger
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(reason) => decide.mutate({ decision: 'reject', reason })}
          onClose={close}
        />
      )}
    </div>
  );
}

const column = createColumnHelper<RecordProposal>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const dates = useDates();
  const category = useRecordCategory();
  return useMemo(
    () => [
      column.display({
        id: 'category',
        header: intl.formatMessage(resultsText.category),
        meta: { rowHeader: true },
        cell: ({ row }) => category(row.original),
      }),
      column.accessor((row) => row.holder.name[locale], {
        id: 'holder',
        header: intl.formatMessage(resultsText.holder),
      }),
      column.accessor('score', {
        header: intl.formatMessage(resultsText.recordScore),
        cell: ({ row }) =>
          `${intl.formatNumber(row.original.score)} (${intl.formatMessage(resultsText.tens)} ${intl.formatNumber(row.original.tens)}, ${intl.formatMessage(resultsText.xs)} ${intl.formatNumber(row.original.xs)})`,
      }),
      column.accessor((row) => row.tournament.name[locale], {
        id: 'tournament',
        header: intl.formatMessage(resultsText.tournament),
      }),
      column.accessor('date', {
        header: intl.formatMessage(resultsText.date),
        cell: ({ getValue }) => dates.day(getValue()),
      }),
      column.accessor('current', {
        header: intl.formatMessage(resultsText.recordCurrent),
        cell: ({ getValue }) => {
          const current = getValue();
          return current
            ? `${intl.formatNumber(current.score)}, ${current.holder.name[locale]}`
            : intl.formatMessage(resultsText.none);
        },
      }),
      column.display({
        id: 'decide',
        header: intl.formatMessage(resultsText.actions),
        cell: ({ row }) => <Decide record={row.original} />,
      }),
    ],
    [intl, locale, dates, category],
  );
}

/** `/office/records`: the national records publishing proposed, oldest first, to approve or reject. */
export function RecordsPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <OfficePageHeading page={officePages.records} />
      <DataTable
        caption={intl.formatMessage(officePages.records.title)}
        query={useRecordProposals()}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.holder.name[locale]}
        page={1}
        filtered={false}
        countText={proposalCountText}
        emptyText={resultsText.noProposals}
      />
    </>
  );
}
