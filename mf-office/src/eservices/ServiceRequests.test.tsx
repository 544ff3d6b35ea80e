import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { page, requestRow } from '../test/fixtures';
import { serviceRequest } from '../test/service-fixtures';

const rows = [
  serviceRequest(7),
  serviceRequest(8, {
    kind: 'internationalCode',
    status: 'awaitingParties',
    requester: { id: 40, name: { ar: 'مدرب', en: 'Coach Salem' }, accountType: 'coach' },
    player: null,
    parties: [],
  }),
  serviceRequest(9, { status: 'approved', verificationCode: 'UAEAF-ABCD-EFGH-JKLM' }),
];

const stubs = {
  'GET /office/services': ok(page(rows)),
  'GET /office/services/settings': ok({ partyAnswerDays: 14 }),
};

beforeEach(() => {
  signInForTest('admin', 'membership');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T12:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = (url: string) => renderRemoteAt(OfficeRoutes, url, officeMessageLoaders);

describe('the electronic services queue', () => {
  it('is one of the requests page’s two lists, kept in the URL, filtered by service and status', async () => {
    const { requests } = stubApi(stubs);
    await open('/en/office/requests?list=services&kind=playerTransfer&status=awaitingOffice&page=2');
    const table = await screen.findByRole('table', { name: 'Electronic service requests' });
    const lists = screen.getByRole('navigation', { name: 'Kind of request' });
    expect(
      within(lists).getByRole('link', { name: 'Electronic services' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(lists).getByRole('link', { name: 'Membership requests' }).getAttribute('href')).toBe(
      '/en/office/requests',
    );
    const list = requests.find((request) => request.path === '/office/services')!;
    expect(Object.fromEntries(list.params)).toEqual({
      kind: 'playerTransfer',
      status: 'awaitingOffice',
      page: '2',
    });
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('playerTransfer');

    const transfer = within(table).getByRole('row', { name: /Request 7/ });
    expect(within(transfer).getByRole('link', { name: 'Request 7' }).getAttribute('href')).toBe(
      '/en/office/services/7',
    );
    const cells = within(transfer)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        'Player transfer',
        'Archery Academy',
        'Archer 1',
        'Sharjah Archery Club and Archery Academy',
        'Awaiting the office',
        'March 1, 2026',
        '10 days',
      ]),
    );
    // A decided request no longer waits.
    expect(
      within(within(table).getByRole('row', { name: /Request 9/ }))
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('—');
    expect(screen.getByText('3 service requests')).toBeTruthy();
  });

  it('approves the selected requests together and lists those a club still has to answer', async () => {
    const { requests } = stubApi({
      ...stubs,
      'POST /office/services/decisions': ok({ decided: [7], skipped: [{ id: 8, code: 'awaiting_parties' }] }),
    });
    await open('/en/office/requests?list=services');
    await screen.findByRole('table', { name: 'Electronic service requests' });
    expect(screen.queryByRole('checkbox', { name: 'Select Request 9' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByRole('group', { name: 'Actions on the selected rows' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the selected requests?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      ids: [7, 8],
      decision: 'approve',
    });
    const left = screen.getByRole('alert');
    expect(within(left).getByRole('link').textContent).toBe(
      'Request 8: A club still has to answer this request: it can be approved once every club has answered.',
    );
    expect(within(left).getByRole('link').getAttribute('href')).toBe('/en/office/services/8');
  });

  it('sets the clubs’ answer period, refusing a number out of 1 to 90 on the field in Arabic', async () => {
    const { requests } = stubApi({ ...stubs, 'PUT /office/services/settings': ok({ partyAnswerDays: 21 }) });
    await open('/office/requests?list=services');
    const field = (await screen.findByLabelText('أيام الرد (من 1 إلى 90)')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('14'));
    fireEvent.change(field, { target: { value: '91' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب ألا تزيد القيمة على 90')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ partyAnswerDays: 21 }),
    );
  });

  it('shows the membership requests without the list in the URL', async () => {
    stubApi({ 'GET /office/requests': ok(page([requestRow(1)])), 'GET /lookups/member-clubs': ok([]) });
    await open('/en/office/requests');
    expect(await screen.findByRole('table', { name: 'Requests' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Membership requests' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
