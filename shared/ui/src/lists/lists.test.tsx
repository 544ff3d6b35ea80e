import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { MessageLoaders } from '@uaeaf/i18n';
import { renderRemoteAt } from '../testing';
import { FilterSelect } from './FilterSelect';
import { readChoice, readPage, readSearch, withChanges } from './list-query';
import { pageWindow, Pagination } from './Pagination';

const noMessages: MessageLoaders = { ar: async () => ({ default: {} }), en: async () => ({ default: {} }) };

function ShowQuery() {
  return <output>{useLocation().search}</output>;
}

function at(element: React.ReactNode) {
  return function TestRoutes() {
    return (
      <Routes>
        <Route
          path="*"
          element={
            <>
              {element}
              <ShowQuery />
            </>
          }
        />
      </Routes>
    );
  };
}

afterEach(cleanup);

describe('list state in the URL', () => {
  it('reads the page and the filters, falling back on nonsense', () => {
    const params = new URLSearchParams('page=3&emirate=dubai&kind=castle');
    expect(readPage(params)).toBe(3);
    expect(readChoice(params, 'emirate', ['dubai', 'sharjah'])).toBe('dubai');
    expect(readChoice(params, 'kind', ['club', 'academy'])).toBeUndefined();
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=2.5'))).toBe(1);
  });

  it('trims the search and collapses its spaces; a blank one is no search', () => {
    expect(readSearch(new URLSearchParams('q=%20%20recurve%20%20bow%20'))).toBe('recurve bow');
    expect(readSearch(new URLSearchParams('q=%20'))).toBeUndefined();
    expect(readSearch(new URLSearchParams(''))).toBeUndefined();
  });

  it('changes a filter back on the first page and drops a cleared one', () => {
    const params = new URLSearchParams('page=4&season=2025-2026&division=RM');
    expect(withChanges(params, { division: '' }).toString()).toBe('season=2025-2026');
    expect(withChanges(params, { season: '2024-2025' }).toString()).toBe('season=2024-2025&division=RM');
  });

  it('links the first, last and nearby pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});

describe('Pagination', () => {
  it('marks the current page, links its neighbours as prev and next, and keeps the filters', async () => {
    await renderRemoteAt(at(<Pagination page={2} totalPages={3} />), '/en/clubs?q=bow&page=2', noMessages);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/clubs?q=bow');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en/clubs?q=bow&page=3');
    expect(nav.querySelector('[rel="prev"]')?.getAttribute('href')).toBe('/en/clubs?q=bow');
    expect(nav.querySelector('[rel="next"]')?.getAttribute('href')).toBe('/en/clubs?q=bow&page=3');
  });

  it('names the pages in Arabic on Arabic pages', async () => {
    await renderRemoteAt(at(<Pagination page={1} totalPages={2} />), '/clubs', noMessages);
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'التالي' }).getAttribute('rel')).toBe('next');
  });

  it('starts another page at the top, with the focus on the main content', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderRemoteAt(at(<Pagination page={1} totalPages={2} />), '/en/news', noMessages);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(main);
    expect(screen.getByRole('status').textContent).toBe('?page=2');
    scrollTo.mockRestore();
    main.remove();
  });

  it('is not shown for a list of one page', async () => {
    await renderRemoteAt(at(<Pagination page={1} totalPages={1} />), '/en/news', noMessages);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('FilterSelect', () => {
  it('offers "All" first and applies a choice at once, back on the first page', async () => {
    const options = [
      { value: 'dubai', label: 'Dubai' },
      { value: 'sharjah', label: 'Sharjah' },
    ];
    await renderRemoteAt(
      at(<FilterSelect name="emirate" label="Emirate" options={options} />),
      '/en/clubs?page=3&emirate=atlantis',
      noMessages,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Emirate' });
    expect(select.value).toBe('');
    expect(select.options[0]!.textContent).toBe('All');
    fireEvent.change(select, { target: { value: 'sharjah' } });
    expect(screen.getByRole('status').textContent).toBe('?emirate=sharjah');
  });

  it('keeps a filter chosen while its list is still loading when another is chosen at once', async () => {
    let release!: () => void;
    let loaded = false;
    const loading = new Promise<void>((resolve) => (release = resolve)).then(() => {
      loaded = true;
    });
    /** A list that is fetched for the chosen kind: until it arrives, the router keeps the page as it was. */
    function List() {
      const { search } = useLocation();
      if (search.includes('kind=') && !loaded) throw loading;
      return <output>{search}</output>;
    }
    const options = (...values: string[]) => values.map((value) => ({ value, label: value }));
    await renderRemoteAt(
      () => (
        <Routes>
          <Route
            path="*"
            element={
              <>
                <FilterSelect name="kind" label="Service" options={options('transfer', 'loan')} />
                <FilterSelect name="status" label="Status" options={options('open', 'closed')} />
                <Suspense fallback={<p>Loading</p>}>
                  <List />
                </Suspense>
              </>
            }
          />
        </Routes>
      ),
      '/en/office/requests',
      noMessages,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Service' }), { target: { value: 'transfer' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'open' } });
    await act(async () => release());
    expect((await screen.findByRole('status')).textContent).toBe('?kind=transfer&status=open');
  });
});
