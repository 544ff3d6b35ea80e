import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePrefix, useLocale, locales, type Locale } from '@uaeaf/i18n';

export const federationMessages = defineMessages({
  name: { id: 'ui.federation.name', defaultMessage: 'UAE Archery Federation' },
  description: {
    id: 'ui.federation.description',
    defaultMessage:
      'Archery in the UAE: recurve, compound and barebow tournaments, clubs, academies, training courses, news and member services',
  },
});

const ogLocale: Record<Locale, string> = { ar: 'ar_AE', en: 'en_US' };

function setHeadTag(selector: string, create: () => HTMLElement, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

const meta = (key: 'name' | 'property', value: string, content: string) =>
  setHeadTag(`meta[${key}="${value}"]`, () => document.createElement('meta'), { [key]: value, content });

const link = (rel: string, content: Record<string, string>, extra = '') =>
  setHeadTag(`link[rel="${rel}"]${extra}`, () => document.createElement('link'), { rel, ...content });

/**
 * A page's title ("{page} | {federation}"), description, canonical URL, its address in the other language
 * (hreflang) and Open Graph tags for sharing. Arabic pages are canonical at their unprefixed address.
 */
export function usePageMeta({
  title,
  description,
  image,
}: {
  title?: string;
  description?: string;
  image?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const federation = intl.formatMessage(federationMessages.name);
  const summary = description ?? intl.formatMessage(federationMessages.description);
  useEffect(() => {
    const fullTitle = title ? `${title} | ${federation}` : federation;
    const { origin } = window.location;
    const { rest } = splitLocalePrefix(pathname);
    const url = (target: Locale) => `${origin}${localizePath(rest, target)}`;
    document.title = fullTitle;
    meta('name', 'description', summary);
    link('canonical', { href: url(locale) });
    for (const target of locales)
      link('alternate', { hreflang: target, href: url(target) }, `[hreflang="${target}"]`);
    link('alternate', { hreflang: 'x-default', href: url('ar') }, '[hreflang="x-default"]');
    meta('property', 'og:title', fullTitle);
    meta('property', 'og:description', summary);
    meta('property', 'og:url', url(locale));
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', federation);
    meta('property', 'og:locale', ogLocale[locale]);
    meta('property', 'og:image', new URL(image ?? '/og-image.png', origin).href);
    // X reads the Open Graph tags for the rest; this asks for the large picture.
    meta('name', 'twitter:card', 'summary_large_image');
  }, [title, summary, image, federation, locale, pathname]);
}

/** Sets the page's title (and the rest of its metadata with the site's defaults). */
export function usePageTitle(page: string | undefined) {
  usePageMeta({ title: page });
}
