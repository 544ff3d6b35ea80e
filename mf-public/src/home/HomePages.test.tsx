import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { uaeToday, type TournamentSummary } from '@uaeaf/contracts';
import { sessionStore, tournamentsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';

const day = (offset: number) => {
  const date = new Date(`${uaeToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

function tournament(id: number, name: string, opens: number, closes: number): TournamentSummary {
  return {
    id,
    kind: 'Local',
    name: { ar: `بطولة ${name}`, en: `${name} Cup` },
    venue: { ar: 'الشارقة', en: 'Sharjah' },
    season: '2026-2027',
    startDate: day(closes + 10),
    endDate: day(closes + 11),
    firstRegistrationStart: day(opens),
    firstRegistrationEnd: day(closes),
    secondRegistrationStart: null,
    secondRegistrationEnd: null,
  };
}

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  queryClient.clear();
  sessionStore.set(tournamentsAtom, []);
});

describe('home page', () => {
  it('lists the tournaments whose registration is open today, with the day entries close', async () => {
    sessionStore.set(tournamentsAtom, [
      tournament(1, 'Open', -3, 0),
      tournament(2, 'Closed', -10, -1),
      tournament(3, 'Later', 2, 9),
    ]);
    await renderRemoteAt(PublicRoutes, '/en', publicMessageLoaders);
    const section = await screen.findByRole('region', { name: 'Registration open' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: 'Open Cup' }).getAttribute('href')).toBe(
      '/en/tournament-details/1',
    );
    expect(cards[0]!.textContent).toContain('Entries close on');
    expect(within(section).getByRole('link', { name: 'All tournaments' }).getAttribute('href')).toBe(
      '/en/tournament-details',
    );
  });

  it('says so when no tournament takes entries, in Arabic', async () => {
    sessionStore.set(tournamentsAtom, [tournament(2, 'Closed', -10, -1)]);
    await renderRemoteAt(PublicRoutes, '/', publicMessageLoaders);
    const section = await screen.findByRole('region', { name: 'التسجيل مفتوح' });
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
    expect(section.textContent).toContain('لا تستقبل أي بطولة مشاركات اليوم');
  });
});
