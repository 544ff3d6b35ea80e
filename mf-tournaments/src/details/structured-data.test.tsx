import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { queryClient, type ServerPage } from '@uaeaf/ui';
import { ok, renderOnServerAt, stubApi } from '@uaeaf/ui/testing';
import TournamentRoutes from '../routes';
import { tournamentMessageLoaders } from '../messages';
import { detail, states } from '../test/fixtures';

const origin = 'https://example.ae';

/** Renders a page as the shell's server does: with a `ServerPage` for the page to describe itself in. */
const renderOnServer = (url: string) => renderOnServerAt(TournamentRoutes, url, tournamentMessageLoaders);

async function describedOnServer(url: string): Promise<ServerPage> {
  const page = await renderOnServer(url);
  await waitFor(() => expect(page.result().structuredData).toHaveLength(1));
  return page;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('structured data of a tournament', () => {
  it('describes it as a SportsEvent at its venue, organised by the federation', async () => {
    stubApi({ 'GET /tournaments/1': ok(detail(1, states.open)) });
    const page = await describedOnServer('/en/tournament-details/1');
    expect(page.result().structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: 'Championship 1',
        startDate: '2026-12-20',
        endDate: '2026-12-21',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Zayed Sports City, Abu Dhabi',
          address: 'Zayed Sports City, Abu Dhabi',
        },
        organizer: {
          '@type': 'Organization',
          '@id': `${origin}/#federation`,
          name: 'UAE Archery Federation',
          url: `${origin}/en`,
          logo: `${origin}/favicon.svg`,
        },
        inLanguage: 'en',
        url: `${origin}/en/tournament-details/1`,
      },
    ]);
  });

  it('describes it in Arabic on the Arabic page', async () => {
    stubApi({ 'GET /tournaments/1': ok(detail(1, states.open)) });
    const page = await describedOnServer('/tournament-details/1');
    expect(page.result().structuredData[0]).toMatchObject({
      name: 'بطولة رقم 1',
      location: { name: 'مدينة زايد الرياضية، أبوظبي' },
      organizer: { name: 'اتحاد الإمارات للقوس والسهم', url: `${origin}/` },
      inLanguage: 'ar',
      url: `${origin}/tournament-details/1`,
    });
  });

  it('describes nothing for an unknown tournament', async () => {
    stubApi({});
    const page = await renderOnServer('/en/tournament-details/999');
    await screen.findByRole('heading', { level: 1, name: /^Page Not Found/ });
    expect(page.result().structuredData).toEqual([]);
  });
});
