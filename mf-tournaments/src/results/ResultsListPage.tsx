import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TournamentKinds, type ResultsListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateRange,
  FilterBar,
  FilterSelect,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  readChoice,
  readPage,
  usePageMeta,
} from '@uaeaf/ui';
import { useTournamentFilters } from '../common/api';
import { readFilters } from '../list/list-query';
import { listPages, resultPages } from '../pages';
import { useResultsList } from './api';
import { resultCountText, resultsText } from './messages';
import listStyles from '../list/list.module.css';

function ResultsFilters() {
  const intl = useIntl();
  const { data } = useTournamentFilters();
  return (
    <FilterBar aria-label={intl.formatMessage(resultsText.filters)}>
      <FilterSelect
        name="season"
        label={intl.formatMessage(resultsText.season)}
        options={(data?.seasons ?? []).map((season) => ({ value: season.name, label: season.name }))}
      />
      <FilterSelect
        name="kind"
        label={intl.formatMessage(resultsText.kind)}
        options={TournamentKinds.map((kind) => ({
          value: kind,
          label: intl.formatMessage(listPages[kind].title),
        }))}
      />
    </FilterBar>
  );
}

function ResultsCard({ item }: { item: ResultsListItem }) {
  const intl = useIntl();
  const locale = useLocale();
  const { tournament } = item;
  return (
    <li className={listStyles.card}>
      <h2 className={listStyles.cardTitle}>
        <LocalizedLink to={`/tournament-details/${tournament.id}/results`}>
          {tournament.name[locale]}
        </LocalizedLink>
      </h2>
      <dl className={listStyles.facts}>
        <div>
          <dt>{intl.formatMessage(resultsText.dates)}</dt>
          <dd>
            <DateRange from={tournament.startDate} to={tournament.endDate} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(resultsText.venue)}</dt>
          <dd>{tournament.venue[locale]}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(resultsText.kind)}</dt>
          <dd>{intl.formatMessage(listPages[tournament.kind].title)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(resultsText.season)}</dt>
          <dd>
            <bdi>{tournament.season}</bdi>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(resultsText.archers)}</dt>
          <dd>{intl.formatNumber(item.archers)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(resultsText.divisions)}</dt>
          <dd>
            {intl.formatList(
              item.divisions.map((division) => division.name[locale]),
              { type: 'conjunction' },
            )}
          </dd>
        </div>
      </dl>
      <LocalizedLink to={`/tournament-details/${tournament.id}`}>
        {intl.formatMessage(resultsText.tournamentPage)}
      </LocalizedLink>
    </li>
  );
}

/** `/results`: tournaments with published results, newest first; season and kind filters live in the address. */
export function ResultsListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = readPage(params);
  const { season } = readFilters(params);
  const kind = readChoice(params, 'kind', TournamentKinds);
  const query = useResultsList({ page, season, kind });
  const title = intl.formatMessage(resultPages.list.title);
  const description = intl.formatMessage(resultPages.list.purpose);
  usePageMeta({ title, description });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <ResultsFilters />
      <PagedResults
        query={query}
        page={page}
        filtered={Boolean(season || kind)}
        countText={resultCountText}
        emptyText={resultsText.empty}
        noResultsText={resultsText.noResults}
      >
        {(items) => (
          <ul className={listStyles.cards}>
            {items.map((item) => (
              <ResultsCard key={item.tournament.id} item={item} />
            ))}
          </ul>
        )}
      </PagedResults>
    </Page>
  );
}
