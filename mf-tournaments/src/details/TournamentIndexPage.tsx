import { useIntl } from 'react-intl';
import { TournamentKinds } from '@uaeaf/contracts';
import { LocalizedLink, Page, usePageMeta } from '@uaeaf/ui';
import { detailPages, listPages } from '../pages';
import { detailText } from './messages';
import styles from './details.module.css';

/** `/tournament-details`: the way into each kind's list. */
export function TournamentIndexPage() {
  const intl = useIntl();
  const title = intl.formatMessage(detailPages.index.title);
  const description = intl.formatMessage(detailPages.index.purpose);
  usePageMeta({ title, description });
  return (
    <Page>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{description}</p>
      </header>
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
    </Page>
  );
}
