import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore, toastsAtom, userInfoAtom } from '@uaeaf/session';
import { renderRemoteAt, signOutForTest } from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';

const userInfo = {
  id: 3,
  email: 'player@example.ae',
  name: { ar: 'سالم الكعبي', en: 'Salem Al Kaabi' },
  isBlock: false,
  isRestricted: false,
};

async function logInAnswered(session: unknown, path = '/en/auth/login') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(session), { status: 200 })),
  );
  await renderRemoteAt(AuthRoutes, path, authMessageLoaders);
  fireEvent.input(screen.getByLabelText(/Email|البريد الإلكتروني/), {
    target: { value: 'player@example.ae' },
  });
  fireEvent.input(screen.getByLabelText(/^(Password|كلمة المرور)$/), { target: { value: 'password1' } });
  fireEvent.click(screen.getByRole('button', { name: /Log in|تسجيل الدخول/ }));
  await waitFor(() => expect(sessionStore.get(userInfoAtom)?.email).toBe('player@example.ae'));
}

async function landsOn(path: string) {
  await waitFor(
    () => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(new RegExp(`${path}\u2069`)),
    // The change-password page opens in a transition, which may wait on the page's messages.
    { timeout: 3000 },
  );
}

describe('a login whose password the API judged too easy to guess (decision 081)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutForTest();
    localStorage.clear();
  });

  it("logs the member in and takes them to their area's change-password page", async () => {
    await logInAnswered({ userInfo, accountType: 'player', passwordWeak: true });
    // The remote alone has no account routes: its "not found" page names where the member was sent.
    await landsOn('/en/my-account-player/account');
  });

  it("takes a club to its area's reset_password page, in Arabic too", async () => {
    await logInAnswered({ userInfo, accountType: 'club', passwordWeak: true }, '/auth/login');
    // Waited for, as the first test does: read at once, the heading was still the login page's on a busy machine.
    await landsOn('/my-account/reset_password');
  });

  it('tells staff, whose office has no such page, how to choose a new password', async () => {
    await logInAnswered({
      userInfo: { ...userInfo, officeRole: 'editor' },
      accountType: 'admin',
      passwordWeak: true,
    });
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toContain(
        'Your password is too easy to guess. Please choose a new one: log out, then use “Forgot your password?” on the login page.',
      ),
    );
    await landsOn('/en/office');
  });
});
