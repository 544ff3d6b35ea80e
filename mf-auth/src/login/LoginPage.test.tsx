import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore, toastsAtom, userInfoAtom } from '@uaeaf/session';
import { renderRemoteAt, signInForTest, signOutForTest } from '@uaeaf/ui/testing';
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

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutForTest();
    localStorage.clear();
  });

  it('asks for both fields, in the spec words, without calling the API', async () => {
    const fetchMock = answer(200, member);
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the credentials are wrong and keeps what was typed', async () => {
    answer(401, { error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await fillAndSubmit('player@example.ae', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The email or the password is not correct',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('player@example.ae');
    expect(sessionStore.get(userInfoAtom)).toBeNull();
  });

  it('refuses a blocked account with its own message, in Arabic too', async () => {
    answer(403, { error: { code: 'account_blocked', message: 'Blocked' } });
    await renderRemoteAt(AuthRoutes, '/auth/login', authMessageLoaders);
    fireEvent.input(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'blocked@example.ae' } });
    fireEvent.input(screen.getByLabelText('كلمة المرور'), { target: { value: 'Archery#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByRole('alert')).textContent).toContain('تم حظر هذا الحساب');
  });

  it('signs the member into the shared store and goes to their area', async () => {
    const fetchMock = answer(200, member);
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await fillAndSubmit('player@example.ae', 'Archery#2026');
    await waitFor(() => expect(sessionStore.get(userInfoAtom)?.email).toBe('player@example.ae'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('accountType')).toBe('player');
    // The remote alone has no account routes: its "not found" page names where the member was sent.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/my-account-player');
  });

  it('warns a member under a penalty after logging in', async () => {
    answer(200, { ...member, userInfo: { ...member.userInfo, isRestricted: true } });
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await fillAndSubmit('restricted@example.ae', 'Archery#2026');
    await waitFor(() =>
      expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toContain(
        'The account has been restricted due to a penalty',
      ),
    );
  });

  it('sends a member who is already signed in to their area', async () => {
    signInForTest('coach');
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/my-account-coach');
  });
});
