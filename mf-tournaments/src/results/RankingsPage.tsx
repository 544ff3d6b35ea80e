import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AgeClassCodes, type RankingList } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  FilterBar,
  FilterSelect,
  Page,
  PageHeading,
  QueryStates,
  usePageMeta,
  readChoice,
  useDates,
} from '@uaeaf/ui';
import { useTournamentFilters } from '../common/api';
import { readFilters } from '../list/list-query';
import { resultPages } from '../pages';
import { useRankings } from './api';
import {
  ArcherCells,
  ResultsTable,
  genders,
  useAgeClassOptions,
  useCategoryName,
  useGenderOptions,
} from './common';
import { movementDownText, movementUpText, resultsText, tableCaptionText, updatedText } from './messages';
import styles from './results.module.css';

/** Places gained or lost since the list's last update, as an arrow and a number with its meaning in words. */
function Movement({ movement }: { movement: number | null }) {
  const intl = useIntl();
  if (movement === null)
    return <span className={styles.badge}>{intl.formatMessage(resultsText.movementNew)}</span>;
  if (movement === 0) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{intl.formatMessage(resultsText.movementSame)}</span>
      </>
    );
  }
  const places = Math.abs(movement);
  return (
    <>
      <span aria-hidden="true" className={movement > 0 ? styles.up : styles.down}>
        {movement > 0 ? '▲' : '▼'} {intl.formatNumber(places)}
      </span>
      <span className="visually-hidden">
        {intl.formatMessage(movement > 0 ? movementUpText : movementDownText, { places })}
      </span>
    </>
  );
}

function RankingTable({ list, category }: { list: RankingList; category: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  const name = `${category} · ${list.round.name[locale]}`;
  return (
    <section aria-labelledby={`ranking-${list.round.code}`} className={styles.category}>
      <h2 id={`ranking-${list.round.code}`}>{list.round.name[locale]}</h2>
      <p className={styles.muted}>{intl.formatMessage(updatedText, { date: day(list.updatedAt) })}</p>
      <ResultsTable
        caption={intl.formatMessage(tableCaptionText, {
          table: intl.formatMessage(resultPages.rankings.title),
          category: name,
        })}
        columns={[
          intl.formatMessage(resultsText.position),
          intl.formatMessage(resultsText.movement),
          intl.formatMessage(resultsText.archer),
          intl.formatMessage(resultsText.club),
          intl.formatMessage(resultsText.average),
          intl.formatMessage(resultsText.scores),
          intl.formatMessage(resultsText.best),
        ]}
      >
        {list.rows.map((row, index) => (
          <tr key={index}>
            <td>{intl.formatNumber(row.position)}</td>
            <td>
              <Movement movement={row.movement} />
            </td>
            <ArcherCells archer={row.archer} club={row.club} />
            <td className={styles.strong}>
              {intl.formatNumber(row.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </td>
            <td>
              {intl.formatList(
                row.scores.map((score) => intl.formatNumber(score)),
                { type: 'unit', style: 'narrow' },
              )}
            </td>
            <td>{intl.formatNumber(row.best)}</td>
          </tr>
        ))}
      </ResultsTable>
    </section>
  );
}

/** Without a choice in the address, recurve senior men: the category most archers shoot. */
const defaults = { division: 'R', gender: 'male', ageClass: 'SENIOR' } as const;

/**
 * `/rankings`: one season's national ranking lists of a division, gender and age class (decision 093), one list per
 * round shot. The category lives in the address; the season defaults to the active one.
 */
export function RankingsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { season, division = defaults.division } = readFilters(params);
  const gender = readChoice(params, 'gender', genders) ?? defaults.gender;
  const ageClass = readChoice(params, 'ageClass', AgeClassCodes) ?? defaults.ageClass;
  const query = useRankings({ season, division, gender, ageClass });
  const filters = useTournamentFilters().data;
  const categoryName = useCategoryName();
  const ageClasses = useAgeClassOptions();
  const genderOptions = useGenderOptions();
  const title = intl.formatMessage(resultPages.rankings.title);
  const description = intl.formatMessage(resultPages.rankings.purpose);
  usePageMeta({ title, description });
  const shownSeason =
    season ?? query.data?.season ?? filters?.seasons.find((item) => item.isActive)?.name ?? '';
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <FilterBar aria-label={intl.formatMessage(resultsText.filters)}>
        <FilterSelect
          name="season"
          label={intl.formatMessage(resultsText.season)}
          chosen={shownSeason}
          options={(filters?.seasons ?? []).map((item) => ({ value: item.name, label: item.name }))}
        />
        <FilterSelect
          name="division"
          label={intl.formatMessage(resultsText.division)}
          chosen={division}
          options={(filters?.divisions ?? []).map((item) => ({ value: item.code, label: item.name[locale] }))}
        />
        <FilterSelect
          name="gender"
          label={intl.formatMessage(resultsText.gender)}
          chosen={gender}
          options={genderOptions}
        />
        <FilterSelect
          name="ageClass"
          label={intl.formatMessage(resultsText.ageClass)}
          chosen={ageClass}
          options={ageClasses}
        />
      </FilterBar>
      <p className={styles.muted}>{intl.formatMessage(resultsText.rankingRule)}</p>
      <QueryStates query={query} notFoundPage tall>
        {(ranking) => (
          <div aria-busy={query.isPlaceholderData || undefined}>
            {ranking.lists.length === 0 ? (
              <p role="status">{intl.formatMessage(resultsText.noRanking)}</p>
            ) : (
              ranking.lists.map((list) => (
                <RankingTable key={list.round.code} list={list} category={categoryName(ranking)} />
              ))
            )}
          </div>
        )}
      </QueryStates>
    </Page>
  );
}
