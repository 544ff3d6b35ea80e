import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePrefix, useLocale, locales, type Locale } from '@uaeaf/i18n';
import { useServerPage, type HeadTag } from './server-page';

export const federationMessages = defineMessages({
  name: { id: 'ui.federation.name', defaultMessage: 'UAE Archery Federation' },
  description: {
    id: 'ui.federation.description',
    defaultMessage:
      'Archery in the UAE: recurve, compound and barebow tournaments, clubs, academies, training courses, news and member services',
  },
});

const ogLocale: Record<Locale, string> = { ar: 'ar_AE', en: 'en_US' };

const selectorOf = ({ tag, attributes }: HeadTag) =>
  tag === 'meta'
    ? attributes.property
      ? `meta[property="${attributes.property}"]`
      : `meta[name="${attributes.name}"]`
    : `link[rel="${attributes.rel}"]${attributes.hreflang ? `[hreflang="${attributes.hreflang}"]` : ''}`;

/** Sets a page's head elements in the document, each replacing the element of the same name. */
function applyHead(tags: HeadTag[]) {
  for (const tag of tags) {
    let element = document.head.querySelector<HTMLElement>(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  }
}

/**
 * The head elements of a page: description, canonical URL, its address in each language (hreflang) and the Open Graph
 * and X tags for sharing. Arabic pages are canonical at their unprefixed address.
 */
export function pageHeadTags({
  origin,
  pathname,
  locale,
  title,
  summary,
  image,
  siteName,
}: {
  origin: string;
  pathname: string;
  locale: Locale;
  title: string;
  summary: string;
  image: string | undefined;
  siteName: string;
}): HeadTag[] {
  const { rest } = splitLocalePrefix(pathname);
  const url = (target: Locale) => `${origin}${localizePath(rest, target)}`;
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: value, content },
  });
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  return [
    meta('name', 'description', summary),
    link({ rel: 'canonical', href: url(locale) }),
    ...locales.map((target) => link({ rel: 'alternate', hreflang: target, href: url(target) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: url('ar') }),
    meta('property', 'og:title', title),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', url(locale)),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', ogLocale[locale]),
    meta('property', 'og:image', new URL(image ?? '/og-image.png', origin).href),
    // X reads the Open Graph tags for the rest; this asks for the large picture.
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/**
 * A page's title ("{page} | {federation}"), description, canonical URL, hreflang and Open Graph tags: written into the
 * server-rendered HTML, and set in the document as the app moves between pages.
 */
export function usePageMeta({
  title,
  description,
  image,
  statusPage = false,
}: {
  title?: string;
  description?: string;
  image?: string;
  /** The page says "not found" in place of the page asked for: its title wins over that page's own. */
  statusPage?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const serverPage = useServerPage();
  const federation = intl.formatMessage(federationMessages.name);
  const summary = description ?? intl.formatMessage(federationMessages.description);
  const fullTitle = title ? `${title} | ${federation}` : federation;
  const page = { pathname, locale, title: fullTitle, summary, image, siteName: federation };
  serverPage?.setHead(fullTitle, pageHeadTags({ origin: serverPage.origin, ...page }));
  useEffect(() => {
    // A detail page whose item is missing shows "Page Not Found" inside it; mounted at once (a hydrated page), the
    // detail page's effect runs after the status page's (parents' effects run after their children's).
    if (document.documentElement.dataset.pageStatus && !statusPage) return;
    document.title = fullTitle;
    applyHead(
      pageHeadTags({
        origin: window.location.origin,
        pathname,
        locale,
        title: fullTitle,
        summary,
        image,
        siteName: federation,
      }),
    );
  }, [fullTitle, summary, image, federation, locale, pathname, statusPage]);
}

/** Sets the page's title (and the rest of its metadata with the site's defaults). */
export function usePageTitle(page: string | undefined) {
  usePageMeta({ title: page });
}
