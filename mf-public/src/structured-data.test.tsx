import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore, socialMediaAtom } from '@uaeaf/session';
import { queryClient, type ServerPage } from '@uaeaf/ui';
import { renderOnServerAt, renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from './routes';
import { publicMessageLoaders } from './messages';
import { stubApi } from './test/api-stub';

const origin = 'https://example.ae';

/** Renders a page as the shell's server does: with a `ServerPage` for the page to describe itself in. */
const renderOnServer = (url: string) => renderOnServerAt(PublicRoutes, url, publicMessageLoaders);

const described = async (page: ServerPage) => {
  await waitFor(() => expect(page.result().structuredData).toHaveLength(1));
  return page.result().structuredData[0];
};

const headData = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent!),
  );

beforeEach(() => {
  stubApi();
  sessionStore.set(socialMediaAtom, [
    {
      id: 1,
      platform: 'instagram',
      url: 'https://instagram.com/uaearchery',
      label: { ar: 'إنستغرام', en: 'Instagram' },
    },
    { id: 2, platform: 'x', url: 'https://x.com/uaearchery', label: { ar: 'إكس', en: 'X' } },
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(socialMediaAtom, []);
});

describe('structured data of the public pages', () => {
  it('describes a news item as a NewsArticle published by the federation, with absolute addresses', async () => {
    const data = await described(await renderOnServer('/en/news/7'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Sharjah championship opens',
      description: 'The championship opened with a record entry.',
      datePublished: '2026-01-05',
      image: `${origin}/api/images?path=news%2F2026%2Fopening.jpg&w=1280`,
      inLanguage: 'en',
      mainEntityOfPage: `${origin}/en/news/7`,
      publisher: {
        '@type': 'Organization',
        '@id': `${origin}/#federation`,
        name: 'UAE Archery Federation',
        url: `${origin}/en`,
        logo: `${origin}/favicon.svg`,
      },
    });
  });

  it('describes the Arabic news item in Arabic, at its unprefixed address', async () => {
    const data = await described(await renderOnServer('/news/7'));
    expect(data).toMatchObject({
      headline: 'افتتاح بطولة الشارقة',
      description: 'انطلقت البطولة بمشاركة واسعة.',
      inLanguage: 'ar',
      mainEntityOfPage: `${origin}/news/7`,
      publisher: { name: 'اتحاد الإمارات للقوس والسهم', url: `${origin}/` },
    });
  });

  it.each([
    [
      '/en',
      'UAE Archery Federation',
      `${origin}/en`,
      'UAE Archery Federation, Sharjah, United Arab Emirates',
    ],
    [
      '/',
      'اتحاد الإمارات للقوس والسهم',
      `${origin}/`,
      'مقر اتحاد الإمارات للقوس والسهم، الشارقة، الإمارات العربية المتحدة',
    ],
  ])(
    'describes the federation on the home page %s: its social media and contact, in the language',
    async (url, name, home, address) => {
      const data = await described(await renderOnServer(url));
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${origin}/#federation`,
        name,
        url: home,
        logo: `${origin}/favicon.svg`,
        sameAs: ['https://instagram.com/uaearchery', 'https://x.com/uaearchery'],
        email: 'info@uaearchery.ae',
        telephone: '+971 6 556 2030',
        address,
      });
    },
  );

  it('keeps one JSON-LD script in the head that changes as the visitor moves from page to page', async () => {
    await renderRemoteAt(PublicRoutes, '/en', publicMessageLoaders);
    expect(headData()).toMatchObject([{ '@type': 'Organization', url: `${window.location.origin}/en` }]);
    fireEvent.click(await screen.findByRole('link', { name: 'Sharjah championship opens' }));
    await waitFor(() => expect(headData()).toMatchObject([{ '@type': 'NewsArticle' }]));
    expect(headData()).toHaveLength(1);
    expect(headData()[0]).toMatchObject({
      headline: 'Sharjah championship opens',
      mainEntityOfPage: `${window.location.origin}/en/news/7`,
    });
  });
});
