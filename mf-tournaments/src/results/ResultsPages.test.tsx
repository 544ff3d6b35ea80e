import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  roundOf,
  type AthleteProfile,
  type RankingResponse,
  type RecordWithHistory,
  type ResultArcher,
  type ResultsListResponse,
  type TournamentResults,
} from '@uaeaf/contracts';
import { ageCategoriesAtom, sessionStore } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, stubApi } from '@uaeaf/ui/testing';
import TournamentRoutes from '../routes';
import { tournamentMessageLoaders } from '../messages';
import { filters } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(ageCategoriesAtom, []);
});

const text = (en: string) => ({ ar: en, en });
const tournament = {
  id: 4,
  kind: 'Local' as const,
  name: text('Federation Cup'),
  venue: text('Dubai'),
  season: '2025-2026',
  startDate: '2026-02-10',
  endDate: '2026-02-11',
};
const recurve = { code: 'R', name: { ar: 'القوس المنحني', en: 'Recurve' } };
const senior = { code: 'SENIOR' as const, name: { ar: 'الكبار', en: 'Senior' } };
const round70 = roundOf('WA720-70');
const member = { id: 12, name: text('Khalid Al Mansoori') };
const guest = { id: null, name: text('Omar Al Marzouqi') };
const club = { name: text('Sharjah Archery Club') };

const results: TournamentResults = {
  tournament,
  publishedAt: '2026-02-11T16:00:00Z',
  categories: [
    {
      division: recurve,
      gender: 'male',
      ageClass: senior,
      round: round70,
      qualification: [
        {
          rank: 1,
          archer: member,
          club,
          distances: [330, 322],
          total: 652,
          tens: 24,
          xs: 9,
          personalBest: true,
          record: true,
        },
        {
          rank: 2,
          archer: guest,
          club: null,
          distances: [310, 300],
          total: 610,
          tens: 15,
          xs: 4,
          personalBest: false,
          record: false,
        },
      ],
      finals: [{ place: 1, archer: guest, club: null }],
      teams: [],
    },
  ],
};

