import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TournamentEntry, WithdrawalReason } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useWithdraw } from '../common/api';
import {
  entrySummaryText,
  historyText,
  reasonText,
  registerText,
  statusText,
  successText,
  withdrawLabelText,
  withdrawText,
} from './messages';
import { useAed, useDates } from '@uaeaf/ui';
import { refusalOf, useRefusalText } from './refusals';
import { WithdrawDialog } from './WithdrawDialog';
import styles from './register.module.css';

function EntryHistory({ entry }: { entry: TournamentEntry }) {
  const intl = useIntl();
  const dates = useDates();
  return (
    <ol className={styles.history}>
      {entry.history.map((event) => (
        <li key={`${event.event}-${event.at}`}>
          {event.event === 'submitted'
            ? intl.formatMessage(historyText.submitted, { at: dates.dayAndTime(event.at) })
            : intl.formatMessage(historyText.withdrawalRequested, {
                at: dates.dayAndTime(event.at),
                reason: intl.formatMessage(reasonText[event.reason]),
              })}
        </li>
      ))}
    </ol>
  );
}

/**
 * The member's entries in the tournament (a club's: those of its players), withdrawn ones included, each with its
 * status, bill and history, and "Withdraw" where the member may.
 */
export function EntriesList({ tournamentId, entries }: { tournamentId: string; entries: TournamentEntry[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const refusal = useRefusalText();
  const withdraw = useWithdraw(tournamentId);
  const [withdrawing, setWithdrawing] = useState<TournamentEntry>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  const confirm = (reason: WithdrawalReason) => {
    if (!withdrawing) return;
    setFailure(undefined);
    withdraw.mutate(
      { entryId: withdrawing.id, reason },
      {
        onSuccess: () => {
          setWithdrawing(undefined);
          setDone(true);
          // The button that opened the dialog is gone: the confirmation takes the focus.
          requestAnimationFrame(() => confirmation.current?.focus());
        },
        onError: (error) => {
          const code = refusalOf(error);
          setFailure(code ? refusal(code) : intl.formatMessage(withdrawText.failed));
        },
      },
    );
  };

  return (
    <section aria-labelledby="tournament-entries" className={styles.entries}>
      <h2 id="tournament-entries">{intl.formatMessage(registerText.entries)}</h2>
      <p ref={confirmation} role="status" tabIndex={-1} className={done ? styles.success : undefined}>
        {done ? intl.formatMessage(successText.withdrawalSubmitted) : null}
      </p>
      {entries.length === 0 ? (
        <p>{intl.formatMessage(registerText.noEntries)}</p>
      ) : (
        <ul className={styles.entryList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <h3 className={styles.entryTitle}>{entry.archer.name[locale]}</h3>
              <p>
                {intl.formatMessage(entrySummaryText, {
                  division: entry.division.name[locale],
                  ageClass: entry.ageClass.name[locale],
                })}
              </p>
              <p>
                {intl.formatMessage(registerText.status)}:{' '}
                <strong className={styles[`status${entry.status}`]}>
                  {intl.formatMessage(statusText[entry.status])}
                </strong>
              </p>
              {entry.bill && (
                <p>
                  {intl.formatMessage(registerText.bill)}: <bdi>{entry.bill.number}</bdi>,{' '}
                  {aed(entry.bill.amountFils)} (
                  {intl.formatMessage(
                    entry.bill.status === 'paid' ? registerText.billPaid : registerText.billUnpaid,
                  )}
                  )
                </p>
              )}
              <h4 className={styles.historyTitle}>{intl.formatMessage(registerText.history)}</h4>
              <EntryHistory entry={entry} />
              {entry.mayWithdraw && (
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={intl.formatMessage(withdrawLabelText, { archer: entry.archer.name[locale] })}
                  onClick={() => {
                    setFailure(undefined);
                    setDone(false);
                    setWithdrawing(entry);
                  }}
                >
                  {intl.formatMessage(registerText.withdraw)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdrawing && (
        <WithdrawDialog
          archer={withdrawing.archer.name[locale]}
          pending={withdraw.isPending}
          failure={failure}
          onConfirm={confirm}
          onClose={() => setWithdrawing(undefined)}
        />
      )}
    </section>
  );
}
