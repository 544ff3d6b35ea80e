import { defaultLocale, isLocale, type Locale } from './locales';

export interface LocalizedPath {
  /** The locale the path names, or undefined when it has no prefix. */
  prefix: Locale | undefined;
  /** The path without its locale prefix, always starting with `/`. */
  rest: string;
}

/** `/en/news` -> { prefix: 'en', rest: '/news' }; `/news` -> { prefix: undefined, rest: '/news' }. */
export function splitLocalePrefix(pathname: string): LocalizedPath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { prefix: match[1], rest: match[2] || '/' };
  return { prefix: undefined, rest: pathname || '/' };
}

/** Arabic pages live at unprefixed paths (the default locale); English pages under /en. */
export function localizePath(path: string, locale: Locale): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return rest;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** The same page in another language, keeping query and hash. */
export function switchLocale(
  location: { pathname: string; search?: string; hash?: string },
  target: Locale,
): string {
  const { rest } = splitLocalePrefix(location.pathname);
  return `${localizePath(rest, target)}${location.search ?? ''}${location.hash ?? ''}`;
}
