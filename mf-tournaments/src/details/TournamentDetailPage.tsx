import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { TournamentDetail } from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import {
  useAed,
  DateRange,
  DetailsList,
  LocalizedLink,
  LocalizedRichTextView,
  Page,
  QueryStates,
  buttonClassName,
  usePageMeta,
  usePageUrl,
  useFederationOrganization,
  useStructuredData,
} from '@uaeaf/ui';
import { useTournament } from '../common/api';
import { detailPages, listPages } from '../pages';
import { registerActionText } from '../registration-state/messages';
import { RegistrationNotice, RegistrationState } from '../registration-state/RegistrationState';
import { detailText, entryCountText, feePerEntryText, placesLeftText } from './messages';
import styles from './details.module.css';

function TournamentFacts({ tournament }: { tournament: TournamentDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const names = (items: { name: { ar: string; en: string } }[]) =>
    intl.formatList(
      items.map((item) => item.name[locale]),
      { type: 'conjunction' },
    );
  return (
    <DetailsList
      items={[
        [
          intl.formatMessage(detailText.kind),
          <LocalizedLink key="kind" to={`/tournament/${tournament.kind}`}>
            {intl.formatMessage(listPages[tournament.kind].title)}
          </LocalizedLink>,
        ],
        [
          intl.formatMessage(detailText.dates),
          <DateRange key="dates" from={tournament.startDate} to={tournament.endDate} />,
        ],
        [intl.formatMessage(detailText.venue), tournament.venue[locale]],
        [intl.formatMessage(detailText.season), <bdi key="season">{tournament.season}</bdi>],
        [
          intl.formatMessage(detailText.firstWindow),
          <DateRange
            key="first"
            from={tournament.firstRegistrationStart}
            to={tournament.firstRegistrationEnd}
          />,
        ],
        [
          intl.formatMessage(detailText.secondWindow),
          tournament.secondRegistrationStart && tournament.secondRegistrationEnd ? (
            <DateRange
              key="second"
              from={tournament.secondRegistrationStart}
              to={tournament.secondRegistrationEnd}
            />
          ) : (
            intl.formatMessage(detailText.noSecondWindow)
          ),
        ],
        [intl.formatMessage(detailText.divisions), names(tournament.divisions)],
        [intl.formatMessage(detailText.ageClasses), names(tournament.ageClasses)],
        [
          intl.formatMessage(detailText.fee),
          tournament.entryFeeFils === 0
            ? intl.formatMessage(detailText.free)
            : intl.formatMessage(feePerEntryText, { amount: aed(tournament.entryFeeFils) }),
        ],
        [
          intl.formatMessage(detailText.entries),
          intl.formatMessage(entryCountText, { count: tournament.entryCount }),
        ],
        ...(tournament.capacity === null
          ? []
          : [
              [
                intl.formatMessage(detailText.places),
                intl.formatMessage(placesLeftText, {
                  left: Math.max(0, tournament.capacity - tournament.entryCount),
                  capacity: tournament.capacity,
                }),
              ] as [string, string],
            ]),
      ]}
    />
  );
}

function Documents({ tournament }: { tournament: TournamentDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  if (tournament.documents.length === 0) return null;
  return (
    <section aria-labelledby="tournament-documents">
      <h2 id="tournament-documents">{intl.formatMessage(detailText.documents)}</h2>
      <ul className={styles.documents}>
        {tournament.documents.map((document) => (
          <li key={document.url}>
            <a href={document.url} download>
              {document.name[locale]}
            </a>{' '}
            <span className={styles.muted}>
              (
              {intl.formatNumber(Math.max(1, Math.round(document.size / 1024)), {
                style: 'unit',
                unit: 'kilobyte',
              })}
              )
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The tournament as a schema.org `SportsEvent`, in the page's language, for search engines' event results. The API
 * says nothing of cancelled or postponed tournaments, so there is no `eventStatus`.
 */
function useSportsEventData(tournament: TournamentDetail | undefined, locale: Locale) {
  const url = usePageUrl();
  const organizer = useFederationOrganization();
  useStructuredData(
    tournament && {
      '@type': 'SportsEvent',
      name: tournament.name[locale],
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      // The venue is the only place the federation records; search engines want an address, and it is one.
      location: { '@type': 'Place', name: tournament.venue[locale], address: tournament.venue[locale] },
      organizer,
      inLanguage: locale,
      url,
    },
  );
}

/**
 * `/tournament-details/{id}`: everything a member needs to decide to enter, and the way in while a window is open;
 * otherwise spec section 8's notice. An unknown id is "Page Not Found".
 */
export function TournamentDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useTournament(id);
  const tournament = query.data;
  usePageMeta({
    title: tournament?.name[locale] ?? intl.formatMessage(detailPages.details.title),
    description: tournament?.venue[locale] ?? intl.formatMessage(detailPages.details.purpose),
  });
  useSportsEventData(tournament, locale);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(detailPages.details.title)}>
      {(tournament) => (
        <Page>
          <header className={styles.header}>
            <h1>{tournament.name[locale]}</h1>
            <RegistrationState state={tournament.registration} />
            {tournament.hasResults && (
              <LocalizedLink to={`/tournament-details/${tournament.id}/results`}>
                {intl.formatMessage(detailText.results)}
              </LocalizedLink>
            )}
          </header>
          <TournamentFacts tournament={tournament} />
          {tournament.description && (
            <section aria-labelledby="tournament-about">
              <h2 id="tournament-about">{intl.formatMessage(detailText.about)}</h2>
              <LocalizedRichTextView text={tournament.description} headingLevel={3} />
            </section>
          )}
          <section aria-labelledby="tournament-registration" className={styles.registration}>
            <h2 id="tournament-registration">{intl.formatMessage(detailText.registration)}</h2>
            {tournament.registration.status === 'open' ? (
              <LocalizedLink
                to={`/tournament-details/register?tournament=${tournament.id}`}
                className={buttonClassName}
              >
                {intl.formatMessage(registerActionText.register)}
              </LocalizedLink>
            ) : (
              <RegistrationNotice state={tournament.registration} />
            )}
          </section>
          <Documents tournament={tournament} />
        </Page>
      )}
    </QueryStates>
  );
}
