import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { OwnPenalty, PlayerPenalty } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import { renderKitAt } from '../test-harness';
import { MemberPenalties } from './MemberPenalties';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const penalty = (id: number, status: OwnPenalty['status'], fineFils: number | null): OwnPenalty => ({
  id,
  reason: { ar: 'مخالفة قواعد السلامة', en: 'Breach of the range safety rules' },
  startsOn: '2026-01-01',
  endsOn: '2027-12-31',
  fineFils,
  status,
  createdAt: '2026-01-01T08:00:00.000Z',
});
const ofPlayer: PlayerPenalty = {
  ...penalty(7, 'active', null),
  player: { id: 40, name: { ar: 'حمدان عيسى الكتبي', en: 'Hamdan Essa Al Ketbi' } },
  fineFils: 15_050,
  bill: { number: 'INV-2026-000123', status: 'unpaid' },
};

describe('the member penalties', () => {
  it("shows the restriction while one is in force, each penalty's facts, and the players' penalties", async () => {
    stubApi({
      'GET /account/penalties': ok({
        items: [
          { ...penalty(2, 'active', 15_050), bill: { number: 'INV-2026-000120', status: 'paid' } },
          { ...penalty(1, 'ended', null), bill: null },
        ],
      }),
      'GET /account/players/penalties': ok({ items: [ofPlayer] }),
    });
    signInForTest('club');
    await renderKitAt('/en/my-account/Penalties', <MemberPenalties players />);
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      'A penalty is in force on your account: until it ends, the federation refuses your requests and entries.',
    );
    const own = screen.getByRole('region', { name: 'Penalties on your account' });
    const cards = within(own).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('In force');
    expect(cards[0]!.textContent).toMatch(/AED\s?150\.50/);
    // The club's own fine shows its bill as its players' fines do.
    expect(within(cards[0]!).getByText('INV-2026-000120 (Paid)')).toBeTruthy();
    expect(cards[1]!.textContent).toContain('Ended');
    expect(within(cards[1]!).queryByText('Bill of the fine')).toBeNull();
    const players = await screen.findByRole('region', { name: "Your players' penalties" });
    expect(within(players).getByText('Hamdan Essa Al Ketbi')).toBeTruthy();
    expect(within(players).getByText('INV-2026-000123 (Unpaid)')).toBeTruthy();
  });

  it('has no notice and no players section without them, in Arabic', async () => {
    const { requests } = stubApi({ 'GET /account/penalties': ok({ items: [penalty(1, 'ended', null)] }) });
    signInForTest('player');
    await renderKitAt('/ar/my-account-player/penalties', <MemberPenalties />);
    expect(await screen.findByText('منتهية')).toBeTruthy();
    // No bill said (an older answer without the field): nothing about one is shown.
    expect(screen.queryByText('فاتورة الغرامة')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(requests.map((request) => request.path)).toEqual(['/account/penalties']);
  });
});
