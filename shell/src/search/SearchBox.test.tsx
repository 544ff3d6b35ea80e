import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SearchHit } from '@uaeaf/contracts';
import type { MessageLoaders } from '@uaeaf/i18n';
import { RemoteRoot } from '@uaeaf/ui';
import { ok, renderRemoteAt, stubApi } from '@uaeaf/ui/testing';
import { HeaderSearch } from './HeaderSearch';

const shellMessages: MessageLoaders = {
  ar: () => import('../../lang/ar.json'),
  en: () => import('../../lang/en.json'),
};

/** Where the search took the visitor. */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function Page() {
  return (
    <RemoteRoot messages={shellMessages}>
      <HeaderSearch />
      <Location />
    </RemoteRoot>
  );
}

const hits: SearchHit[] = [
  {
    kind: 'news',
    title: { ar: 'بطولة الرماية', en: 'Archery championship' },
    date: '2026-11-10',
    path: '/news/7',
  },
  { kind: 'clubs', title: { ar: 'نادي الرماية', en: 'Archery club' }, date: null, path: '/clubs/3' },
  {
    kind: 'circulars',
    title: { ar: 'تعميم الرماية', en: 'Archery circular' },
    date: '2026-11-01',
    path: '/circulars?q=12%2F2026',
  },
];

const wait = { timeout: 3000 };

async function openSearch(url: string) {
  const api = stubApi({ '/search/suggestions': ok({ items: hits }) });
  await renderRemoteAt(Page, url, shellMessages);
  const toggle = await screen.findByRole('button', {
    name: url.startsWith('/en') ? 'Search the site' : 'البحث في الموقع',
  });
  fireEvent.click(toggle);
  const box = await screen.findByRole('combobox', {}, wait);
  return { api, toggle, box };
}

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header search', () => {
  it('opens from its button with the box focused, and asks for suggestions only from three letters', async () => {
    const { api, toggle, box } = await openSearch('/en');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box));
    type(box, 'ar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.requests.filter((request) => request.path === '/search/suggestions')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type(box, 'arc');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, wait);
    expect(api.requests.map((request) => request.params.get('q'))).toEqual(['arc']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Archery championshipNews · November 10, 2026',
      'Archery clubClubs and academies',
      'Archery circularCirculars · November 1, 2026',
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/^3 suggestions/);
  });

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    const { box, toggle } = await openSearch('/en');
    type(box, 'archery');
    const list = await screen.findByRole('listbox', {}, wait);
    const options = within(list).getAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/en/clubs/3');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list with Escape, then the panel, focus back on the button', async () => {
    const { box, toggle } = await openSearch('/en');
    type(box, 'archery');
    await screen.findByRole('listbox', {}, wait);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('searches the whole site with Enter when no suggestion is chosen, in the page language', async () => {
    const { box } = await openSearch('/');
    type(box, '  الإمارات   للرماية ');
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe(
      `/search?q=${encodeURIComponent('الإمارات للرماية').replace(/%20/g, '+')}`,
    );
  });

  it('opens a suggestion with a click, its title in the page language', async () => {
    const { box } = await openSearch('/');
    type(box, 'الرماية');
    fireEvent.click(await screen.findByRole('option', { name: /تعميم الرماية/ }, wait));
    expect(screen.getByTestId('location').textContent).toBe('/circulars?q=12%2F2026');
  });
});
