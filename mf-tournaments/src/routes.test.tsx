import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import TournamentRoutes from './routes';
import { tournamentMessageLoaders } from './messages';

describe('tournament routes', () => {
  it.each([
    '/en/tournament/Unknown',
    '/en/tournament/local',
    '/en/tournament-details/abc',
    '/en/tournaments',
    '/en/tournament-details/abc/results',
    '/en/athletes/abc',
    '/en/results/1',
  ])('%s is not found', async (url) => {
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Page Not Found: \u2068${url}\u2069` }),
    ).toBeTruthy();
  });
});
