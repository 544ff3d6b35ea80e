import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { page, requestRow } from '../test/fixtures';

const rows = [
  requestRow(1, {
    status: 'Accepted',
    club: { id: 5, name: { ar: 'نادي الشارقة', en: 'Sharjah Archery Club' } },
  }),
  requestRow(2),
  requestRow(3, { status: 'Approved' }),
];

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the requests list', () => {
  it('asks the API for the search, filters, order and page in the URL, in the page language', async () => {
    const { requests } = stubApi({
      'GET /office/requests': ok(page(rows)),
      'GET /lookups/member-clubs': ok([]),
    });
    await renderRemoteAt(
      OfficeRoutes,
      '/en/office/requests?q=salem&status=Pending&queue=awaitingOffice&clubId=5&from=2026-03-01&sort=name&page=2&form=castle',
      officeMessageLoaders,
    );
    const table = await screen.findByRole('table', { name: 'Requests' });
    const list = requests.find((request) => request.path === '/office/requests')!;
    expect(Object.fromEntries(list.params)).toEqual({
      q: 'salem',
      status: 'Pending',
      queue: 'awaitingOffice',
      clubId: '5',
      from: '2026-03-01',
      page: '2',
      sort: 'name',
      lang: 'en',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Archer 1', 'Archer 2', 'Archer 3']);
    expect(within(table).getByRole('row', { name: /Archer 1/ }).textContent).toContain(
      'Sharjah Archery Club',
    );
    expect(screen.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(screen.getByText('3 requests')).toBeTruthy();
  });

  it("names a club's renewal of its own membership apart from a club renewing a player's contract", async () => {
    stubApi({
      'GET /office/requests': ok(
        page([requestRow(4, { kind: 'renewal', form: 'club' }), requestRow(5, { kind: 'renewal' })]),
      ),
      'GET /lookups/member-clubs': ok([]),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/requests', officeMessageLoaders);
    const table = await screen.findByRole('table', { name: 'Requests' });
    expect(within(table).getByRole('row', { name: /Archer 4/ }).textContent).toContain('Membership renewal');
    expect(within(table).getByRole('row', { name: /Archer 5/ }).textContent).toContain('Contract renewal');
  });

  it('rejects the selected requests with one reason, and lists those left as they were', async () => {
    const { requests } = stubApi({
      'GET /office/requests': ok(page(rows)),
      'GET /lookups/member-clubs': ok([]),
      'POST /office/requests/decisions': ok({ decided: [1], skipped: [{ id: 2, code: 'already_decided' }] }),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/requests', officeMessageLoaders);
    await screen.findByRole('table', { name: 'Requests' });
    // Only the requests the office may still decide can be selected.
    expect(screen.queryByRole('checkbox', { name: 'Select Archer 3' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByRole('group', { name: 'Actions on the selected rows' });
    expect(within(bar).getByText('2 rows selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the selected requests?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason the applicant will read/), {
      target: { value: '  The season is closed.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      ids: [1, 2],
      decision: 'reject',
      reason: 'The season is closed.',
    });
    const left = screen.getByRole('alert');
    expect(left.textContent).toContain('One request was left as it was:');
    expect(within(left).getByRole('link').textContent).toBe(
      'Request 2: This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
    );
    expect(within(bar).getByText('No row selected')).toBeTruthy();
  });

  it('is not allowed to the finance officer, whose role does not read requests', async () => {
    signInForTest('admin', 'finance');
    stubApi({ 'GET /office/requests': ok(page(rows)) });
    await renderRemoteAt(OfficeRoutes, '/en/office/requests', officeMessageLoaders);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This area is not open to your account',
    );
  });
});
