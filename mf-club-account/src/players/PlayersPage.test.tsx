import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Roster, RosterPlayer, RosterRow } from '@uaeaf/contracts';
import { sessionStore, toastsAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from '../routes';
import { clubAccountMessageLoaders } from '../messages';

const hamad: RosterRow = {
  id: 5,
  name: { ar: 'حمد', en: 'Hamad Roster' },
  membershipNumber: 'UAEAF-000005',
  ageClass: 'U21',
  division: { ar: 'القوس المنحني', en: 'Recurve' },
  status: 'Approved',
  expiringDocuments: [{ document: 'passport', expiresOn: '2027-01-10', expired: false }],
};
const salem: RosterRow = {
  id: 6,
  name: { ar: 'سالم', en: 'Salem Waiting' },
  membershipNumber: null,
  ageClass: null,
  division: null,
  status: 'Pending',
  expiringDocuments: [],
};
const roster: Roster = { items: [hamad, salem], page: 1, pageSize: 12, total: 2, totalPages: 1 };
const details: RosterPlayer = {
  ...hamad,
  birthDate: '2006-03-03',
  validUntil: '2027-06-30',
  registration: null,
  contractRequests: [],
  mayRequestContractChange: true,
};

beforeEach(() => {
  signInForTest('club');
  sessionStore.set(toastsAtom, []);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the players page', () => {
  it('lists the roster with expiring documents and sends the search and status in the query', async () => {
    const { requests } = stubApi({ 'GET /account/club/players': ok(roster) });
    await renderRemoteAt(
      ClubAccountRoutes,
      '/en/my-account/players?q=ham&status=Approved',
      clubAccountMessageLoaders,
    );
    const row = (await screen.findByRole('button', { name: 'Hamad Roster' })).closest('tr')!;
    expect(within(row).getByText(/Passport expires on/)).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    // The age class and division by the names the site gives them, never their codes.
    expect(within(row).getByText('Under 21')).toBeTruthy();
    expect(within(row).getByText('Recurve')).toBeTruthy();
    expect(screen.getByRole('table').textContent).not.toMatch(/U21|SENIOR/);
    const asked = requests.find((request) => request.path === '/account/club/players')!;
    expect(asked.params.get('q')).toBe('ham');
    expect(asked.params.get('status')).toBe('Approved');
  });

  it('opens a player and asks "are you sure about that?" before terminating the contract', async () => {
    const terminating: RosterPlayer = {
      ...details,
      mayRequestContractChange: false,
      contractRequests: [
        {
          id: 9,
          kind: 'termination',
          status: 'Accepted',
          decisionReason: null,
          submittedAt: '2026-11-25T08:00:00Z',
        },
      ],
    };
    let asked = false;
    const { requests } = stubApi({
      'GET /account/club/players': ok(roster),
      'GET /account/club/players/5': () => ok(asked ? terminating : details),
      'POST /account/club/players/5/contract': () => {
        asked = true;
        return ok(terminating);
      },
    });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/players', clubAccountMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'Hamad Roster' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Terminate the contract' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('are you sure about that?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate the contract' }));
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'The request has been submitted',
      ]),
    );
    expect(await screen.findByRole('cell', { name: 'Contract termination' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'termination' });
  });

  it.each([
    [
      409,
      'contract_request_pending',
      'A renewal or termination of this player already waits for the federation',
    ],
    [403, 'account_restricted', 'The account has been restricted due to a penalty'],
    [
      404,
      'not_found',
      'This player is no longer one of yours, so their contract cannot be changed from here',
    ],
    [
      409,
      'not_club_player',
      'This player is no longer one of yours, so their contract cannot be changed from here',
    ],
  ] as const)('says in words why a renewal is refused: %i %s', async (status, code, text) => {
    stubApi({
      'GET /account/club/players': ok(roster),
      'GET /account/club/players/5': ok(details),
      'POST /account/club/players/5/contract': refusal(status, code),
    });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/players?player=5', clubAccountMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'Renew the contract' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew the contract' }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
  });

  it('says a refusal in Arabic too', async () => {
    stubApi({
      'GET /account/club/players': ok(roster),
      'GET /account/club/players/5': ok(details),
      'POST /account/club/players/5/contract': refusal(404, 'not_found'),
    });
    await renderRemoteAt(ClubAccountRoutes, '/my-account/players?player=5', clubAccountMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'تجديد العقد' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تجديد العقد' }));
    expect(
      await within(dialog).findByText('لم يعد هذا اللاعب من لاعبيك، فلا يمكن تغيير عقده من هنا'),
    ).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stubApi({ 'GET /account/club/players': ok(roster) });
    await renderRemoteAt(ClubAccountRoutes, '/ar/my-account/players', clubAccountMessageLoaders);
    expect(await screen.findByRole('button', { name: 'حمد' })).toBeTruthy();
    expect(screen.getByText(/جواز السفر ينتهي في/)).toBeTruthy();
    const row = screen.getByRole('button', { name: 'حمد' }).closest('tr')!;
    expect(within(row).getByText('تحت 21 سنة')).toBeTruthy();
    expect(within(row).getByText('القوس المنحني')).toBeTruthy();
    expect(row.textContent).not.toMatch(/U21|Recurve|Under/);
  });
});
