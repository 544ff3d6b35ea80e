import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocale } from '@uaeaf/i18n';
import { socialMediaAtom } from '@uaeaf/session';
import { FederationContact, LocalizedLink } from '@uaeaf/ui';
import { footerColumns } from './footer-links';
import { layoutMessages, rightsMessage } from './layout-messages';
import styles from './layout.module.css';

// Read once per page load: the copyright year does not need to tick over while a tab is open.
const now = Date.now();

export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const social = useAtomValue(socialMediaAtom);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            {intl.formatMessage(layoutMessages.contactHeading)}
          </h2>
          <FederationContact className={styles.address} />
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.footerHeading}>
            {intl.formatMessage(layoutMessages.followHeading)}
          </h2>
          <ul className={styles.footerList} data-testid="social-links">
            {social.map((item) => (
              <li key={item.id}>
                <a href={item.url} rel="noopener noreferrer" target="_blank">
                  {item.label[locale]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className={styles.footerHeading}>
              {intl.formatMessage(column.heading)}
            </h2>
            <ul className={styles.footerList}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <LocalizedLink to={link.to}>{intl.formatMessage(link.label)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.rights}>
        {intl.formatMessage(rightsMessage, { year: intl.formatDate(now, { year: 'numeric' }) })}
      </p>
    </footer>
  );
}
