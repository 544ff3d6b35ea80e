import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SeasonSubscriptionView } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from '../routes';
import { clubAccountMessageLoaders } from '../messages';

const paid: SeasonSubscriptionView = {
  season: { id: 2, name: '2026-2027', startDate: '2026-09-01', endDate: '2027-08-31' },
  subscription: {
    id: 5,
    category: 'women',
    players: [{ id: 9, name: { ar: 'مريم', en: 'Maryam' } }],
    bill: { id: 40, number: 'SS-2026-000040', amountFils: 530_000, status: 'paid' },
    editable: false,
  },
  players: [],
  prices: { memberFils: 500_000, archerFils: 30_000 },
};

beforeEach(() => signInForTest('club'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the season subscription page', () => {
  it('once paid, shows the subscription read-only with its paid bill and no form', async () => {
    stubApi({ 'GET /account/club/season-subscription': ok(paid) });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/season-subscription', clubAccountMessageLoaders);
    expect(
      await screen.findByText('Subscribed, bill SS-2026-000040 paid. The subscription can no longer change.'),
    ).toBeTruthy();
    expect(screen.getByText('Women')).toBeTruthy();
    expect(screen.getByText('Maryam')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay it from your fees' })).toBeNull();
  });

  it('says so when no season is open', async () => {
    stubApi({
      'GET /account/club/season-subscription': ok({ ...paid, season: null, subscription: null }),
    });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/season-subscription', clubAccountMessageLoaders);
    expect(await screen.findByText('No season is open for subscriptions at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });
});
