import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { uaeToday, type TournamentSummary } from '@uaeaf/contracts';
import { sessionStore, tournamentsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import TournamentRoutes from '../routes';
import { tournamentMessageLoaders } from '../messages';
import { ok, stubApi } from '@uaeaf/ui/testing';
import { detail, states } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(tournamentsAtom, []);
});

/** A UAE day some days from today, as the API writes it. */
const day = (offset: number) => uaeToday(new Date(Date.now() + offset * 86_400_000));

function summary(id: number, window: [number, number], name: string): TournamentSummary {
  return {
    id,
    kind: 'Open',
    name: { ar: name, en: name },
    venue: { ar: 'دبي', en: 'Dubai' },
    season: '2026-2027',
    startDate: day(30),
    endDate: day(31),
    firstRegistrationStart: day(window[0]),
    firstRegistrationEnd: day(window[1]),
    secondRegistrationStart: null,
    secondRegistrationEnd: null,
  };
}

describe('tournament details', () => {
  it('shows dates, both windows, venue, season, divisions, classes, fee, documents and entries', async () => {
    stubApi({ 'GET /tournaments/1': ok(detail(1, states.open)) });
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/1', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Championship 1' })).toBeTruthy();
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Venue')).toBe('Zayed Sports City, Abu Dhabi');
    expect(value('Season')).toBe('2026-2027');
    expect(value('Dates')).toMatch(/December 20\s*–\s*21, 2026/);
    expect(value('First registration window')).toMatch(/November 1\s*–\s*30, 2026/);
    expect(value('Second registration window')).toMatch(/December 10\s*–\s*15, 2026/);
    expect(value('Divisions')).toBe('Recurve and Compound');
    expect(value('Age classes')).toBe('Under 18, Under 21, and Senior');
    expect(value('Entry fee')).toMatch(/^AED\s100\.00 per entry$/);
    expect(value('Entries')).toBe('3 entries');
    expect(screen.getByRole('link', { name: 'Tournament circular' }).getAttribute('href')).toBe(
      '/api/files/7',
    );
    expect(screen.getByRole('link', { name: 'Local tournaments' }).getAttribute('href')).toBe(
      '/en/tournament/Local',
    );
  });

  it('offers registration while a window is open, and no notice', async () => {
    stubApi({ 'GET /tournaments/1': ok(detail(1, states.open)) });
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/1', tournamentMessageLoaders);
    const register = await screen.findByRole('link', { name: 'Register for this tournament' });
    expect(register.getAttribute('href')).toBe('/en/tournament-details/register?tournament=1');
    expect(screen.queryByText('Registration period has ended')).toBeNull();
    expect(screen.queryByText('Registration is currently unavailable')).toBeNull();
  });

  it.each([
    ['notYetOpen', 'Registration opens on December 5, 2026'],
    ['betweenWindows', 'Second registration window opens on December 10, 2026'],
  ] as const)(
    'before or between windows (%s) says "Registration is currently unavailable" and when it opens',
    async (state, opens) => {
      stubApi({ 'GET /tournaments/2': ok(detail(2, states[state])) });
      await renderRemoteAt(TournamentRoutes, '/en/tournament-details/2', tournamentMessageLoaders);
      expect(await screen.findByText('Registration is currently unavailable')).toBeTruthy();
      expect(screen.getAllByText(opens).length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: 'Register for this tournament' })).toBeNull();
    },
  );

  it('after the last window says "Registration period has ended", in both languages', async () => {
    stubApi({
      'GET /tournaments/4': ok(
        detail(4, states.ended, {
          secondRegistrationStart: null,
          secondRegistrationEnd: null,
          entryFeeFils: 0,
        }),
      ),
    });
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/4', tournamentMessageLoaders);
    expect(await screen.findByText('Registration period has ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register for this tournament' })).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    queryClient.clear();
    await renderRemoteAt(TournamentRoutes, '/tournament-details/4', tournamentMessageLoaders);
    expect(await screen.findByText('انتهت فترة التسجيل')).toBeTruthy();
  });

  it('shows the fee in AED with Arabic digits on the Arabic page', async () => {
    stubApi({ 'GET /tournaments/1': ok(detail(1, states.open)) });
    await renderRemoteAt(TournamentRoutes, '/tournament-details/1', tournamentMessageLoaders);
    await screen.findByRole('heading', { level: 1, name: 'بطولة رقم 1' });
    expect(screen.getByText(/100\.00.*لكل مشاركة/)).toBeTruthy();
  });

  it('is "Page Not Found" for an unknown id', async () => {
    stubApi({});
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details/999', tournamentMessageLoaders);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Page Not Found: \u2068/en/tournament-details/999\u2069',
      }),
    ).toBeTruthy();
  });

  it('lists, on the index, the tournaments from the start-up list whose registration is open today', async () => {
    stubApi({});
    sessionStore.set(tournamentsAtom, [
      summary(1, [-5, 5], 'Open now'),
      summary(2, [-20, -10], 'Closed already'),
      summary(3, [3, 10], 'Not yet'),
    ]);
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details', tournamentMessageLoaders);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Registration open now' })).closest(
      'section',
    )!;
    expect(within(section).getByRole('link', { name: 'Open now' }).getAttribute('href')).toBe(
      '/en/tournament-details/1',
    );
    expect(within(section).getByText(/^Registration is open: closes on /)).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Closed already' })).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Not yet' })).toBeNull();
  });

  it('indexes every kind at /tournament-details', async () => {
    stubApi({});
    await renderRemoteAt(TournamentRoutes, '/en/tournament-details', tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'All tournaments' })).toBeTruthy();
    expect(
      screen.getByText('No tournament takes entries right now. The lists show when registration opens.'),
    ).toBeTruthy();
    for (const [name, kind] of [
      ['Local tournaments', 'Local'],
      ['Open tournaments', 'Open'],
      ['International tournaments', 'International'],
      ['Activities', 'Activities'],
      ['Community activities', 'Communityactivities'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/en/tournament/${kind}`);
    }
  });
});
