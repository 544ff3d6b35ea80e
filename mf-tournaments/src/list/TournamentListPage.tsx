import { useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { TournamentKinds, type TournamentKind, type TournamentListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, NotFoundRoute, Page, usePageMeta } from '@uaeaf/ui';
import { useTournamentList } from '../common/api';
import { DateRange } from '../common/dates';
import { commonText, resultCountText } from '../common/messages';
import { Pagination } from '../common/Pagination';
import { QueryStates } from '../common/states';
import { listPages } from '../pages';
import { RegistrationState } from '../registration-state/RegistrationState';
import { readFilters, readPage } from './list-query';
import { ListFilters } from './ListFilters';
import { listText } from './messages';
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
  const { pathname } = useLocation();
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
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{description}</p>
      </header>
      <ListFilters />
      <QueryStates query={query}>
        {(data) => (
          <div aria-busy={query.isPlaceholderData || undefined} className={styles.results}>
            <p className={styles.count} aria-live="polite">
              {intl.formatMessage(resultCountText, { total: data.total })}
            </p>
            {data.items.length === 0 ? (
              <div className={styles.empty}>
                {data.total > 0 ? (
                  <>
                    <p>{intl.formatMessage(commonText.pastLastPage)}</p>
                    <Link to={{ pathname, search: withoutPage(params) }}>
                      {intl.formatMessage(commonText.firstPage)}
                    </Link>
                  </>
                ) : (
                  <p>{intl.formatMessage(filtered ? commonText.noResults : commonText.empty)}</p>
                )}
              </div>
            ) : (
              <>
                <TournamentGroup
                  heading={intl.formatMessage(listText.upcoming)}
                  items={data.items.filter((item) => !item.isPast)}
                />
                <TournamentGroup
                  heading={intl.formatMessage(listText.past)}
                  items={data.items.filter((item) => item.isPast)}
                />
              </>
            )}
            <Pagination page={page} totalPages={data.totalPages} />
          </div>
        )}
      </QueryStates>
    </Page>
  );
}

function withoutPage(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** `/tournament/{kind}`: one kind's tournaments, upcoming first; an unknown kind is "Page Not Found". */
export function TournamentListPage() {
  const { kind } = useParams();
  if (!TournamentKinds.includes(kind as TournamentKind)) return <NotFoundRoute />;
  // Keyed by kind, so moving between kinds starts from a fresh page state.
  return <KindList key={kind} kind={kind as TournamentKind} />;
}
