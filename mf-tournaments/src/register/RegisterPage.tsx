import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError } from '@uaeaf/api-client';
import {
  entersOwnPlayers,
  TournamentErrorCodes,
  type TournamentDetail,
  type TournamentEntry,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, MembersOnly, Page, QueryStates, usePageMeta } from '@uaeaf/ui';
import { accountTypeAtom, signOut } from '@uaeaf/session';
import { useAtomValue } from 'jotai';
import { useEligibility, useTournament } from '../common/api';
import { detailPages } from '../pages';
import { RegistrationState } from '../registration-state/RegistrationState';
import { EntriesList } from './EntriesList';
import { EntryForm } from './EntryForm';
import { EntryReceipt } from './EntryReceipt';
import { registerText } from './messages';
import { useRefusalText } from './refusals';
import styles from './register.module.css';

function TournamentSummary({ tournament }: { tournament: TournamentDetail }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="register-tournament" className={styles.summary}>
      <h2 id="register-tournament">
        <LocalizedLink to={`/tournament-details/${tournament.id}`}>{tournament.name[locale]}</LocalizedLink>
      </h2>
      <p>
        <DateRange from={tournament.startDate} to={tournament.endDate} /> · {tournament.venue[locale]}
      </p>
      <RegistrationState state={tournament.registration} />
    </section>
  );
}

function Registration({ tournament }: { tournament: TournamentDetail }) {
  const intl = useIntl();
  const refusal = useRefusalText();
  const accountType = useAtomValue(accountTypeAtom);
  const query = useEligibility(String(tournament.id), true);
  const [receipt, setReceipt] = useState<TournamentEntry>();
  const expired =
    query.error instanceof ApiError &&
    (query.error.status === 401 || query.error.code === TournamentErrorCodes.accountBlocked);
  useEffect(() => {
    // The session ended on the server (timed out, or the account was blocked, which ends it): forgetting it here sends
    // the member to the login page, which says why.
    if (expired) signOut(window.localStorage);
  }, [expired]);
  return (
    <QueryStates query={query}>
      {(eligibility) => {
        const archers = eligibility.archers.filter((archer) => archer.refusal === null);
        const entersOthers = accountType !== null && entersOwnPlayers.includes(accountType);
        const single = !entersOthers ? eligibility.archers[0] : undefined;
        return (
          <>
            {receipt && <EntryReceipt entry={receipt} />}
            {eligibility.refusal ? (
              <div className={styles.refusal} role="alert">
                <p className={styles.refusalTitle}>{intl.formatMessage(registerText.refused)}</p>
                <p>{refusal(eligibility.refusal)}</p>
              </div>
            ) : single?.refusal ? (
              <p className={styles.refusal} role="alert">
                {refusal(single.refusal)}
              </p>
            ) : entersOthers && archers.length === 0 ? (
              <p className={styles.refusal} role="alert">
                {intl.formatMessage(registerText.noArchers)}
              </p>
            ) : (
              <EntryForm
                tournament={tournament}
                archers={eligibility.archers}
                entersOthers={entersOthers}
                onEntered={setReceipt}
              />
            )}
            <EntriesList tournamentId={String(tournament.id)} entries={eligibility.entries} />
          </>
        );
      }}
    </QueryStates>
  );
}

function RegisterContent() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('tournament') ?? '';
  const valid = /^\d+$/.test(id);
  const title = intl.formatMessage(detailPages.register.title);
  usePageMeta({ title, description: intl.formatMessage(detailPages.register.purpose) });
  const query = useTournament(id, valid);
  if (!valid) {
    return (
      <Page>
        <h1>{title}</h1>
        <p>{intl.formatMessage(registerText.noTournament)}</p>
        <LocalizedLink to="/tournament-details">
          {intl.formatMessage(registerText.allTournaments)}
        </LocalizedLink>
      </Page>
    );
  }
  return (
    <QueryStates query={query} notFoundPage loadingHeading={title}>
      {(tournament) => (
        <Page>
          <h1>{title}</h1>
          <TournamentSummary tournament={tournament} />
          <Registration tournament={tournament} />
        </Page>
      )}
    </QueryStates>
  );
}

/** `/tournament-details/register?tournament={id}`: members only; a visitor logs in and comes back here. */
export function RegisterPage() {
  return (
    <MembersOnly>
      <RegisterContent />
    </MembersOnly>
  );
}
