import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { auditEvent, page } from '../test/fixtures';

beforeEach(() => signInForTest('admin', 'finance'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the audit log', () => {
  it('sends its filters to the API, reads each event in words, and filters by who acted from their name', async () => {
    const events = [
      auditEvent(2, {
        action: 'request.rejected',
        fromStatus: 'Pending',
        toStatus: 'Cancled',
        reason: 'Unclear photo',
      }),
      auditEvent(1, { actor: null, action: 'custom.thing', toStatus: null }),
    ];
    const { requests } = stubApi({ 'GET /office/audit': ok(page(events)) });
    await renderRemoteAt(
      OfficeRoutes,
      '/en/office/audit?subject=request&memberId=101&from=2026-03-01&to=2026-02-30',
      officeMessageLoaders,
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(Object.fromEntries(requests[0]!.params)).toEqual({
      subject: 'request',
      memberId: '101',
      from: '2026-03-01',
      page: '1',
    });
    const rejected = within(table).getByRole('row', { name: /Request rejected/ });
    expect(rejected.textContent).toContain('Pending → Rejected');
    expect(rejected.textContent).toContain('Unclear photo');
    expect(within(rejected).getByRole('link', { name: 'Request 1' }).getAttribute('href')).toBe(
      '/en/office/requests/1',
    );
    expect(within(table).getByRole('row', { name: /custom\.thing/ }).textContent).toContain('The system');

    expect(screen.getByRole('link', { name: 'Remove the filter: Member 101' })).toBeTruthy();
    fireEvent.click(within(rejected).getByRole('link', { name: 'Show only what Membership Officer did' }));
    expect(
      await screen.findByRole('link', { name: 'Remove the filter: Done by Membership Officer' }),
    ).toBeTruthy();
    expect(requests.at(-1)!.params.get('actorId')).toBe('7');
  });

  it('reads every reason in words in the page’s language, never a stored code', async () => {
    const events = [
      auditEvent(3, { subject: 'request', action: 'service.submitted', reason: 'eventOrganisation' }),
      auditEvent(2, {
        subject: 'request',
        action: 'service.partyObjected',
        reason: 'releasingClub: feesOwed',
      }),
      auditEvent(1, {
        subject: 'bill',
        action: 'bill.cancelled',
        reason: 'سُحب الطلب.\nThe request was withdrawn.',
      }),
    ];
    stubApi({ 'GET /office/audit': ok(page(events)) });
    await renderRemoteAt(OfficeRoutes, '/en/office/audit', officeMessageLoaders);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(table.textContent).toContain('Organising an event');
    expect(table.textContent).toContain('Releasing club — The player owes the club fees');
    expect(table.textContent).toContain('The request was withdrawn.');
    expect(table.textContent).not.toMatch(/eventOrganisation|releasingClub|feesOwed|سُحب/);
  });
});
