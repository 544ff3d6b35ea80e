import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePrefix, switchLocale } from './paths';
import { directionOf } from './locales';

describe('locale paths', () => {
  it('reads the locale prefix and leaves unprefixed paths to the default locale', () => {
    expect(splitLocalePrefix('/en/news/3')).toEqual({ prefix: 'en', rest: '/news/3' });
    expect(splitLocalePrefix('/ar')).toEqual({ prefix: 'ar', rest: '/' });
    expect(splitLocalePrefix('/news')).toEqual({ prefix: undefined, rest: '/news' });
    expect(splitLocalePrefix('/enrol')).toEqual({ prefix: undefined, rest: '/enrol' });
    expect(splitLocalePrefix('/fr/news')).toEqual({ prefix: undefined, rest: '/fr/news' });
  });

  it('keeps Arabic unprefixed and puts English under /en', () => {
    expect(localizePath('/news', 'ar')).toBe('/news');
    expect(localizePath('/news', 'en')).toBe('/en/news');
    expect(localizePath('/', 'en')).toBe('/en');
  });

  it('switches language on the same page, keeping query and hash', () => {
    expect(switchLocale({ pathname: '/news/3', search: '?page=2', hash: '#top' }, 'en')).toBe(
      '/en/news/3?page=2#top',
    );
    expect(switchLocale({ pathname: '/en/clubs' }, 'ar')).toBe('/clubs');
    expect(switchLocale({ pathname: '/ar/clubs' }, 'en')).toBe('/en/clubs');
  });

  it('gives Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
