import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ClubPlayer, TeamsResponse } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from '../routes';
import { clubAccountMessageLoaders } from '../messages';

function player(id: number, nameEn: string, gender: 'male' | 'female', birthDate: string): ClubPlayer {
  return {
    id,
    name: { ar: `لاعب ${id}`, en: nameEn },
    membershipNumber: `UAEAF-00000${id}`,
    gender,
    birthDate,
    ageClass: null,
  };
}

const teams: TeamsResponse = {
  year: 2026,
  divisions: [{ code: 'R', name: { ar: 'القوس المنحني', en: 'Recurve' } }],
  players: [
    player(1, 'Young Woman', 'female', '2009-05-01'),
    player(2, 'Senior Woman', 'female', '1990-05-01'),
    player(3, 'Young Man', 'male', '2009-05-01'),
  ],
  teams: [
    {
      id: 7,
      name: { ar: 'منحني سيدات تحت 21', en: 'Recurve women U21' },
      division: 'R',
      divisionName: { ar: 'القوس المنحني', en: 'Recurve' },
      gender: 'female',
      ageClass: 'U21',
      players: [],
    },
  ],
};

beforeEach(() => signInForTest('club'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the teams page', () => {
  it('offers a team only the players who fit it, and shows a refusal in words', async () => {
    const { requests } = stubApi({
      'GET /account/club/teams': ok(teams),
      'POST /account/club/teams/7/players': refusal(409, 'player_not_eligible'),
    });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/teams', clubAccountMessageLoaders);
    const team = (await screen.findByRole('heading', { name: 'Recurve women U21' })).closest('li')!;
    expect(within(team).getByText('Recurve, Women, U21')).toBeTruthy();
    const select = within(team).getByLabelText('Player to add');
    // The U18 woman may move up to U21; the senior woman may not move down, the man is of the other gender.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'Young Woman']);

    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(within(team).getByRole('button', { name: 'Add' }));
    expect(
      await within(team).findByText("This player's gender or age class does not fit the team"),
    ).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ playerId: 1 });
  });

  it('sends nothing when a name is missing', async () => {
    const { requests } = stubApi({ 'GET /account/club/teams': ok({ ...teams, teams: [] }) });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/teams', clubAccountMessageLoaders);
    expect(await screen.findByText('No teams yet. Make the first one below.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Recurve men' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Enter the name in both languages')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
