import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  AgeClassCodes,
  RoundCodes,
  roundDefinitions,
  type NationalRecord,
  type RecordWithHistory,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateText,
  FilterBar,
  FilterSelect,
  LocalizedLink,
  Page,
  PageHeading,
  QueryStates,
  readChoice,
  usePageMeta,
} from '@uaeaf/ui';
import { useTournamentFilters } from '../common/api';
import { readFilters } from '../list/list-query';
import { resultPages } from '../pages';
import { useRecords } from './api';
import {
  ArcherName,
  ResultsTable,
  genders,
  secondCountMessage,
  useAgeClassOptions,
  useCategoryName,
  useGenderOptions,
} from './common';
import { historyText, resultsText, tableCaptionText } from './messages';
import styles from './results.module.css';

/** "652 (24 10s, 9 Xs)": the score with the tie-breaks that decide between equal totals. */
function Score({ record }: { record: NationalRecord }) {
  const intl = useIntl();
  return (
    <>
      <span className={styles.strong}>{intl.formatNumber(record.score)}</span>{' '}
      <span className={styles.muted}>
        ({intl.formatNumber(record.tens)} {intl.formatMessage(resultsText.tens)},{' '}
        {intl.formatNumber(record.xs)} {intl.formatMessage(secondCountMessage(record.round))})
      </span>
    </>
  );
}

function Event({ record }: { record: NationalRecord }) {
  const locale = useLocale();
  return (
    <LocalizedLink to={`/tournament-details/${record.tournament.id}/results`}>
      {record.tournament.name[locale]}
    </LocalizedLink>
  );
}

/** The records a category's current one broke, newest first, behind a disclosure. */
function History({ record }: { record: RecordWithHistory }) {
  const intl = useIntl();
  if (record.history.length === 0) {
    return <span className={styles.muted}>{intl.formatMessage(resultsText.noHistory)}</span>;
  }
  return (
    <details className={styles.history}>
      <summary>{intl.formatMessage(historyText, { count: record.history.length })}</summary>
      <ul>
        {record.history.map((earlier) => (
          <li key={earlier.id}>
            <ArcherName archer={earlier.holder} />: <Score record={earlier} /> ·{' '}
            <DateText value={earlier.date} /> · <Event record={earlier} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function RoundRecords({ records }: { records: RecordWithHistory[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const categoryName = useCategoryName();
  const round = records[0]!.round;
  return (
    <section aria-labelledby={`records-${round.code}`} className={styles.category}>
      <h2 id={`records-${round.code}`}>{round.name[locale]}</h2>
      <ResultsTable
        caption={intl.formatMessage(tableCaptionText, {
          table: intl.formatMessage(resultPages.records.title),
          category: round.name[locale],
        })}
        columns={[
          intl.formatMessage(resultsText.category),
          intl.formatMessage(resultsText.holder),
          intl.formatMessage(resultsText.score),
          intl.formatMessage(resultsText.date),
          intl.formatMessage(resultsText.event),
          intl.formatMessage(resultsText.history),
        ]}
      >
        {records.map((record) => (
          <tr key={record.id}>
            <th scope="row">{categoryName(record)}</th>
            <td>
              <ArcherName archer={record.holder} />
            </td>
            <td>
              <Score record={record} />
            </td>
            <td>
              <DateText value={record.date} />
            </td>
            <td>
              <Event record={record} />
            </td>
            <td>
              <History record={record} />
            </td>
          </tr>
        ))}
      </ResultsTable>
    </section>
  );
}

/** `/records`: the national records, grouped by round; round, division, gender and age class filter in the address. */
export function RecordsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const round = readChoice(params, 'round', RoundCodes);
  const { division } = readFilters(params);
  const gender = readChoice(params, 'gender', genders);
  const ageClass = readChoice(params, 'ageClass', AgeClassCodes);
  const query = useRecords({ round, division, gender, ageClass });
  const filters = useTournamentFilters().data;
  const ageClasses = useAgeClassOptions();
  const genderOptions = useGenderOptions();
  const title = intl.formatMessage(resultPages.records.title);
  const description = intl.formatMessage(resultPages.records.purpose);
  usePageMeta({ title, description });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <FilterBar aria-label={intl.formatMessage(resultsText.filters)}>
        <FilterSelect
          name="round"
          label={intl.formatMessage(resultsText.round)}
          options={RoundCodes.map((code) => ({ value: code, label: roundDefinitions[code].name[locale] }))}
        />
        <FilterSelect
          name="division"
          label={intl.formatMessage(resultsText.division)}
          options={(filters?.divisions ?? []).map((item) => ({ value: item.code, label: item.name[locale] }))}
        />
        <FilterSelect name="gender" label={intl.formatMessage(resultsText.gender)} options={genderOptions} />
        <FilterSelect name="ageClass" label={intl.formatMessage(resultsText.ageClass)} options={ageClasses} />
      </FilterBar>
      <QueryStates query={query} tall>
        {({ items }) =>
          items.length === 0 ? (
            <p role="status">{intl.formatMessage(resultsText.noRecords)}</p>
          ) : (
            <div aria-busy={query.isPlaceholderData || undefined}>
              {RoundCodes.map((code) => items.filter((record) => record.round.code === code))
                .filter((records) => records.length > 0)
                .map((records) => (
                  <RoundRecords key={records[0]!.round.code} records={records} />
                ))}
            </div>
          )
        }
      </QueryStates>
    </Page>
  );
}
