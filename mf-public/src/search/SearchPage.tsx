import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  type SearchHit,
  type SearchKind,
  SearchKinds,
  type SearchResponse,
  SearchResponseSchema,
  searchLetterCount,
  searchLimits,
  tidySearch,
} from '@uaeaf/contracts';
import { apiPath, useApi } from '@uaeaf/api-client';
import { useLocale } from '@uaeaf/i18n';
import {
  DateText,
  EmptyState,
  LocalizedLink,
  Page,
  PageHeading,
  Pagination,
  QueryStates,
  readChoice,
  readPage,
  resultCountText,
  SearchForm,
  searchKindText,
  withChanges,
} from '@uaeaf/ui';
import { publicKey } from '../shared-ui/api';
import { useNoIndex, useStaticPage } from '../shared-ui/layout';
import content from '../shared-ui/content.module.css';
import { kindCountText, noResultsText, searchPage, searchText, tooLongText, tooShortText } from './messages';
import styles from './search.module.css';

/** Why a search is not sent, said before asking the API (which would refuse it the same way). */
function problemOf(q: string) {
  if (q === '') return 'empty';
  if (q.length > searchLimits.maxLength) return 'tooLong';
  if (searchLetterCount(q) < searchLimits.minLetters) return 'tooShort';
  return undefined;
}

/**
 * `/search?q=&kind=&page=` (decision 088): the site's search, the words kept in the box, results grouped by kind with
 * their dates, the counts of every kind as links to that kind alone, and pages of twenty.
 */
export function SearchPage() {
  const intl = useIntl();
  const { title, description } = useStaticPage(searchPage);
  // A page of results is no page of the site's own: search engines index the pages it links to instead.
  useNoIndex();
  const [params] = useSearchParams();
  const q = tidySearch(params.get('q') ?? '');
  const page = readPage(params);
  const kind = readChoice(params, 'kind', SearchKinds);
  const problem = problemOf(q);
  const query = useApi(
    publicKey('search', { q, page, kind }),
    apiPath('/search', { q, page, kind }),
    SearchResponseSchema,
    { keepPrevious: true, enabled: !problem },
  );
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm
        label={intl.formatMessage(searchText.form)}
        fieldLabel={intl.formatMessage(searchText.field)}
      />
      {problem ? (
        <p className={styles.notice} role="status">
          {problem === 'empty'
            ? intl.formatMessage(searchText.empty)
            : problem === 'tooLong'
              ? intl.formatMessage(tooLongText, { count: searchLimits.maxLength })
              : intl.formatMessage(tooShortText, { count: searchLimits.minLetters })}
        </p>
      ) : (
        <QueryStates query={query} tall>
          {(data) => <Results data={data} q={q} page={page} kind={kind} busy={query.isPlaceholderData} />}
        </QueryStates>
      )}
    </Page>
  );
}

function Results({
  data,
  q,
  page,
  kind,
  busy,
}: {
  data: SearchResponse;
  q: string;
  page: number;
  kind: SearchKind | undefined;
  busy: boolean;
}) {
  const intl = useIntl();
  const { results } = data;
  return (
    <div aria-busy={busy || undefined} className={styles.results}>
      <p className={styles.count} aria-live="polite">
        {intl.formatMessage(resultCountText, { total: results.total })}
      </p>
      {/* One kind found needs no choice, unless the page shows another (then the way back to what was found). */}
      {(data.counts.length > 1 || (kind && data.counts.some((row) => row.kind !== kind))) && (
        <KindLinks counts={data.counts} />
      )}
      {results.items.length > 0 ? (
        groupsOf(results.items).map((group) => (
          <Group key={`${group.kind}-${group.hits[0]!.path}`} {...group} />
        ))
      ) : (
        <EmptyState>
          <p>{intl.formatMessage(noResultsText, { q })}</p>
        </EmptyState>
      )}
      <Pagination page={page} totalPages={results.totalPages} />
    </div>
  );
}

/** "Everything" and each kind found, with its count; the one shown is the current page. */
function KindLinks({ counts }: { counts: SearchResponse['counts'] }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const current = params.get('kind') ?? '';
  const total = counts.reduce((sum, row) => sum + row.total, 0);
  const links = [
    { kind: '', label: intl.formatMessage(searchText.allKinds), count: total },
    ...counts.map((row) => ({
      kind: row.kind,
      label: intl.formatMessage(searchKindText[row.kind]),
      count: row.total,
    })),
  ];
  return (
    <nav aria-label={intl.formatMessage(searchText.kinds)}>
      <ul className={styles.kinds}>
        {links.map((link) => (
          <li key={link.kind || 'all'}>
            <Link
              to={{ search: `?${withChanges(params, { kind: link.kind })}` }}
              aria-current={link.kind === current ? 'page' : undefined}
              className={styles.kind}
            >
              {intl.formatMessage(kindCountText, { kind: link.label, count: link.count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface HitGroup {
  kind: SearchHit['kind'];
  hits: SearchHit[];
}

/** The page's hits come in the kinds' order: each run of one kind is a group under its heading. */
function groupsOf(hits: SearchHit[]): HitGroup[] {
  const groups: HitGroup[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last?.kind === hit.kind) last.hits.push(hit);
    else groups.push({ kind: hit.kind, hits: [hit] });
  }
  return groups;
}

function Group({ kind, hits }: HitGroup) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = `search-${kind}`;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId}>{intl.formatMessage(searchKindText[kind])}</h2>
      <ul className={styles.hits}>
        {hits.map((hit) => (
          <li key={hit.path}>
            <LocalizedLink to={hit.path}>{hit.title[locale]}</LocalizedLink>
            {hit.date && (
              <span className={content.meta}>
                <DateText value={hit.date} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
