import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntryTournament, TournamentEntry } from '@uaeaf/contracts';
import { sessionStore, toastsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { TournamentEntries } from './TournamentEntries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.set(toastsAtom, []);
  signOutForTest();
});

const tournament = (id: number, more: Partial<EntryTournament>): EntryTournament => ({
  id,
  name: { ar: `بطولة ${id}`, en: `Tournament ${id}` },
  startDate: '2026-12-10',
  endDate: '2026-12-11',
  registration: { status: 'open', window: 'first', closesOn: '2026-12-01' },
  past: false,
  ...more,
});

const entry = (id: number, tournamentId: number, more: Partial<TournamentEntry> = {}): TournamentEntry => ({
  id,
  tournamentId,
  archer: { id: 40 + id, name: { ar: `رامٍ ${id}`, en: `Archer ${id}` } },
  division: { code: 'recurve', name: { ar: 'القوس المنحني', en: 'Recurve' } },
  ageClass: { code: 'U21', name: { ar: 'تحت 21', en: 'Under 21' } },
  status: 'Pending',
  bill: null,
  history: [],
  mayWithdraw: true,
  ...more,
});

const answer = {
  tournaments: [
    tournament(1, {}),
    tournament(2, { registration: { status: 'ended', closedOn: '2026-11-20' } }),
    tournament(3, {
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      past: true,
      registration: { status: 'ended', closedOn: '2026-04-20' },
    }),
  ],
  items: [
    entry(1, 1),
    entry(2, 2, { mayWithdraw: false }),
    entry(3, 3, { status: 'Accepted', mayWithdraw: false }),
  ],
};

describe('the tournament entries list', () => {
  it('groups current and past tournaments, says when registration has ended, links to enter more', async () => {
    stubApi({ 'GET /account/tournament-entries': ok(answer) });
    signInForTest('club');
    await renderKitAt('/en/my-account/tournaments', <TournamentEntries />);
    const open = await screen.findByRole('article', { name: 'Tournament 1' });
    // Pages that exist (mf-tournaments' routes): the tournament's own page and its registration form.
    expect(within(open).getByRole('link', { name: 'Tournament 1' }).getAttribute('href')).toBe(
      '/en/tournament-details/1',
    );
    expect(within(open).getByRole('link', { name: 'Enter more players' }).getAttribute('href')).toBe(
      '/en/tournament-details/register?tournament=1',
    );
    expect(screen.getByRole('link', { name: 'Find a tournament to enter' }).getAttribute('href')).toBe(
      '/en/tournament-details',
    );
    expect(within(open).getByText('Under 21')).toBeTruthy();
    const ended = screen.getByRole('article', { name: 'Tournament 2' });
    expect(within(ended).getByText('Registration period has ended')).toBeTruthy();
    expect(within(ended).queryByRole('link', { name: 'Enter more players' })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Current tournaments', 'Past tournaments']);
    const past = screen.getByRole('article', { name: 'Tournament 3' });
    expect(within(past).queryByText('Registration period has ended')).toBeNull();
    expect(within(past).getByText('Accepted')).toBeTruthy();
    expect(within(past).getByRole('link', { name: 'Tournament 3' }).getAttribute('href')).toBe(
      '/en/tournament-details/3',
    );
  });

  it("links each tournament to its public page in the page's language (ar)", async () => {
    stubApi({ 'GET /account/tournament-entries': ok(answer) });
    signInForTest('player');
    await renderKitAt('/my-account-player/tournaments', <TournamentEntries />);
    const open = await screen.findByRole('article', { name: 'بطولة 1' });
    expect(within(open).getByRole('link', { name: 'بطولة 1' }).getAttribute('href')).toBe(
      '/tournament-details/1',
    );
  });

  it('withdraws an entry only with a reason, after asking', async () => {
    const { requests } = stubApi({
      'GET /account/tournament-entries': ok(answer),
      'POST /tournament-entries/1/withdrawal': ok(entry(1, 1, { status: 'Withdrawn', mayWithdraw: false })),
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/tournaments', <TournamentEntries />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw: Archer 1 in Tournament 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Archer 1 in Tournament 1' });
    expect(within(dialog).getByText('are you sure about that?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('Please choose a reason for the withdrawal')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'International championship' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Withdrawal request has been submitted',
      ]),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'internationalChampionship',
    });
  });
});
