import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ClubKinds, Emirates } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DetailsList,
  FilterSelect,
  LocalizedLink,
  Page,
  PageHeading,
  PagedResults,
  QueryStates,
  readChoice,
  usePageMeta,
  SearchForm,
} from '@uaeaf/ui';
import { imageUrl } from '../shared-ui/api';
import {
  PhoneLink,
  WebsiteLink,
  useEmirateLabel,
  useEmirateName,
  useEmirateOptions,
} from '../shared-ui/details';
import { CardGrid, useStaticPage } from '../shared-ui/layout';
import { usePageAndSearch } from '../shared-ui/list-query';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import content from '../shared-ui/content.module.css';
import { useClub, useClubList } from './api';
import {
  clubCategoryText,
  clubItemPage,
  clubKindText,
  clubListPage,
  clubRoleText,
  clubText,
} from './messages';
import styles from './clubs.module.css';

export function ClubListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const emirateName = useEmirateName();
  const { title, description } = useStaticPage(clubListPage);
  const emirateLabel = useEmirateLabel();
  const emirateOptions = useEmirateOptions();
  const { params, page, q } = usePageAndSearch();
  const emirate = readChoice(params, 'emirate', Emirates);
  const kind = readChoice(params, 'kind', ClubKinds);
  const query = useClubList({ page, q, emirate, kind });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <SearchForm label={intl.formatMessage(clubText.search)}>
        <FilterSelect name="emirate" label={emirateLabel} options={emirateOptions} />
        <FilterSelect
          name="kind"
          label={intl.formatMessage(clubText.kind)}
          options={ClubKinds.map((value) => ({ value, label: intl.formatMessage(clubKindText[value]) }))}
        />
      </SearchForm>
      <PagedResults query={query} page={page} filtered={!!(q || emirate || kind)}>
        {(items) => (
          <CardGrid>
            {items.map((club) => (
              <li key={club.id} className={styles.club}>
                {club.logo && <ResponsiveImage image={club.logo} width={80} className={styles.logo} />}
                <div>
                  <h2 className={styles.name}>
                    <LocalizedLink to={`/clubs/${club.id}`}>{club.name[locale]}</LocalizedLink>
                  </h2>
                  <p className={content.meta}>
                    <span>{intl.formatMessage(clubKindText[club.kind])}</span>
                    <span>{emirateName(club.emirate)}</span>
                  </p>
                  {club.categories.length > 0 && (
                    <p className={content.meta}>
                      {intl.formatList(
                        club.categories.map((category) => intl.formatMessage(clubCategoryText[category])),
                        { type: 'conjunction' },
                      )}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </CardGrid>
        )}
      </PagedResults>
    </Page>
  );
}

export function ClubDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const emirateName = useEmirateName();
  const emirateLabel = useEmirateLabel();
  const { id = '' } = useParams();
  const query = useClub(id);
  const club = query.data;
  usePageMeta({
    title: club?.name[locale] ?? intl.formatMessage(clubItemPage.title),
    description: club
      ? `${intl.formatMessage(clubKindText[club.kind])}, ${emirateName(club.emirate)}`
      : intl.formatMessage(clubItemPage.purpose),
    image: club?.logo ? imageUrl(club.logo.path, 640) : undefined,
  });
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(clubItemPage.title)}>
      {(club) => (
        <Page>
          <div className={styles.header}>
            {club.logo && <ResponsiveImage image={club.logo} width={160} priority className={styles.logo} />}
            <PageHeading title={club.name[locale]} />
          </div>
          <DetailsList
            items={[
              [intl.formatMessage(clubText.kind), intl.formatMessage(clubKindText[club.kind])],
              [emirateLabel, emirateName(club.emirate)],
              [
                intl.formatMessage(clubText.founded),
                club.foundationYear && intl.formatNumber(club.foundationYear, { useGrouping: false }),
              ],
              [intl.formatMessage(clubText.phone), club.phone && <PhoneLink phone={club.phone} />],
              [intl.formatMessage(clubText.website), club.website && <WebsiteLink url={club.website} />],
              [intl.formatMessage(clubText.address), club.address?.[locale]],
              [
                intl.formatMessage(clubText.categories),
                club.categories.length > 0 && (
                  <ul className={content.tags}>
                    {club.categories.map((category) => (
                      <li key={category} className={content.badge}>
                        {intl.formatMessage(clubCategoryText[category])}
                      </li>
                    ))}
                  </ul>
                ),
              ],
            ]}
          />
          {club.officials.length > 0 && (
            <section className={content.section} aria-labelledby="club-officials">
              <h2 id="club-officials">{intl.formatMessage(clubText.officials)}</h2>
              <DetailsList
                items={club.officials.map((official) => [
                  intl.formatMessage(clubRoleText[official.role]),
                  official.name[locale],
                ])}
              />
            </section>
          )}
          <LocalizedLink to="/clubs" className={content.back}>
            {intl.formatMessage(clubText.all)}
          </LocalizedLink>
        </Page>
      )}
    </QueryStates>
  );
}
