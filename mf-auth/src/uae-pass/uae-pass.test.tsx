import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore, userInfoAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt, signOutForTest } from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';

const member = {
  userInfo: {
    id: 3,
    email: 'player@example.ae',
    name: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
    isBlock: false,
    isRestricted: false,
  },
  accountType: 'player',
};

/** The API as these pages call it: whether UAE PASS is offered, and the session the callback opened. */
function api({
  available = true,
  session = member as unknown,
}: { available?: boolean; session?: unknown } = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/uaepass') {
      return Response.json({ available, upgradeUrl: available ? 'https://stg-selfcare.uaepass.ae' : null });
    }
    if (url === '/api/auth/me') return session ? Response.json(session) : new Response(null, { status: 401 });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  // Whether UAE PASS is offered is kept for the page's life; each test's site says it anew.
  queryClient.clear();
  vi.unstubAllGlobals();
  signOutForTest();
  localStorage.clear();
});

describe('sign-in with UAE PASS on the login page', () => {
  it('offers UAE PASS in the page language, carrying on to where the visitor was going', async () => {
    api();
    await renderRemoteAt(AuthRoutes, '/en/auth/login?redirect=%2Ftournament%2FLocal', authMessageLoaders);
    const link = await screen.findByRole('link', { name: 'Sign in with UAE PASS' });
    expect(link.getAttribute('href')).toBe('/api/auth/uaepass/start?lang=en&redirect=%2Ftournament%2FLocal');
    expect(screen.getByText('or log in with your email and password')).toBeTruthy();
  });

  it('offers it in Arabic on the Arabic page', async () => {
    api();
    await renderRemoteAt(AuthRoutes, '/auth/login', authMessageLoaders);
    const link = await screen.findByRole('link', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' });
    expect(link.getAttribute('href')).toBe('/api/auth/uaepass/start?lang=ar');
  });

  it('does not offer it where the site has no UAE PASS', async () => {
    const fetchMock = api({ available: false });
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/uaepass', expect.anything()));
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'Sign in with UAE PASS' })).toBeNull();
    expect(screen.queryByText('or log in with your email and password')).toBeNull();
  });
});

describe('the page UAE PASS sends the browser back to', () => {
  it('signed in: takes the session the callback opened and goes on to the page asked for', async () => {
    api();
    await renderRemoteAt(
      AuthRoutes,
      '/en/auth/uaepass?outcome=signedIn&redirect=%2Ftournament%2FLocal',
      authMessageLoaders,
    );
    await waitFor(() => expect(sessionStore.get(userInfoAtom)?.email).toBe('player@example.ae'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/tournament/Local');
  });

  it('an unverified account: says why, in Arabic, with the way to upgrade it and no retry', async () => {
    api();
    await renderRemoteAt(AuthRoutes, '/auth/uaepass?outcome=unverified', authMessageLoaders);
    expect((await screen.findByRole('alert')).textContent).toContain('حسابك في الهوية الرقمية غير موثّق');
    const upgrade = await screen.findByRole('link', { name: 'ترقية حساب الهوية الرقمية' });
    expect(upgrade.getAttribute('href')).toBe('https://stg-selfcare.uaepass.ae');
    expect(screen.queryByRole('link', { name: 'حاول مجدداً عبر الهوية الرقمية' })).toBeNull();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
  });

  it("a person no member account belongs to is offered each person's registration form and the email login", async () => {
    api();
    await renderRemoteAt(AuthRoutes, '/en/auth/uaepass?outcome=unknown', authMessageLoaders);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No member account of the federation carries',
    );
    const forms = screen.getByRole('region', { name: 'Register with your details from UAE PASS' });
    expect(
      within(forms)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Register as a guest', '/en/register/guest'],
      ['Register as a referee', '/en/register/judges'],
      ['Register as a coach', '/en/register/coaches'],
      ['Register as a player', '/en/register/players'],
      ['Register as an administrator', '/en/register/administrators'],
      ['Register as a community-activity player', '/en/register/playersCommunity'],
    ]);
    expect(screen.getByRole('link', { name: 'Log in with your email' }).getAttribute('href')).toBe(
      '/en/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Try again with UAE PASS' })).toBeTruthy();
  });

  it('an outcome it does not know, or a session that is not there, reads as a failed sign-in', async () => {
    api({ session: null });
    await renderRemoteAt(AuthRoutes, '/en/auth/uaepass?outcome=signedIn', authMessageLoaders);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'UAE PASS could not confirm the sign-in',
    );
    expect(sessionStore.get(userInfoAtom)).toBeNull();
  });
});
