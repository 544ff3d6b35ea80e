import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, toastsAtom, userInfoAtom } from '@uaeaf/session';
import { renderRemoteAt, signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import RoleAccountRoutes from '../routes';
import { roleAccountMessageLoaders } from '../messages';

const profile = {
  member: {
    id: 7,
    email: 'coach@example.ae',
    name: { ar: 'خالد المنصوري', en: 'Khalid Al Mansoori' },
    accountType: 'coach',
    membershipStatus: 'Approved',
    createdAt: '2026-01-05T08:00:00.000Z',
  },
  registration: {
    id: 12,
    form: 'coaches',
    status: 'Pending',
    clubId: null,
    decisionReason: null,
    submittedAt: '2026-01-05T08:00:00.000Z',
    details: {},
  },
  files: [
    { id: 41, field: 'photo', contentType: 'image/png', byteSize: 20_480 },
    { id: 42, field: 'cv', contentType: 'application/pdf', byteSize: 102_400 },
  ],
};

const requests = {
  membership: { status: 'Approved', number: 'UAEAF-000007', validUntil: '2026-08-31' },
  requests: [
    {
      id: 12,
      kind: 'new',
      form: 'coaches',
      status: 'Pending',
      decisionReason: null,
      club: null,
      submittedAt: '2026-01-05T08:00:00.000Z',
      updatedAt: '2026-01-05T08:00:00.000Z',
      timeline: [
        {
          at: '2026-01-05T08:00:00.000Z',
          action: 'request.submitted',
          fromStatus: null,
          toStatus: 'Pending',
          reason: null,
          by: 'member',
          clubName: null,
        },
      ],
    },
  ],
};

const summary = {
  membership: { status: 'Approved', number: 'UAEAF-000007', validUntil: '2026-08-31' },
  club: { id: 2, name: { ar: 'نادي العين', en: 'Al Ain Club' } },
  birthDate: '1990-04-12',
  ageClass: 'SENIOR',
  attention: {
    unpaidBills: 0,
    unpaidFils: 0,
    documents: [],
    openRequests: 1,
    openServiceRequests: 0,
    activePenalties: 0,
  },
};

const documents = {
  documents: [
    {
      document: 'emiratesId',
      fileIds: [43, 44],
      expiresOn: '2026-01-01',
      state: 'expired',
      replacementPending: false,
    },
    { document: 'photo', fileIds: [41], expiresOn: null, state: 'noExpiry', replacementPending: false },
  ],
};

type Answer = { status: number; body: unknown };

/**
 * Answers the profile, the requests, the navigation's unread circulars and the UAE PASS link (not offered, whenever the
 * page asks), and each other call (a password change, an upload, a replacement) with the next of `changes`.
 */
function serve(changes: Answer[] = []) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = url.endsWith('/account/summary')
      ? { status: 200, body: summary }
      : url.endsWith('/account/documents')
        ? { status: 200, body: documents }
        : url.endsWith('/account/profile')
          ? { status: 200, body: profile }
          : url.endsWith('/account/requests')
            ? { status: 200, body: requests }
            : url.endsWith('/account/circulars/unread')
              ? { status: 200, body: { unread: 0 } }
              : url.endsWith('/account/uaepass')
                ? { status: 200, body: { linked: false, available: false } }
                : changes.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

async function fill(current: string, next: string, confirmation = next) {
  fireEvent.input(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('Confirm the new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the account page of a role area', () => {
  beforeEach(() => signInForTest('coach'));
  afterEach(() => {
    vi.unstubAllGlobals();
    signOutForTest();
    localStorage.clear();
  });

  it("shows the member's details from the API with links to their own documents", async () => {
    serve();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(details).findByText('Khalid Al Mansoori')).toBeTruthy();
    expect(within(details).getAllByText('January 5, 2026')).toHaveLength(2);
    expect(within(details).getByText('Pending review')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Personal photo' }).getAttribute('href')).toBe(
      '/api/account/files/41',
    );
    expect(within(details).getByRole('link', { name: 'CV' }).getAttribute('href')).toBe(
      '/api/account/files/42',
    );
    expect(within(details).getByText('(PDF, 100 KB)')).toBeTruthy();
  });

  it("shows the member's club and age class, and each document with its expiry and a way to replace it", async () => {
    serve();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    const club = await screen.findByRole('region', { name: 'Club and age class' });
    expect(within(club).getByText('Al Ain Club')).toBeTruthy();
    expect(within(club).getByText('April 12, 1990')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Your documents and their expiry dates' });
    expect(await within(list).findByText('Expired')).toBeTruthy();
    expect(within(list).getByText('January 1, 2026')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'File 2' }).getAttribute('href')).toBe(
      '/api/account/files/44',
    );
    // Only the expired one offers a replacement; a photo has no expiry.
    expect(within(list).getAllByRole('button', { name: /^Replace your/ })).toHaveLength(1);
  });

  it('sends a replacement with its files uploaded first, and shows a refusal on its field', async () => {
    const calls = serve([
      { status: 201, body: { id: 'a'.repeat(43) } },
      { status: 201, body: { id: 'b'.repeat(43) } },
      {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'no',
            fields: { expiresOn: ['validation.expiryPassed'] },
          },
        },
      },
    ]);
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'Replace your Emirates ID' }));
    const form = screen.getByRole('form', { name: 'Replace your Emirates ID' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send to the federation office' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    fireEvent.input(within(form).getByLabelText('Expiry date of the new document'), {
      target: { value: '2026-01-02' },
    });
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('Emirates ID, front'), {
      target: { files: [png('front.png')] },
    });
    fireEvent.change(within(form).getByLabelText('Emirates ID, back'), {
      target: { files: [png('back.png')] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send to the federation office' }));
    expect(await within(form).findByText('The expiry date must be after today')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/uploads')).toHaveLength(2);
    expect(calls.find((call) => call.url === '/api/account/documents/emiratesId')?.body).toEqual({
      expiresOn: '2026-01-02',
      emiratesIdFront: { uploadId: 'a'.repeat(43), name: 'front.png' },
      emiratesIdBack: { uploadId: 'b'.repeat(43), name: 'back.png' },
    });
    expect((within(form).getByLabelText('Expiry date of the new document') as HTMLInputElement).value).toBe(
      '2026-01-02',
    );
  });

  it("lists the history of the member's requests", async () => {
    serve();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    const history = await screen.findByRole('region', { name: 'Your membership requests' });
    expect(await within(history).findByText('You sent the request')).toBeTruthy();
    expect(within(history).getByText('January 5, 2026')).toBeTruthy();
  });

  it('checks the fields before sending anything', async () => {
    const calls = serve();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    await fill('', 'short');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(
      screen.getByText('The password needs at least 10 characters, with at least one letter and one digit'),
    ).toBeTruthy();
    await fill('Archery#2026', 'bowstring77', 'bowstring78');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/auth/password'))).toEqual([]);
  });

  it('shows a wrong current password at its field and keeps what was typed', async () => {
    serve([
      {
        status: 400,
        body: {
          error: {
            code: 'wrong_password',
            message: 'wrong',
            fields: { currentPassword: ['validation.wrongPassword'] },
          },
        },
      },
    ]);
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    await fill('not-my-password1', 'bowstring77');
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('not-my-password1');
    expect((screen.getByLabelText('Confirm the new password') as HTMLInputElement).value).toBe('bowstring77');
    expect(sessionStore.get(userInfoAtom)).not.toBeNull();
  });

  it('says why when the login sent the member here for a password too easy to guess (decision 081)', async () => {
    serve();
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders, {
      notice: 'passwordWeak',
    });
    expect(
      await screen.findByText(
        'Your password is too easy to guess: it is a common password, or made from your name or email. Please choose a new one now.',
      ),
    ).toBeTruthy();
  });

  it("shows the API's refusal of a guessable new password at its field, keeping what was typed", async () => {
    serve([
      {
        status: 400,
        body: {
          error: {
            code: 'weak_password',
            message: 'weak',
            fields: { newPassword: ['validation.passwordWeak'] },
          },
        },
      },
    ]);
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    expect(screen.queryByText(/Your password is too easy to guess/)).toBeNull();
    await fill('Archery#2026', 'Khalid2026x');
    expect(
      await screen.findByText(
        'This password is too easy to guess: it is a common password, or made from your name or email. Choose one of at least 10 characters that others could not guess',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('Archery#2026');
    expect(sessionStore.get(userInfoAtom)).not.toBeNull();
  });

  it('signs the member out with a toast once the password is changed', async () => {
    const calls = serve([{ status: 200, body: { status: 'changed' } }]);
    await renderRemoteAt(RoleAccountRoutes, '/en/my-account-coach/account', roleAccountMessageLoaders);
    await fill('Archery#2026', 'bowstring77');
    await waitFor(() => expect(sessionStore.get(userInfoAtom)).toBeNull());
    expect(calls.find((call) => call.url === '/api/auth/password')?.body).toEqual({
      currentPassword: 'Archery#2026',
      newPassword: 'bowstring77',
      newPasswordConfirmation: 'bowstring77',
    });
    expect(sessionStore.get(toastsAtom).map((toast) => toast.text)).toContain(
      'Your password has been changed. Please log in with your new password.',
    );
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
