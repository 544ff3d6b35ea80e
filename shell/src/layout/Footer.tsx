import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocale } from '@uaeaf/i18n';
import { socialMediaAtom } from '@uaeaf/session';
import { LocalizedLink } from '@uaeaf/ui';
import { federationContact } from './contact';
import { layoutMessages, officeHoursMessage, rightsMessage } from './layout-messages';
import styles from './layout.module.css';

const legalLinks = [
  { to: '/privacy-police', label: layoutMessages.privacy },
  { to: '/terms-and-conditions', label: layoutMessages.terms },
  { to: '/disclaimer-notice', label: layoutMessages.disclaimer },
  { to: '/copyright', label: layoutMessages.copyright },
];

// Read once per page load: the copyright year does not need to tick over while a tab is open.
const now = Date.now();

/** An hour of the day in Sharjah, formatted for the page's language. */
function useOfficeHour() {
  const intl = useIntl();
  const { timeZone } = federationContact.officeHours;
  // 2026-01-01 at UTC+4 (no daylight saving): the hour in Sharjah is the UTC hour + 4.
  return (hour: number) => intl.formatTime(Date.UTC(2026, 0, 1, hour - 4), { hour: 'numeric', timeZone });
}

export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const social = useAtomValue(socialMediaAtom);
  const hour = useOfficeHour();
  const { phone, email, officeHours } = federationContact;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            {intl.formatMessage(layoutMessages.contactHeading)}
          </h2>
          <address className={styles.address}>
            <p>{intl.formatMessage(layoutMessages.address)}</p>
            <p>
              {intl.formatMessage(layoutMessages.phone)}:{' '}
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="ltr-value">
                {phone}
              </a>
            </p>
            <p>
              {intl.formatMessage(layoutMessages.email)}:{' '}
              <a href={`mailto:${email}`} className="ltr-value">
                {email}
              </a>
            </p>
            <p>
              {intl.formatMessage(officeHoursMessage, {
                from: hour(officeHours.from),
                to: hour(officeHours.to),
              })}
            </p>
            <p>{intl.formatMessage(layoutMessages.replyPromise)}</p>
          </address>
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
