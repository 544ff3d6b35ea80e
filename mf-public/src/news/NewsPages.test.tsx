import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import type { StubbedRequest } from '@uaeaf/ui/testing';
import { stubApi } from '../test/api-stub';
import { newsStory, onePage } from '../test/fixtures';

/** 30 stories, 12 a page; a search keeps the stories whose English title contains it. */
function newsPages({ params }: StubbedRequest) {
  const page = Number(params.get('page') ?? 1);
  const q = params.get('q');
  const all = Array.from({ length: 30 }, (_, index) => ({
    ...newsStory,
    id: index + 1,
    title: { ar: `خبر ${index + 1}`, en: `Story ${index + 1}${index % 10 === 0 ? ' bow' : ''}` },
    image: null,
  })).map(({ body: _body, photos: _photos, ...summary }) => summary);
  const found = q ? all.filter((story) => story.title.en.includes(q)) : all;
  return { status: 200, body: onePage(found.slice((page - 1) * 12, page * 12), page, 12, found.length) };
}

function lastListRequest(requests: StubbedRequest[]) {
  return [...requests].reverse().find((request) => request.path === '/news')!.params;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('news list', () => {
  it('pages through the list with ?page= links, marking the current page', async () => {
    const { requests } = stubApi({ '/news': newsPages });
    await renderRemoteAt(PublicRoutes, '/en/news', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Story 1 bow' })).toBeTruthy();
    expect(lastListRequest(requests).get('page')).toBe('1');
    expect(screen.getByText('30 results')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).queryByRole('link', { name: /Previous/ })).toBeNull();

    fireEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Story 13' })).toBeTruthy();
    expect(lastListRequest(requests).get('page')).toBe('2');
    const pagerNow = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pagerNow).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pagerNow).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(pagerNow).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/en/news?page=3');
    expect(
      within(pagerNow)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/en/news');
  });

  it('searches with ?q=, back on the first page, and keeps the search in the page links', async () => {
    const { requests } = stubApi({ '/news': newsPages });
    await renderRemoteAt(PublicRoutes, '/en/news?page=2', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Story 13' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  bow ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('3 results')).toBeTruthy();
    const params = lastListRequest(requests);
    expect(params.get('q')).toBe('bow');
    expect(params.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Story 21 bow' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('opens on the page and search its URL names', async () => {
    const { requests } = stubApi({ '/news': newsPages });
    await renderRemoteAt(PublicRoutes, '/en/news?q=Story&page=3', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Story 30' })).toBeTruthy();
    expect(lastListRequest(requests).toString()).toBe('page=3&q=Story');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Story');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/en/news?q=Story&page=2');
  });

  it('says when a search finds nothing, and when a page is past the end', async () => {
    stubApi({ '/news': newsPages });
    await renderRemoteAt(PublicRoutes, '/en/news?q=nothing', publicMessageLoaders);
    expect(await screen.findByText(/Nothing matches your search/)).toBeTruthy();
    queryClient.clear();
    await renderRemoteAt(PublicRoutes, '/en/news?page=9', publicMessageLoaders);
    expect(await screen.findByText('This page is past the end of the list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/en/news');
  });

  it('numbers the pages in Arabic digits on Arabic pages', async () => {
    stubApi({ '/news': newsPages });
    await renderRemoteAt(PublicRoutes, '/news', publicMessageLoaders);
    const pager = await screen.findByRole('navigation', { name: 'الصفحات' });
    expect(within(pager).getByRole('link', { name: 'الصفحة 2' }).getAttribute('href')).toBe('/news?page=2');
  });
});
