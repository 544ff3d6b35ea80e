import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { federationMessages, LocalizedLink } from '@uaeaf/ui';
import { HeaderSearch } from '../search/HeaderSearch';
import { AccountMenu } from './AccountMenu';
import { CartStatus } from './CartStatus';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './layout-messages';
import { MainNav } from './MainNav';
import styles from './layout.module.css';
import { useHeaderOffset } from './use-header-offset';
import { useOneRowFit } from './use-one-row-fit';

export function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="var(--color-primary)" strokeWidth="4" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="var(--color-danger)" strokeWidth="5" />
      <circle cx="32" cy="32" r="8" fill="var(--color-primary)" />
    </svg>
  );
}

export function Header() {
  const intl = useIntl();
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useHeaderOffset(header);
  useOneRowFit(bar);
  return (
    <header ref={header} className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <div ref={bar} className={styles.headerBar}>
        <LocalizedLink to="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandName}>{intl.formatMessage(federationMessages.name)}</span>
        </LocalizedLink>
        <MainNav />
        <div className={styles.tools}>
          <HeaderSearch />
          <LanguageSwitch />
          <CartStatus />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
