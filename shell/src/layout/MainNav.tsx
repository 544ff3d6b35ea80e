import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import type { MenuBlock } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { menuBlocksAtom } from '@uaeaf/session';
import { LocalizedNavLink } from '@uaeaf/ui';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './layout-messages';
import { useDisclosure } from './use-disclosure';
import { Chevron } from './Chevron';
import styles from './layout.module.css';

function MenuLink({ block }: { block: MenuBlock }) {
  const locale = useLocale();
  const title = block.title[locale];
  if (/^https?:\/\//.test(block.href)) {
    return (
      <a className={styles.navLink} href={block.href} rel="noopener noreferrer">
        {title}
      </a>
    );
  }
  return (
    <LocalizedNavLink className={styles.navLink} to={block.href}>
      {title}
    </LocalizedNavLink>
  );
}

function MenuGroup({ block }: { block: MenuBlock }) {
  const locale = useLocale();
  const { containerRef, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  return (
    <li ref={containerRef} className={styles.navGroup}>
      <button className={styles.navButton} {...buttonProps}>
        {block.title[locale]}
        <Chevron />
      </button>
      <ul className={styles.subMenu} {...panelProps}>
        {block.children.map((child) => (
          <li key={child.id}>
            <MenuLink block={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main navigation, built from the menu blocks the shell loads at start-up. */
export function MainNav() {
  const intl = useIntl();
  const blocks = useAtomValue(menuBlocksAtom);
  const { containerRef, buttonProps, panelProps, open } = useDisclosure<HTMLElement>();
  return (
    <nav
      ref={containerRef}
      className={styles.nav}
      aria-label={intl.formatMessage(layoutMessages.mainNavigation)}
    >
      <button className={styles.menuToggle} {...buttonProps}>
        <span aria-hidden="true" className={styles.burger} />
        <span className={styles.menuLabel}>{intl.formatMessage(layoutMessages.openMenu)}</span>
      </button>
      <ul className={styles.navList} id={panelProps.id} data-open={open}>
        {blocks.map((block) =>
          block.children.length ? (
            <MenuGroup key={block.id} block={block} />
          ) : (
            <li key={block.id}>
              <MenuLink block={block} />
            </li>
          ),
        )}
        {/* A phone's header row has no room for it beside the tools (decision 084). */}
        <li className={styles.panelLanguage}>
          <LanguageSwitch />
        </li>
      </ul>
    </nav>
  );
}
