import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { TournamentKinds, type TournamentKind, type TournamentListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateRange,
  LocalizedLink,
  NotFoundRoute,
  Page,
  PageHeading,
  PagedResults,
  readPage,
  usePageMeta,
} from '@uaeaf/ui';
import { useTournamentList } from '../common/api';
import { listPages } from '../pages';
import { RegistrationState } from '../registration-state/RegistrationState';
import { readFilters } from './list-query';
import { ListFilters } from './ListFilters';
import { listText, resultCountText, tournamentResultsLinkText } from './messages';
import styles from './list.module.css';

function TournamentCard({ tournament }: { tournament: TournamentListItem }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <LocalizedLink to={`/tournament-details/${tournament.id}`}>{tournament.name[locale]}</LocalizedLink>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(listText.dates)}</dt>
          <dd>
            <DateRange from={tournament.startDate} to={tournament.endDate} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(listText.venue)}</dt>
          <dd>{tournament.venue[locale]}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(listText.season)}</dt>
          <dd>
            <bdi>{tournament.season}</bdi>
          </dd>
        </div>
      </dl>
      <RegistrationState state={tournament.registration} />
      {tournament.hasResults && (
        <LocalizedLink to={`/tournament-details/${tournament.id}/results`}>
          {intl.formatMessage(tournamentResultsLinkText, { tournament: tournament.name[locale] })}
        </LocalizedLink>
      )}
    </li>
  );
}

function TournamentGroup({ heading, items }: { heading: string; items: TournamentListItem[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className={styles.groupTitle}>{heading}</h2>
      <ul className={styles.cards}>
        {items.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </ul>
    </section>
  );
}

function KindList({ kind }: { kind: TournamentKind }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = readPage(params);
  const filters = readFilters(params);
  const query = useTournamentList({ kind, page, ...filters });
  const title = intl.formatMessage(listPages[kind].title);
  const description = intl.formatMessage(listPages[kind].purpose);
  usePageMeta({ title, description });
  const filtered = Boolean(filters.season || filters.division);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <ListFilters />
      <PagedResults
        query={query}
        page={page}
        filtered={filtered}
        countText={resultCountText}
        emptyText={listText.empty}
        noResultsText={listText.noResults}
      >
        {(items) => (
          <>
            <TournamentGroup
              heading={intl.formatMessage(listText.upcoming)}
              items={items.filter((item) => !item.isPast)}
            />
            <TournamentGroup
              heading={intl.formatMessage(listText.past)}
              items={items.filter((item) => item.isPast)}
            />
          </>
        )}
      </PagedResults>
    </Page>
  );
}

/** `/tournament/{kind}`: one kind's tournaments, upcoming first; an unknown kind is "Page Not Found". */
export function TournamentListPage() {
  const { kind } = useParams();
  if (!TournamentKinds.includes(kind as TournamentKind)) return <NotFoundRoute />;
  // Keyed by kind, so moving between kinds starts from a fresh page state.
  return <KindList key={kind} kind={kind as TournamentKind} />;
}
