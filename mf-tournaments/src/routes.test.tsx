import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import TournamentRoutes from './routes';
import { tournamentMessageLoaders } from './messages';

describe('tournament routes', () => {
  it.each([
    ['/en/tournament/Local', 'Local tournaments'],
    ['/en/tournament/Communityactivities', 'Community activities'],
    ['/en/tournament-details', 'All tournaments'],
    ['/en/tournament-details/12', 'Tournament details'],
    ['/en/tournament-details/register', 'Tournament registration'],
    ['/tournament/Open', 'البطولات المفتوحة'],
  ])('%s shows its heading', async (url, heading) => {
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each(['/en/tournament/Unknown', '/en/tournament-details/abc'])('%s is not found', async (url) => {
    await renderRemoteAt(TournamentRoutes, url, tournamentMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeTruthy();
  });
});
