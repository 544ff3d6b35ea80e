import { defineMessages, useIntl } from 'react-intl';
import { LocalizedLink } from './links';
import { Page } from './pages';
import { usePageTitle } from './page-title';
import styles from './pages.module.css';

const messages = defineMessages({
  title: { id: 'ui.notAllowed.title', defaultMessage: 'This area is not open to your account' },
  hint: {
    id: 'ui.notAllowed.hint',
    defaultMessage:
      'Each account area belongs to the members it serves. Your own pages are in your account area.',
  },
  home: { id: 'ui.notAllowed.home', defaultMessage: 'Go to your account area' },
});

/** What a signed-in member (or staff) sees on an account area that is not theirs, with the way to their own. */
export function NotAllowedPage({ homePath }: { homePath: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <Page>
      <h1>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.hint)}</p>
      <LocalizedLink to={homePath} className={styles.button}>
        {intl.formatMessage(messages.home)}
      </LocalizedLink>
    </Page>
  );
}
