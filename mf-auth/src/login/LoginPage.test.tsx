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
    // The page asks only whether UAE PASS is offered; no login is sent.
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
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

  it('asks for the mailed code while the account is under attack, and logs in with it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/auth/login'
        ? new Response(JSON.stringify({ status: 'code_required', challenge: 'c1' }), { status: 202 })
        : new Response(JSON.stringify(member), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await fillAndSubmit('player@example.ae', 'Archery#2026');
    expect((await screen.findByRole('status')).textContent).toBe(
      'This account has had many failed logins, so a browser it does not know needs a code as well. If the password was right, we have mailed a 6-digit code to \u2068player@example.ae\u2069. It works for 10 minutes.',
    );
    // The mail is written in the page's language.
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(JSON.parse(login[1]!.body as string)).toMatchObject({ lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Code from the mail'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await waitFor(() => expect(sessionStore.get(userInfoAtom)?.email).toBe('player@example.ae'));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/login/code',
      expect.objectContaining({ body: JSON.stringify({ challenge: 'c1', code: '123456' }) }),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/my-account-player');
  });

  it('says a code is wrong and keeps it; an ended code offers a new login, in Arabic', async () => {
    const codeAnswers = [
      new Response(JSON.stringify({ error: { code: 'login_code_wrong', message: 'Wrong' } }), {
        status: 400,
      }),
      new Response(JSON.stringify({ error: { code: 'login_code_ended', message: 'Ended' } }), {
        status: 410,
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/login'
          ? new Response(JSON.stringify({ status: 'code_required', challenge: 'c2' }), { status: 202 })
          : url === '/api/auth/login/code'
            ? codeAnswers.shift()!
            : new Response(null, { status: 404 }),
      ),
    );
    await renderRemoteAt(AuthRoutes, '/auth/login', authMessageLoaders);
    fireEvent.input(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'player@example.ae' } });
    fireEvent.input(screen.getByLabelText('كلمة المرور'), { target: { value: 'Archery#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'أرسلنا رمزًا من 6 أرقام إلى \u2068player@example.ae\u2069',
    );
    const code = screen.getByLabelText('الرمز الوارد في الرسالة') as HTMLInputElement;
    fireEvent.input(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'الرمز غير صحيح. يرجى مراجعة الرسالة والمحاولة مرة أخرى.',
    );
    expect(code.value).toBe('111111');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'أُدخلت رموز خاطئة كثيرة، ولم يعد هذا الرمز صالحًا. يرجى تسجيل الدخول مجددًا للحصول على رمز جديد.',
      ),
    );
    expect(screen.queryByLabelText('الرمز الوارد في الرسالة')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'سجّل الدخول مجددًا للحصول على رمز جديد' }));
    // Back at the password, with the email kept.
    expect((screen.getByLabelText('البريد الإلكتروني') as HTMLInputElement).value).toBe('player@example.ae');
  });

  it('says an expired code has expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/login'
          ? new Response(JSON.stringify({ status: 'code_required', challenge: 'c3' }), { status: 202 })
          : new Response(JSON.stringify({ error: { code: 'login_code_expired', message: 'Expired' } }), {
              status: 410,
            }),
      ),
    );
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    await fillAndSubmit('player@example.ae', 'Archery#2026');
    fireEvent.input(await screen.findByLabelText('Code from the mail'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code has expired. Please log in again for a new one.',
    );
  });

  it('sends a member who is already signed in to their area', async () => {
    signInForTest('coach');
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/my-account-coach');
  });
});
