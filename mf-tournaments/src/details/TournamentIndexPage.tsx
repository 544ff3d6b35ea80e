import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { TournamentKinds, openForEntries, uaeToday } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { tournamentsAtom } from '@uaeaf/session';
import { LocalizedLink, Page, PageHeading, usePageMeta } from '@uaeaf/ui';
import { detailPages, listPages } from '../pages';
import { RegistrationState } from '../registration-state/RegistrationState';
import { detailText } from './messages';
import styles from './details.module.css';

/**
 * The tournaments taking entries today, from the start-up list the shell already holds (no request of its own); the
 * contract's own function judges the windows on the UAE day, as the API does.
 */
function OpenNow() {
  const intl = useIntl();
  const locale = useLocale();
  const open = openForEntries(useAtomValue(tournamentsAtom), uaeToday());
  return (
    <section aria-labelledby="open-now" className={styles.openNow}>
      <h2 id="open-now">{intl.formatMessage(detailText.openNow)}</h2>
      {open.length === 0 ? (
        <p>{intl.formatMessage(detailText.noneOpen)}</p>
      ) : (
        <ul className={styles.kinds}>
          {open.map(({ tournament, state }) => (
            <li key={tournament.id} className={styles.kind}>
              <h3 className={styles.kindTitle}>
                <LocalizedLink to={`/tournament-details/${tournament.id}`}>
                  {tournament.name[locale]}
                </LocalizedLink>
              </h3>
              <p>{intl.formatMessage(listPages[tournament.kind].title)}</p>
              <RegistrationState state={state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/tournament-details`: the way into each kind's list. */
export function TournamentIndexPage() {
  const intl = useIntl();
  const title = intl.formatMessage(detailPages.index.title);
  const description = intl.formatMessage(detailPages.index.purpose);
  usePageMeta({ title, description });
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <nav aria-label={intl.formatMessage(detailText.kinds)}>
        <ul className={styles.kinds}>
          {TournamentKinds.map((kind) => (
            <li key={kind} className={styles.kind}>
              <h2 className={styles.kindTitle}>
                <LocalizedLink to={`/tournament/${kind}`}>
                  {intl.formatMessage(listPages[kind].title)}
                </LocalizedLink>
              </h2>
              <p>{intl.formatMessage(listPages[kind].purpose)}</p>
            </li>
          ))}
        </ul>
      </nav>
      <OpenNow />
    </Page>
  );
}
