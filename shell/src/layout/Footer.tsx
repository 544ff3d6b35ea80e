import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocale } from '@uaeaf/i18n';
import { socialMediaAtom } from '@uaeaf/session';
import { FederationContact, LocalizedLink } from '@uaeaf/ui';
import { layoutMessages, rightsMessage } from './layout-messages';
import styles from './layout.module.css';

const legalLinks = [
  { to: '/privacy-police', label: layoutMessages.privacy },
  { to: '/terms-and-conditions', label: layoutMessages.terms },
  { to: '/disclaimer-notice', label: layoutMessages.disclaimer },
  { to: '/copyright', label: layoutMessages.copyright },
];

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
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.footerHeading}>
            {intl.formatMessage(layoutMessages.legalHeading)}
          </h2>
          <ul className={styles.footerList}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{intl.formatMessage(link.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.rights}>
        {intl.formatMessage(rightsMessage, { year: intl.formatDate(now, { year: 'numeric' }) })}
      </p>
    </footer>
  );
}
