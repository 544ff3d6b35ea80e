import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { roundOf, type OwnResults } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import RoleAccountRoutes from '../routes';
import { roleAccountMessageLoaders } from '../messages';

const name = (en: string, ar = en) => ({ en, ar });
const tournament = {
  id: 41,
  kind: 'Local' as const,
  name: name('Federation Cup', 'كأس الاتحاد'),
  venue: name('Dubai'),
  season: '2025-2026',
  startDate: '2026-02-10',
  endDate: '2026-02-11',
};
const round = roundOf('WA720-70');
const recurve = { code: 'R', name: name('Recurve', 'القوس الأولمبي') };
const senior = { code: 'SENIOR' as const, name: name('Senior', 'كبار') };

function ownResults(hidden: boolean, withResults = true): OwnResults {
  const result = {
    tournament,
    division: recurve,
    ageClass: senior,
    round,
    rank: 2,
    finalPlace: 1,
    distances: [320, 318],
    total: 638,
    tens: 21,
    xs: 8,
    personalBest: true,
    record: false,
  };
  return {
    hidden,
    profile: {
      id: 77,
      name: name('Salem Rashed Al Kaabi'),
      club: { name: name('Sharjah Archery Club') },
      isMinor: false,
      details: {
        gender: 'male',
        division: recurve,
        ageClass: senior,
        personalBests: withResults
          ? [
              {
                round,
                score: 638,
                tens: 21,
                xs: 8,
                date: '2026-02-10',
                tournament: { id: 41, name: tournament.name },
              },
            ]
          : [],
        records: [],
        rankings: withResults
          ? [
              {
                season: '2025-2026',
                division: recurve,
                gender: 'male',
                ageClass: senior,
                round,
                position: 3,
                average: 631.5,
              },
            ]
          : [],
      },
      results: withResults ? [result] : [],
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = async (url: string, heading: string) => {
  signInForTest(url.includes('coach') ? 'coach' : 'player');
  await renderRemoteAt(RoleAccountRoutes, url, roleAccountMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
};

describe("the member's results", () => {
  it('shows the history, personal bests and ranking, with links to the public pages', async () => {
    stubApi({ '/account/results': ok(ownResults(false)) });
    await open('/en/my-account-player/results', 'My results');
    const history = await screen.findByRole('table', { name: 'Results history' });
    const row = within(history).getByRole('row', { name: /Federation Cup/ });
    expect(row.textContent).toContain('Recurve, Senior');
    expect(row.textContent).toContain('638 (personal best)');
    expect(within(row).getByRole('link', { name: 'Federation Cup' }).getAttribute('href')).toBe(
      '/en/tournament-details/41/results',
    );
    const ranking = screen.getByRole('table', { name: 'Ranking position' });
    expect(within(ranking).getByRole('row', { name: /WA 70m round/ }).textContent).toContain('631.50');
    expect(screen.getByRole('table', { name: 'Personal bests' }).textContent).toContain('638');
    expect(screen.getByText('You hold no national record.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your public athlete profile' }).getAttribute('href')).toBe(
      '/en/athletes/77',
    );
  });

  it('hides the public profile when the member saves the choice', async () => {
    const { requests } = stubApi({
      'GET /account/results': ok(ownResults(false)),
      'PUT /account/results-profile': ok({ hidden: true }),
    });
    await open('/en/my-account-player/results', 'My results');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hide my public athlete profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ hidden: true }),
    );
  });

  it('says in Arabic when there are no results yet, and links to no hidden profile', async () => {
    stubApi({ '/account/results': ok(ownResults(true, false)) });
    await open('/my-account-coach/results', 'نتائجي');
    expect(await screen.findByText(/ليست لديك نتائج منشورة بعد/)).toBeTruthy();
    expect(screen.getByText('ملفك العام كرامٍ مخفي.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'إخفاء ملفي العام كرامٍ' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('link', { name: 'اعرض ملفك العام كرامٍ' })).toBeNull();
  });
});
