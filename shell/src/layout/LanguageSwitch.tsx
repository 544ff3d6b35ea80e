import { Link, useLocation } from 'react-router';
import { switchLocale, useLocale, type Locale } from '@uaeaf/i18n';
import { rememberLanguage } from '@uaeaf/session';
import styles from './layout.module.css';

/** Language names are written in their own language, whatever the page's. */
const autonyms: Record<Locale, string> = { ar: 'العربية', en: 'English' };

/** Keeps the visitor on the same page in the other language, and remembers the choice. */
export function LanguageSwitch() {
  const location = useLocation();
  const other: Locale = useLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Link
      className={styles.toolLink}
      to={switchLocale(location, other)}
      lang={other}
      hrefLang={other}
      onClick={() => rememberLanguage(other, window.localStorage)}
    >
      {autonyms[other]}
    </Link>
  );
}