describe('results pages', () => {
  it('lists tournaments with results and filters by season and kind in the address', async () => {
    const list: ResultsListResponse = {
      items: [{ tournament, publishedAt: '2026-02-11T16:00:00Z', archers: 42, divisions: [recurve] }],
      page: 1,
      pageSize: 12,
      total: 1,
      totalPages: 1,
    };
    const { requests } = stubApi({ 'GET /results': ok(list), 'GET /tournaments/filters': ok(filters) });
    await renderRemoteAt(TournamentRoutes, '/en/results?kind=Open', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Federation Cup' });
    expect(link.getAttribute('href')).toBe('/en/tournament-details/4/results');
    expect(screen.getByText('42')).toBeTruthy();
    expect(requests.find((request) => request.path === '/results')?.params.get('kind')).toBe('Open');
    await screen.findByRole('option', { name: '2025-2026' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Season' }), { target: { value: '2025-2026' } });
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/results').at(-1);
      expect(last?.params.get('season')).toBe('2025-2026');
      expect(last?.params.get('kind')).toBe('Open');
    });
  });

  it("shows a tournament's tables with links to members' profiles only", async () => {
    stubApi({ 'GET /tournaments/4/results': ok(results) });
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/4/results', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Federation Cup' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Qualification: Recurve Men Senior' });
    expect(within(table).getByRole('link', { name: 'Khalid Al Mansoori' }).getAttribute('href')).toBe(
      '/en/athletes/12',
    );
    expect(within(table).queryByRole('link', { name: 'Omar Al Marzouqi' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Distance 1 (70 m)' })).toBeTruthy();
    expect(within(table).getByText('Personal best')).toBeTruthy();
    expect(within(table).getByText('National record')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Final placings: Recurve Men Senior' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Teams/ })).toBeNull();
  });

  it('is "Page Not Found" for a tournament without published results', async () => {
    stubApi({});
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/5/results', tournamentMessageLoaders);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Page Not Found/ }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('ranks one category, recurve senior men unless the address says otherwise, with movement in words', async () => {
    sessionStore.set(ageCategoriesAtom, [
      { id: 4, code: 'SENIOR', name: senior.name, minAge: 21, maxAge: 49 },
      { id: 3, code: 'U21', name: text('U21'), minAge: 18, maxAge: 20 },
    ]);
    const ranking: RankingResponse = {
      season: '2025-2026',
      division: recurve,
      gender: 'male',
      ageClass: senior,
      lists: [
        {
          round: round70,
          updatedAt: '2026-02-11T16:00:00Z',
          rows: [
            {
              position: 1,
              movement: 2,
              archer: member,
              club,
              average: 640.5,
              scores: [652, 629],
              best: 652,
              bestTens: 24,
            },
            {
              position: 2,
              movement: null,
              archer: { id: 13, name: text('Saeed') },
              club: null,
              average: 600,
              scores: [600],
              best: 600,
              bestTens: 10,
            },
          ],
        },
      ],
    };
    const { requests } = stubApi({ 'GET /rankings': ok(ranking), 'GET /tournaments/filters': ok(filters) });
    await renderRemoteAt(TournamentRoutes, '/en/rankings', tournamentMessageLoaders);
    const table = await screen.findByRole('table', { name: /^National rankings: Recurve Men Senior/ });
    expect(within(table).getByText('Up 2 places')).toBeTruthy();
    expect(within(table).getByText('New')).toBeTruthy();
    expect(within(table).getByText('640.50')).toBeTruthy();
    const first = requests.find((request) => request.path === '/rankings')!;
    expect([first.params.get('division'), first.params.get('gender'), first.params.get('ageClass')]).toEqual([
      'R',
      'male',
      'SENIOR',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Age class' }), { target: { value: 'U21' } });
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === '/rankings')
          .at(-1)
          ?.params.get('ageClass'),
      ).toBe('U21'),
    );
  });

  it("lists records by round with each one's history behind a disclosure", async () => {
    const record = (id: number, score: number, holder: ResultArcher = member): RecordWithHistory => ({
      id,
      round: round70,
      division: recurve,
      gender: 'male',
      ageClass: senior,
      holder,
      club,
      score,
      tens: 20,
      xs: 8,
      date: '2026-02-10',
      tournament: { id: 4, name: tournament.name },
      history: [],
    });
    stubApi({
      'GET /records': ok({ items: [{ ...record(2, 652), history: [record(1, 640, guest)] }] }),
      'GET /tournaments/filters': ok(filters),
    });
    await renderRemoteAt(TournamentRoutes, '/en/records', tournamentMessageLoaders);
    const table = await screen.findByRole('table', { name: 'National records: WA 70m round (720)' });
    expect(within(table).getByRole('rowheader', { name: 'Recurve Men Senior' })).toBeTruthy();
    expect(within(table).getByText('History: 1 earlier record')).toBeTruthy();
    expect(within(table).getByText('Omar Al Marzouqi')).toBeTruthy();
  });

  it("shows a minor's name, club and results only", async () => {
    const profile: AthleteProfile = {
      id: 12,
      name: member.name,
      club,
      isMinor: true,
      details: null,
      results: [
        {
          tournament,
          division: recurve,
          ageClass: senior,
          round: round70,
          rank: 1,
          finalPlace: 2,
          distances: [330, 322],
          total: 652,
          tens: 24,
          xs: 9,
          personalBest: true,
          record: false,
        },
      ],
    };
    stubApi({ 'GET /athletes/12': ok(profile) });
    await renderRemoteAt(TournamentRoutes, '/en/athletes/12', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Khalid Al Mansoori' })).toBeTruthy();
    expect(screen.getByText('Sharjah Archery Club')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Personal bests' })).toBeNull();
    const history = screen.getByRole('table', { name: 'Results history' });
    expect(within(history).getByRole('link', { name: 'Federation Cup' }).getAttribute('href')).toBe(
      '/en/tournament-details/4/results',
    );
  });
});
