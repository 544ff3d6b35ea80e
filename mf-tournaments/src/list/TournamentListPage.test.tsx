import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import TournamentRoutes from '../routes';
import { tournamentMessageLoaders } from '../messages';
import { ok, stubApi } from '@uaeaf/ui/testing';
import { filters, localPage } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const listAnswers = {
  'GET /tournaments/list': ok(localPage),
  'GET /tournaments/filters': ok(filters),
};

describe('tournament lists', () => {
  it('shows upcoming tournaments before past ones, each with dates, venue, season and registration state', async () => {
    const { requests } = stubApi(listAnswers);
    await renderRemoteAt(TournamentRoutes, '/en/tournament/Local', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Local tournaments' })).toBeTruthy();
    const upcoming = screen.getByRole('heading', { level: 2, name: 'Upcoming tournaments' });
    const past = screen.getByRole('heading', { level: 2, name: 'Past tournaments' });
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Championship 1' });
    expect(first.getAttribute('href')).toBe('/en/tournament-details/1');
    const card = first.closest('li')!;
    expect(within(card).getByText('Zayed Sports City, Abu Dhabi')).toBeTruthy();
    expect(within(card).getByText('2026-2027')).toBeTruthy();
    expect(within(card).getByText('Registration is open: closes on November 30, 2026')).toBeTruthy();
    expect(screen.getByText('Registration opens on December 5, 2026')).toBeTruthy();
    expect(screen.getByText('Second registration window opens on December 10, 2026')).toBeTruthy();
    expect(screen.getByText('Registration closed on November 1, 2026')).toBeTruthy();
    expect(screen.getByText('14 tournaments')).toBeTruthy();
    // Only a tournament with published results links to them.
    expect(screen.getByRole('link', { name: 'Results of Championship 4' }).getAttribute('href')).toBe(
      '/en/tournament-details/4/results',
    );
    expect(screen.queryByRole('link', { name: 'Results of Championship 1' })).toBeNull();
    expect(requests.find((request) => request.path === '/tournaments/list')?.params.get('kind')).toBe(
      'Local',
    );
  });

  it('filters by season and division through the URL, and pages on the server', async () => {
    const { requests } = stubApi(listAnswers);
    await renderRemoteAt(TournamentRoutes, '/en/tournament/Open?page=2', tournamentMessageLoaders);
    await screen.findByRole('link', { name: 'Championship 1' });
    expect(requests.at(-1)?.params.get('page')).toBe('2');
    const season = await screen.findByRole('combobox', { name: 'Season' });
    await screen.findByRole('option', { name: '2025-2026' });
    fireEvent.change(season, { target: { value: '2025-2026' } });
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/tournaments/list').at(-1);
      expect(last?.params.get('season')).toBe('2025-2026');
      // A new filter starts again from the first page.
      expect(last?.params.get('page')).toBe('1');
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Division' }), { target: { value: 'C' } });
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/tournaments/list').at(-1);
      expect(last?.params.get('division')).toBe('C');
      expect(last?.params.get('season')).toBe('2025-2026');
    });
    expect((screen.getByRole('combobox', { name: 'Season' }) as HTMLSelectElement).value).toBe('2025-2026');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/en/tournament/Open?season=2025-2026&division=C&page=2',
    );
  });

  it('reads the filters from the address on load and ignores malformed ones', async () => {
    const { requests } = stubApi(listAnswers);
    await renderRemoteAt(
      TournamentRoutes,
      '/en/tournament/International?season=2025-2026&division=recurve%20bow',
      tournamentMessageLoaders,
    );
    await screen.findByRole('link', { name: 'Championship 1' });
    const list = requests.find((request) => request.path === '/tournaments/list')!;
    expect(list.params.get('season')).toBe('2025-2026');
    expect(list.params.get('division')).toBeNull();
  });

  it('says when the filters match nothing', async () => {
    stubApi({
      ...listAnswers,
      'GET /tournaments/list': ok({ items: [], page: 1, pageSize: 12, total: 0, totalPages: 0 }),
    });
    await renderRemoteAt(TournamentRoutes, '/en/tournament/Local?season=2020-2021', tournamentMessageLoaders);
    expect(
      await screen.findByText(
        'No tournament matches these filters. Choose another season or division, or clear them.',
      ),
    ).toBeTruthy();
  });

  it('shows Arabic with Arabic dates', async () => {
    stubApi(listAnswers);
    await renderRemoteAt(TournamentRoutes, '/tournament/Communityactivities', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'الأنشطة المجتمعية' })).toBeTruthy();
    expect(screen.getByText('التسجيل مفتوح: يُغلق في 30 نوفمبر 2026')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /tournaments/list': { status: 503, body: {} }, 'GET /tournaments/filters': ok(filters) });
    await renderRemoteAt(TournamentRoutes, '/en/tournament/Local', tournamentMessageLoaders);
    expect(
      await screen.findByText(
        'This content could not be loaded. Please check your connection and try again.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
