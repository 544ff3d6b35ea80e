import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { ResultCategory } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateRange, LocalizedLink, Page, QueryStates, usePageMeta } from '@uaeaf/ui';
import { resultPages } from '../pages';
import { useTournamentResults } from './api';
import { ArcherCells, ResultsTable, secondCountMessage, useCategoryName } from './common';
import { distanceText, resultsText, tableCaptionText, tournamentResultsTitle } from './messages';
import { ScoreMarks } from './ScoreMarks';
import detailStyles from '../details/details.module.css';
import styles from './results.module.css';

function QualificationTable({ category, name }: { category: ResultCategory; name: string }) {
  const intl = useIntl();
  return (
    <ResultsTable
      caption={intl.formatMessage(tableCaptionText, {
        table: intl.formatMessage(resultsText.qualification),
        category: name,
      })}
      columns={[
        intl.formatMessage(resultsText.rank),
        intl.formatMessage(resultsText.archer),
        intl.formatMessage(resultsText.club),
        ...category.round.distances.map((distance, index) =>
          intl.formatMessage(distanceText, { metres: distance.metres, index: index + 1 }),
        ),
        intl.formatMessage(resultsText.total),
        intl.formatMessage(resultsText.tens),
        intl.formatMessage(secondCountMessage(category.round)),
      ]}
    >
      {category.qualification.map((row, index) => (
        <tr key={index}>
          <td>{intl.formatNumber(row.rank)}</td>
          <ArcherCells archer={row.archer} club={row.club}>
            <ScoreMarks personalBest={row.personalBest} record={row.record} />
          </ArcherCells>
          {row.distances.map((score, distance) => (
            <td key={distance}>{intl.formatNumber(score)}</td>
          ))}
          <td className={styles.strong}>{intl.formatNumber(row.total)}</td>
          <td>{intl.formatNumber(row.tens)}</td>
          <td>{intl.formatNumber(row.xs)}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}

function FinalsTable({ category, name }: { category: ResultCategory; name: string }) {
  const intl = useIntl();
  if (category.finals.length === 0) return null;
  return (
    <ResultsTable
      caption={intl.formatMessage(tableCaptionText, {
        table: intl.formatMessage(resultsText.finals),
        category: name,
      })}
      columns={[
        intl.formatMessage(resultsText.place),
        intl.formatMessage(resultsText.archer),
        intl.formatMessage(resultsText.club),
      ]}
    >
      {category.finals.map((row, index) => (
        <tr key={index}>
          <td>{intl.formatNumber(row.place)}</td>
          <ArcherCells archer={row.archer} club={row.club} />
        </tr>
      ))}
    </ResultsTable>
  );
}

function TeamsTable({ category, name }: { category: ResultCategory; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  if (category.teams.length === 0) return null;
  return (
    <ResultsTable
      caption={intl.formatMessage(tableCaptionText, {
        table: intl.formatMessage(resultsText.teams),
        category: name,
      })}
      columns={[
        intl.formatMessage(resultsText.place),
        intl.formatMessage(resultsText.club),
        intl.formatMessage(resultsText.archers),
        intl.formatMessage(resultsText.total),
        intl.formatMessage(resultsText.tens),
        intl.formatMessage(secondCountMessage(category.round)),
      ]}
    >
      {category.teams.map((team, index) => (
        <tr key={index}>
          <td>{intl.formatNumber(team.place)}</td>
          <th scope="row">
            <bdi>{team.club.name[locale]}</bdi>
          </th>
          <td>
            {intl.formatList(
              team.archers.map((archer) => archer.name[locale]),
              { type: 'unit' },
            )}
          </td>
          <td className={styles.strong}>{intl.formatNumber(team.total)}</td>
          <td>{intl.formatNumber(team.tens)}</td>
          <td>{intl.formatNumber(team.xs)}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}

const categoryId = (category: ResultCategory) =>
  `category-${category.division.code}-${category.gender}-${category.ageClass.code}`.replace(/\W/g, '-');

/**
 * `/tournament-details/{id}/results`: per division, gender and age class, the qualification table, the final
 * placings and the teams. A tournament unknown or without published results is "Page Not Found" (the API's 404).
 */
export function TournamentResultsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useTournamentResults(id);
  const categoryName = useCategoryName();
  const results = query.data;
  usePageMeta({
    title: results
      ? intl.formatMessage(tournamentResultsTitle, { tournament: results.tournament.name[locale] })
      : intl.formatMessage(resultPages.tournament.title),
    description: intl.formatMessage(resultPages.tournament.purpose),
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(resultPages.tournament.title)}>
      {({ tournament, categories }) => (
        <Page>
          <header className={detailStyles.header}>
            <h1>{intl.formatMessage(tournamentResultsTitle, { tournament: tournament.name[locale] })}</h1>
            <div>
              <DateRange from={tournament.startDate} to={tournament.endDate} /> · {tournament.venue[locale]}
            </div>
            <LocalizedLink to={`/tournament-details/${tournament.id}`}>
              {intl.formatMessage(resultsText.tournamentPage)}
            </LocalizedLink>
          </header>
          <nav aria-label={intl.formatMessage(resultsText.categories)}>
            <ul className={styles.categoryLinks}>
              {categories.map((category) => (
                <li key={categoryId(category)}>
                  <a href={`#${categoryId(category)}`}>{categoryName(category)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {categories.map((category) => {
            const name = categoryName(category);
            return (
              <section
                key={categoryId(category)}
                id={categoryId(category)}
                aria-labelledby={`${categoryId(category)}-title`}
                className={styles.category}
              >
                <h2 id={`${categoryId(category)}-title`}>{name}</h2>
                <p className={styles.muted}>{category.round.name[locale]}</p>
                <QualificationTable category={category} name={name} />
                <FinalsTable category={category} name={name} />
                <TeamsTable category={category} name={name} />
              </section>
            );
          })}
        </Page>
      )}
    </QueryStates>
  );
}
