import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePrefix, useLocale } from '@uaeaf/i18n';
import { federationMessages } from './page-title';
import { useServerPage } from './server-page';

/** Marks the page's one JSON-LD script, so the app replaces the server-rendered one instead of adding a second. */
export const structuredDataAttribute = 'data-page-data';

const scriptSelector = `script[type="application/ld+json"][${structuredDataAttribute}]`;

/** The site's public origin: the server render's while on the server, the address bar's in the browser. */
export function useSiteOrigin(): string {
  const serverPage = useServerPage();
  return serverPage?.origin ?? window.location.origin;
}

/** The page's canonical address (as its canonical link gives it), absolute. */
export function usePageUrl(): string {
  const origin = useSiteOrigin();
  const locale = useLocale();
  const { pathname } = useLocation();
  return `${origin}${localizePath(splitLocalePrefix(pathname).rest, locale)}`;
}

/**
 * The federation as a schema.org `Organization`, named in the page's language: the publisher of its news, the
 * organiser of its tournaments. The `@id` lets search engines see every page's mention as the one organisation.
 */
export function useFederationOrganization() {
  const intl = useIntl();
  const locale = useLocale();
  const origin = useSiteOrigin();
  return {
    '@type': 'Organization',
    '@id': `${origin}/#federation`,
    name: intl.formatMessage(federationMessages.name),
    url: `${origin}${localizePath('/', locale)}`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * Describes the page to search engines as schema.org JSON-LD (`undefined` while its data loads): written into the
 * server-rendered HTML, and kept in one `<script type="application/ld+json">` in the document's head in the browser.
 */
export function useStructuredData(data: object | undefined) {
  const serverPage = useServerPage();
  const json = data && { '@context': 'https://schema.org', ...data };
  // Replaces an object of the same type: a component may render more than once in one server render.
  if (serverPage && json) serverPage.putStructuredData(json);
  const text = json && JSON.stringify(json);
  useEffect(() => {
    if (!text) return;
    let script = document.head.querySelector(scriptSelector);
    if (!script) {
      script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      script.setAttribute(structuredDataAttribute, '');
      document.head.append(script);
    }
    script.textContent = text;
    const current = script;
    return () => current.remove();
  }, [text]);
}
