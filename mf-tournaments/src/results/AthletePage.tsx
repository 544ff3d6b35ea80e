import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { AthleteProfile } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, DetailsList, LocalizedLink, Page, QueryStates, usePageMeta } from '@uaeaf/ui';
import { resultPages } from '../pages';
import { useAthlete } from './api';
import { ClubName, ResultsTable, useCategoryName } from './common';
import { rankingPositionText, resultsText } from './messages';
import { ScoreMarks } from './ScoreMarks';
import detailStyles from '../details/details.module.css';
import styles from './results.module.css';

type Details = NonNullable<AthleteProfile['details']>;

function TournamentLink({ tournament }: { tournament: { id: number; name: { ar: string; en: string } } }) {
  const locale = useLocale();
  return (
    <LocalizedLink to={`/tournament-details/${tournament.id}/results`}>
      {tournament.name[locale]}
    </LocalizedLink>
  );
}

function Rankings({ details }: { details: Details }) {
  const intl = useIntl();
  const locale = useLocale();
  const categoryName = useCategoryName();
  if (details.rankings.length === 0) return null;
  return (
    <section aria-labelledby="athlete-rankings">
      <h2 id="athlete-rankings">{intl.formatMessage(resultPages.rankings.title)}</h2>
      <ul>
        {details.rankings.map((ranking) => (
          <li
            key={`${ranking.season}-${ranking.round.code}-${ranking.division.code}-${ranking.ageClass.code}`}
          >
            <LocalizedLink
              to={`/rankings?season=${ranking.season}&division=${ranking.division.code}&gender=${ranking.gender}&ageClass=${encodeURIComponent(ranking.ageClass.code)}`}
            >
              {intl.formatMessage(rankingPositionText, {
                position: ranking.position,
                list: `${categoryName(ranking)} · ${ranking.round.name[locale]}`,
                season: ranking.season,
              })}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PersonalBests({ details }: { details: Details }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section aria-labelledby="athlete-bests">
      <h2 id="athlete-bests">{intl.formatMessage(resultsText.personalBests)}</h2>
      <ResultsTable
        caption={intl.formatMessage(resultsText.personalBests)}
        captionHidden
        columns={[
          intl.formatMessage(resultsText.round),
          intl.formatMessage(resultsText.score),
          intl.formatMessage(resultsText.tens),
          intl.formatMessage(resultsText.date),
          intl.formatMessage(resultsText.event),
        ]}
      >
        {details.personalBests.map((best) => (
          <tr key={best.round.code}>
            <th scope="row">{best.round.name[locale]}</th>
            <td className={styles.strong}>{intl.formatNumber(best.score)}</td>
            <td>{intl.formatNumber(best.tens)}</td>
            <td>
              <DateText value={best.date} />
            </td>
            <td>
              <TournamentLink tournament={best.tournament} />
            </td>
          </tr>
        ))}
      </ResultsTable>
    </section>
  );
}

function RecordsHeld({ details }: { details: Details }) {
  const intl = useIntl();
  const locale = useLocale();
  const categoryName = useCategoryName();
  if (details.records.length === 0) return null;
  return (
    <section aria-labelledby="athlete-records">
      <h2 id="athlete-records">{intl.formatMessage(resultsText.recordsHeld)}</h2>
      <ul>
        {details.records.map((record) => (
          <li key={record.id}>
            {categoryName(record)} · {record.round.name[locale]}:{' '}
            <span className={styles.strong}>{intl.formatNumber(record.score)}</span> ·{' '}
            <DateText value={record.date} /> · <TournamentLink tournament={record.tournament} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultsHistory({ profile }: { profile: AthleteProfile }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section aria-labelledby="athlete-results">
      <h2 id="athlete-results">{intl.formatMessage(resultsText.history)}</h2>
      <ResultsTable
        caption={intl.formatMessage(resultsText.history)}
        captionHidden
        columns={[
          intl.formatMessage(resultsText.tournament),
          intl.formatMessage(resultsText.date),
          intl.formatMessage(resultsText.category),
          intl.formatMessage(resultsText.round),
          intl.formatMessage(resultsText.total),
          intl.formatMessage(resultsText.rank),
          intl.formatMessage(resultsText.finalPlace),
        ]}
      >
        {profile.results.map((result) => (
          <tr key={`${result.tournament.id}-${result.round.code}`}>
            <th scope="row">
              <TournamentLink tournament={result.tournament} />
            </th>
            <td>
              <DateText value={result.tournament.startDate} />
            </td>
            <td>
              {result.division.name[locale]} {result.ageClass.name[locale]}
            </td>
            <td>{result.round.name[locale]}</td>
            <td>
              <span className={styles.strong}>{intl.formatNumber(result.total)}</span>
              <ScoreMarks personalBest={result.personalBest} record={result.record} />
            </td>
            <td>{intl.formatNumber(result.rank)}</td>
            <td>{result.finalPlace === null ? '–' : intl.formatNumber(result.finalPlace)}</td>
          </tr>
        ))}
      </ResultsTable>
    </section>
  );
}

/**
 * `/athletes/{id}`: an archer's public profile. The API decides what shows: a minor's has no details (name, club and
 * results only), and a hidden profile or a non-member is its 404, "Page Not Found" here.
 */
export function AthletePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useAthlete(id);
  usePageMeta({
    title: query.data?.name[locale] ?? intl.formatMessage(resultPages.athlete.title),
    description: intl.formatMessage(resultPages.athlete.purpose),
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(resultPages.athlete.title)}>
      {(profile) => (
        <Page>
          <header className={detailStyles.header}>
            <h1>
              <bdi>{profile.name[locale]}</bdi>
            </h1>
          </header>
          <DetailsList
            items={[
              [intl.formatMessage(resultsText.club), profile.club && <ClubName club={profile.club} />],
              [intl.formatMessage(resultsText.division), profile.details?.division?.name[locale]],
              [intl.formatMessage(resultsText.ageClass), profile.details?.ageClass?.name[locale]],
            ]}
          />
          {profile.details ? (
            <>
              <Rankings details={profile.details} />
              <PersonalBests details={profile.details} />
              <RecordsHeld details={profile.details} />
            </>
          ) : (
            <p className={styles.muted}>{intl.formatMessage(resultsText.minor)}</p>
          )}
          <ResultsHistory profile={profile} />
        </Page>
      )}
    </QueryStates>
  );
}
