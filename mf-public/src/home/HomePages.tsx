import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { federationContact, openForEntries, uaeToday } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { socialMediaAtom, tournamentsAtom } from '@uaeaf/session';
import {
  DateRange,
  DateText,
  EmptyState,
  LocalizedLink,
  Page,
  PageHeading,
  QueryStates,
  useDates,
  usePageMeta,
  useFederationOrganization,
  useStructuredData,
} from '@uaeaf/ui';
import { Card, CardGrid, CardsPlaceholder, useStaticPage } from '../shared-ui/layout';
import content from '../shared-ui/content.module.css';
import { useNewsList } from '../news/api';
import { entriesClose, homePage, homeText, sliderPage } from './messages';
import { Slider } from './Slider';
import styles from './home.module.css';

const sections = [
  { to: '/clubs', label: homeText.clubs },
  { to: '/training-courses', label: homeText.courses },
  { to: '/training-centers', label: homeText.centres },
  { to: '/circulars', label: homeText.circulars },
  { to: '/gallery', label: homeText.gallery },
  { to: '/articles/send', label: homeText.sendArticle },
];

/**
 * The federation as a schema.org `Organization` on its home page, in the page's language: its social media accounts
 * and the contact details the footer shows, for search engines' knowledge panel.
 */
function useFederationData() {
  const locale = useLocale();
  const organization = useFederationOrganization();
  const socialMedia = useAtomValue(socialMediaAtom);
  useStructuredData({
    ...organization,
    sameAs: socialMedia.map((item) => item.url),
    email: federationContact.email,
    telephone: federationContact.phone,
    address: federationContact.address[locale],
  });
}

export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(homePage.title);
  // The home page's title is the federation's name, its description the site's (spec section 1).
  usePageMeta({});
  useFederationData();
  const news = useNewsList({ page: 1, pageSize: 3 });
  return (
    <Page>
      <PageHeading title={title} lead={intl.formatMessage(homePage.purpose)} />
      <Slider />
      <section className={content.section} aria-labelledby="home-news">
        <h2 id="home-news">{intl.formatMessage(homeText.latestNews)}</h2>
        <QueryStates query={news} loading={<CardsPlaceholder count={3} fit />}>
          {({ items }) =>
            items.length ? (
              <CardGrid fit>
                {items.map((story) => (
                  <Card
                    key={story.id}
                    level={3}
                    to={`/news/${story.id}`}
                    title={story.title[locale]}
                    image={story.image}
                  >
                    <p className={content.meta}>
                      <DateText value={story.publishedOn} />
                    </p>
                    <p>{story.summary[locale]}</p>
                  </Card>
                ))}
              </CardGrid>
            ) : (
              <EmptyState />
            )
          }
        </QueryStates>
        <LocalizedLink to="/news" className={content.back}>
          {intl.formatMessage(homeText.allNews)}
        </LocalizedLink>
      </section>
      <RegistrationOpen />
      <nav className={content.section} aria-labelledby="home-explore">
        <h2 id="home-explore">{intl.formatMessage(homeText.explore)}</h2>
        <ul className={styles.explore}>
          {sections.map((section) => (
            <li key={section.to}>
              <LocalizedLink to={section.to} className={styles.exploreLink}>
                {intl.formatMessage(section.label)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

/**
 * The tournaments taking entries today, from the start-up list the shell already holds (the API's `GET
 * /api/tournaments`), judged on the UAE day as the API and the tournament pages judge it.
 */
function RegistrationOpen() {
  const intl = useIntl();
  const locale = useLocale();
  const dates = useDates();
  const open = openForEntries(useAtomValue(tournamentsAtom), uaeToday());
  return (
    <section className={content.section} aria-labelledby="home-registration-open">
      <h2 id="home-registration-open">{intl.formatMessage(homeText.registrationOpen)}</h2>
      {open.length ? (
        <CardGrid fit>
          {open.map(({ tournament, state }) => (
            <Card
              key={tournament.id}
              level={3}
              to={`/tournament-details/${tournament.id}`}
              title={tournament.name[locale]}
            >
              <p className={content.meta}>
                <DateRange from={tournament.startDate} to={tournament.endDate} />
                <span>{tournament.venue[locale]}</span>
              </p>
              <p className={styles.closes}>
                {intl.formatMessage(entriesClose, { date: dates.day(state.closesOn) })}
              </p>
            </Card>
          ))}
        </CardGrid>
      ) : (
        <p>{intl.formatMessage(homeText.noneOpen)}</p>
      )}
      <LocalizedLink to="/tournament-details" className={content.back}>
        {intl.formatMessage(homeText.allTournaments)}
      </LocalizedLink>
    </section>
  );
}

export function SliderPage() {
  const { title, description } = useStaticPage(sliderPage);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <Slider />
    </Page>
  );
}
