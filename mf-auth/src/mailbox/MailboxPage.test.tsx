import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';

const link = `http://localhost:3000/en/auth/reset-password?token=${'Q'.repeat(43)}`;

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('development mailbox page', () => {
  it("lists the address's mails with their links clickable", async () => {
    const fetchMock = answer(200, {
      mails: [
        {
          id: 3,
          recipient: 'player@example.ae',
          subject: 'Reset your UAE Archery Federation password',
          body: `Open this link:\n${link}\n\nThe link works once.`,
          createdAt: '2026-03-10T08:00:00.000Z',
          sentAt: null,
        },
      ],
    });
    await renderRemoteAt(AuthRoutes, '/en/auth/mailbox?email=player@example.ae', authMessageLoaders);
    expect(screen.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeTruthy();
    const mail = await screen.findByRole('article', { name: 'Reset your UAE Archery Federation password' });
    expect(mail.querySelector('a')?.getAttribute('href')).toBe(link);
    expect(mail.textContent).toContain('Not sent (no SMTP server configured)');
    expect(fetchMock).toHaveBeenCalledWith('/api/dev/mailbox?email=player%40example.ae', expect.anything());
  });

  it('says so when the server has no development mailbox', async () => {
    answer(404, { error: { code: 'not_found', message: 'No route' } });
    await renderRemoteAt(AuthRoutes, '/auth/mailbox?email=coach@example.ae', authMessageLoaders);
    expect((await screen.findByRole('alert')).textContent).toContain('صندوق بريد التطوير متوقف');
  });
});
