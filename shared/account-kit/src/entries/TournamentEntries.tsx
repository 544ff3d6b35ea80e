import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AccountTournamentEntriesSchema,
  TournamentEntrySchema,
  WithdrawalReasons,
  type EntryTournament,
  type TournamentEntry,
  type WithdrawalReason,
} from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, DetailsList, EmptyState, LocalizedLink, QueryStates } from '@uaeaf/ui';
import { actionButton, ConfirmDialog } from '@uaeaf/ui/dialog';
import { sendJson, useApiMutation } from '../mutations/api-mutation';
import { entriesText, entryLabel, entryStatusText, withdrawalReasonText } from './entries-messages';
import styles from './entries.module.css';

export const accountEntriesKey = ['account', 'tournament-entries'] as const;

/** A tournament's public page (mf-tournaments), where its dates, places and documents are. */
const tournamentPath = (id: number) => `/tournament-details/${id}`;

interface Withdrawal {
  entry: TournamentEntry;
  label: string;
}

/**
 * The member's tournament entries across tournaments (issue 11; a club's: also its players'), current tournaments
 * first, each entry's archer, division, age class and status; "Registration period has ended" where it has, a link to
 * enter more players while it is open, and withdrawal with the spec's reasons (the tournaments API's own route).
 */
export function TournamentEntries() {
  const intl = useIntl();
  const query = useApi(accountEntriesKey, '/account/tournament-entries', AccountTournamentEntriesSchema, {
    fresh: true,
  });
  const [withdrawing, setWithdrawing] = useState<Withdrawal | null>(null);
  const [reason, setReason] = useState<WithdrawalReason>();
  const [missingReason, setMissingReason] = useState(false);
  const reasonError = useId();
  const withdraw = useApiMutation({
    call: ({ entry, reason }: { entry: TournamentEntry; reason: WithdrawalReason }) =>
      sendJson('POST', `/tournament-entries/${entry.id}/withdrawal`, TournamentEntrySchema, { reason }),
    successText: () => intl.formatMessage(entriesText.withdrawn),
    invalidates: [accountEntriesKey],
    onSuccess: () => setWithdrawing(null),
  });
  const close = () => {
    withdraw.reset();
    setWithdrawing(null);
    setReason(undefined);
    setMissingReason(false);
  };

  return (
    <>
      <p>
        <LocalizedLink to="/tournament-details">
          {intl.formatMessage(entriesText.allTournaments)}
        </LocalizedLink>
      </p>
      <QueryStates query={query}>
        {({ tournaments, items }) =>
          items.length === 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(entriesText.none)}</p>
            </EmptyState>
          ) : (
            (['open', 'past'] as const).map((group) => {
              const inGroup = tournaments.filter((tournament) => tournament.past === (group === 'past'));
              return (
                inGroup.length > 0 && (
                  <section key={group} className={styles.group}>
                    <h2>{intl.formatMessage(entriesText[group])}</h2>
                    {inGroup.map((tournament) => (
                      <TournamentSection
                        key={tournament.id}
                        tournament={tournament}
                        entries={items.filter((entry) => entry.tournamentId === tournament.id)}
                        onWithdraw={(withdrawal) => setWithdrawing(withdrawal)}
                      />
                    ))}
                  </section>
                )
              );
            })
          )
        }
      </QueryStates>
      {withdrawing && (
        <ConfirmDialog
          title={withdrawing.label}
          confirmLabel={intl.formatMessage(entriesText.withdraw)}
          danger
          pending={withdraw.isPending}
          failure={withdraw.failure}
          onConfirm={() => {
            if (reason) withdraw.mutate({ entry: withdrawing.entry, reason });
            else setMissingReason(true);
          }}
          onClose={close}
        >
          <fieldset
            className={styles.reasons}
            aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? reasonError : undefined}
          >
            <legend>{intl.formatMessage(entriesText.reason)}</legend>
            {WithdrawalReasons.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="reason"
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                />{' '}
                {intl.formatMessage(withdrawalReasonText[value])}
              </label>
            ))}
            {missingReason && <p id={reasonError}>{intl.formatMessage(entriesText.chooseReason)}</p>}
          </fieldset>
          <p>{intl.formatMessage(entriesText.confirm)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function TournamentSection({
  tournament,
  entries,
  onWithdraw,
}: {
  tournament: EntryTournament;
  entries: TournamentEntry[];
  onWithdraw: (withdrawal: Withdrawal) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const name = tournament.name[locale];
  return (
    <article className={styles.tournament} aria-label={name}>
      <h3>
        <LocalizedLink to={tournamentPath(tournament.id)}>{name}</LocalizedLink>
      </h3>
      <p>
        <DateRange from={tournament.startDate} to={tournament.endDate} />
      </p>
      {tournament.registration.status === 'open' && (
        <p>
          <LocalizedLink to={`/tournament-details/register?tournament=${tournament.id}`}>
            {intl.formatMessage(entriesText.enterMore)}
          </LocalizedLink>
        </p>
      )}
      {tournament.registration.status === 'ended' && !tournament.past && (
        <p className={styles.notice}>{intl.formatMessage(entriesText.registrationEnded)}</p>
      )}
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const label = intl.formatMessage(entryLabel, {
            archer: entry.archer.name[locale],
            tournament: name,
          });
          return (
            <li key={entry.id} aria-label={label}>
              <DetailsList
                items={[
                  [intl.formatMessage(entriesText.archer), entry.archer.name[locale]],
                  [intl.formatMessage(entriesText.division), entry.division.name[locale]],
                  [intl.formatMessage(entriesText.ageClass), entry.ageClass.name[locale]],
                  [intl.formatMessage(entriesText.status), intl.formatMessage(entryStatusText[entry.status])],
                ]}
              />
              {entry.mayWithdraw && (
                <button
                  type="button"
                  className={actionButton.secondary}
                  aria-label={`${intl.formatMessage(entriesText.withdraw)}: ${label}`}
                  onClick={() => onWithdraw({ entry, label })}
                >
                  {intl.formatMessage(entriesText.withdraw)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
