import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt, signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';

const token = 'Q'.repeat(43);

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBody(fetchMock: ReturnType<typeof answer>): unknown {
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(init.body as string);
}

async function setPassword(password: string, confirmation = password) {
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
});

describe('forgot password page', () => {
  it('is reached from the login page', async () => {
    answer(404, {});
    await renderRemoteAt(AuthRoutes, '/en/auth/login', authMessageLoaders);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it('asks for the link in the language of the page and says it is on its way', async () => {
    const fetchMock = answer(202, { status: 'accepted' });
    await renderRemoteAt(AuthRoutes, '/en/auth/forgot-password', authMessageLoaders);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: ' Player@Example.ae ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'a link to set a new password is on its way',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock)).toEqual({ email: 'Player@Example.ae', lang: 'en' });
  });

  it('checks the email first, and says when there were too many requests', async () => {
    const fetchMock = answer(429, { error: { code: 'too_many_attempts', message: 'Too many' } });
    await renderRemoteAt(AuthRoutes, '/auth/forgot-password', authMessageLoaders);
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرابط' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'player@example.ae' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرابط' }));
    expect((await screen.findByRole('alert')).textContent).toContain('طلبات كثيرة');
    expect(sentBody(fetchMock)).toEqual({ email: 'player@example.ae', lang: 'ar' });
  });

  it('is for visitors only', async () => {
    signInForTest('player');
    await renderRemoteAt(AuthRoutes, '/en/auth/forgot-password', authMessageLoaders);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('/en/my-account-player');
  });
});

describe('reset password page', () => {
  it('says at once that a link without a valid token is not valid', async () => {
    await renderRemoteAt(AuthRoutes, '/en/auth/reset-password?token=abc', authMessageLoaders);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link is not valid. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/en/auth/forgot-password',
    );
  });

  it('shows an expired link as expired and keeps what was typed', async () => {
    answer(410, { error: { code: 'reset_link_expired', message: 'expired' } });
    await renderRemoteAt(AuthRoutes, `/en/auth/reset-password?token=${token}`, authMessageLoaders);
    await setPassword('bowstring77');
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('bowstring77');
  });

  it('checks the new password and its confirmation before sending', async () => {
    const fetchMock = answer(200, { status: 'changed' });
    await renderRemoteAt(AuthRoutes, `/en/auth/reset-password?token=${token}`, authMessageLoaders);
    await setPassword('short');
    expect(
      await screen.findByText(
        'The password needs at least 10 characters, with at least one letter and one digit',
      ),
    ).toBeTruthy();
    await setPassword('bowstring77', 'bowstring78');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and shows the login page with a success message', async () => {
    const fetchMock = answer(200, { status: 'changed' });
    await renderRemoteAt(AuthRoutes, `/en/auth/reset-password?token=${token}`, authMessageLoaders);
    await setPassword('bowstring77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been changed. Please log in with your new password.',
    );
    expect(sentBody(fetchMock)).toEqual({
      token,
      newPassword: 'bowstring77',
      newPasswordConfirmation: 'bowstring77',
    });
  });
});
