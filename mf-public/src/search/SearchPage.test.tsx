import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SearchResponse } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const answer: SearchResponse = {
  counts: [
    { kind: 'clubs', total: 1 },
    { kind: 'news', total: 22 },
  ],
  results: {
    items: [
      {
        kind: 'clubs',
        title: { ar: 'نادي الشارقة', en: 'Sharjah Archery Club' },
        date: null,
        path: '/clubs/12',
      },
      ...Array.from({ length: 19 }, (_, index) => ({
        kind: 'news' as const,
        title: { ar: `خبر الشارقة ${index + 1}`, en: `Sharjah news ${index + 1}` },
        date: '2026-11-10',
        path: `/news/${index + 1}`,
      })),
    ],
    page: 1,
    pageSize: 20,
    total: 23,
    totalPages: 2,
  },
};

describe('the search page', () => {
  it('keeps the words in the box and groups the results by kind, with dates, links and the other kinds', async () => {
    const { requests } = stubApi({ '/search': ok(answer) });
    await renderRemoteAt(PublicRoutes, '/en/search?q=%20sharjah%20', publicMessageLoaders);
    const clubs = await screen.findByRole('region', { name: 'Clubs and academies' });
    expect(requests.find((request) => request.path === '/search')?.params.toString()).toBe(
      'q=sharjah&page=1',
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Words to find, in Arabic or English' }) as HTMLInputElement)
        .value,
    ).toBe(' sharjah ');
    expect(within(clubs).getByRole('link', { name: 'Sharjah Archery Club' }).getAttribute('href')).toBe(
      '/en/clubs/12',
    );
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getAllByRole('listitem')).toHaveLength(19);
    expect(within(news).getAllByText('November 10, 2026')).toHaveLength(19);
    const kinds = screen.getByRole('navigation', { name: 'Results by kind' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Everything (23)', '/en/search?q=+sharjah+'],
      ['Clubs and academies (1)', '/en/search?q=+sharjah+&kind=clubs'],
      ['News (22)', '/en/search?q=+sharjah+&kind=news'],
    ]);
    expect(within(kinds).getByRole('link', { name: 'Everything (23)' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeTruthy();
  });

  it.each([
    ['/search', 'اكتب ما تبحث عنه ثم اضغط «بحث».'],
    [`/search?q=${encodeURIComponent('ـَُ')}`, 'اكتب حرفين أو أرقامًا على الأقل للبحث.'],
    [
      `/en/search?q=${'a'.repeat(1000)}`,
      'A search can be at most 100 characters long: shorten it and search again.',
    ],
  ])('says what to do instead of asking the API for %s', async (url, text) => {
    const { requests } = stubApi();
    await renderRemoteAt(PublicRoutes, url, publicMessageLoaders);
    expect((await screen.findByRole('status')).textContent).toBe(text);
    expect(requests.filter((request) => request.path === '/search')).toEqual([]);
  });

  it('offers what was found when the kind shown has nothing', async () => {
    stubApi({
      '/search': ok({
        counts: [{ kind: 'news', total: 3 }],
        results: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 },
      }),
    });
    await renderRemoteAt(PublicRoutes, '/en/search?q=sharjah&kind=clubs', publicMessageLoaders);
    const kinds = await screen.findByRole('navigation', { name: 'Results by kind' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Everything (3)', 'News (3)']);
  });

  it('says when nothing matches, in Arabic', async () => {
    stubApi({
      '/search': ok({ counts: [], results: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } }),
    });
    await renderRemoteAt(PublicRoutes, `/search?q=${encodeURIComponent('قوس قزح')}`, publicMessageLoaders);
    expect(await screen.findByText('لا شيء في الموقع يطابق «قوس قزح». جرّب كلمات أخرى أو أقل.')).toBeTruthy();
  });
});
