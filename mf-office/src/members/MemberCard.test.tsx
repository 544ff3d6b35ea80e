import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';
import { memberDetail } from '../test/fixtures';

beforeEach(() => signInForTest('admin', 'membership'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

// The first render loads the office's lazy chunks, which takes longer than the default second.
const slow = { timeout: 10_000 };

describe('a member’s card on their office page', () => {
  it('shows the code, and reissues it with the reason given', async () => {
    let code = 'UAEAF-7KQ2-M9XD-4TPA';
    const { requests } = stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'GET /office/members/101/card': () => ok({ code, issuedAt: '2026-09-01T08:00:00.000Z' }),
      'POST /office/members/101/card/reissue': () => {
        code = 'UAEAF-NEWC-ODE2-3456';
        return ok({ code, issuedAt: '2026-11-26T08:00:00.000Z' });
      },
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/members/101', officeMessageLoaders);
    const section = await screen.findByRole('region', { name: 'Membership card' }, slow);
    expect(await within(section).findByText('UAEAF-7KQ2-M9XD-4TPA', {}, slow)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Reissue the card' }));
    const dialog = screen.getByRole('dialog', { name: 'Reissue the card' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Card lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reissue the card' }));
    expect(await within(section).findByText('UAEAF-NEWC-ODE2-3456', {}, slow)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Card lost' });
  });

  it('offers no revoke or reissue to the finance officer, who only reads', async () => {
    signInForTest('admin', 'finance');
    stubApi({
      'GET /office/members/101': ok(memberDetail()),
      'GET /office/members/101/card': ok({
        code: 'UAEAF-7KQ2-M9XD-4TPA',
        issuedAt: '2026-09-01T08:00:00.000Z',
      }),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/members/101', officeMessageLoaders);
    const section = await screen.findByRole('region', { name: 'Membership card' }, slow);
    expect(await within(section).findByText('UAEAF-7KQ2-M9XD-4TPA', {}, slow)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
