import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { roundOf, type AthleteResult, type ClubResults } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from '../routes';
import { clubAccountMessageLoaders } from '../messages';

const name = (en: string, ar = en) => ({ en, ar });

function result(
  id: number,
  tournament: string,
  startDate: string,
  rank: number,
  personalBest = false,
): AthleteResult {
  return {
    tournament: {
      id,
      kind: 'Local',
      name: name(tournament),
      venue: name('Dubai'),
      season: '2025-2026',
      startDate,
      endDate: startDate,
    },
    division: { code: 'R', name: name('Recurve', 'القوس الأولمبي') },
    ageClass: { code: 'SENIOR', name: name('Senior', 'كبار') },
    round: roundOf('WA18'),
    rank,
    finalPlace: null,
    distances: [280, 281],
    total: 561,
    tens: 12,
    xs: 20,
    personalBest,
    record: false,
  };
}

const answer: ClubResults = {
  items: [
    {
      archer: { id: 3, name: name('Rashid Khalifa Al Zaabi'), profileShown: false },
      results: [result(11, 'Indoor Cup', '2025-12-01', 4)],
    },
    {
      archer: { id: 2, name: name('Salem Rashed Al Kaabi'), profileShown: true },
      results: [
        result(12, 'Federation Cup', '2026-02-10', 1, true),
        result(11, 'Indoor Cup', '2025-12-01', 2),
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

async function open(url: string, heading: string) {
  signInForTest('club');
  await renderRemoteAt(ClubAccountRoutes, url, clubAccountMessageLoaders);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
}

describe("the club's archers' results", () => {
  it('lists every result newest first, linking the tournament and a shown profile only', async () => {
    stubApi({ '/account/club/results': ok(answer) });
    await open('/en/my-account/results', "Our archers' results");
    const table = await screen.findByRole('table', { name: "Our archers' results" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Salem Rashed Al Kaabi',
      'Salem Rashed Al Kaabi',
      'Rashid Khalifa Al Zaabi',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Salem Rashed Al Kaabi' }).getAttribute('href')).toBe(
      '/en/athletes/2',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Federation Cup' }).getAttribute('href')).toBe(
      '/en/tournament-details/12/results',
    );
    expect(rows[0]!.textContent).toContain('561 (personal best)');
    expect(rows[0]!.textContent).toContain('Recurve, Senior (WA 18m indoor round (600))');
    expect(within(rows[2]!).queryByRole('link', { name: 'Rashid Khalifa Al Zaabi' })).toBeNull();
  });

  it('says so in Arabic when no archer has results', async () => {
    stubApi({ '/account/club/results': ok({ items: [] }) });
    await open('/my-account/results', 'نتائج رماتنا');
    expect(await screen.findByText(/لا توجد نتائج منشورة لأي من رماتكم بعد/)).toBeTruthy();
  });
});
