import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, userInfoAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import {
  ok,
  refusal,
  renderRemoteAt,
  signInForTest,
  signOutForTest,
  stubApi,
  type Answer,
} from '@uaeaf/ui/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';
import { emiratesIds, testLookups, testMemberClubs } from './test-fixtures';

const emiratesId = emiratesIds().valid.replace(/\D/g, '');

/** A player's rejected registration as the API stores it: normalised answers, no login, no files. */
const profile = (status = 'Cancled') => ({
  member: {
    id: 7,
    email: 'salem@example.ae',
    name: { ar: 'سالم محمد الكعبي', en: 'Salem Mohammed Al Kaabi' },
    accountType: 'player',
    membershipStatus: status,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
  registration: {
    id: 31,
    form: 'players',
    status,
    clubId: 42,
    decisionReason: 'The passport copy cannot be read',
    submittedAt: '2026-03-01T08:00:00.000Z',
    details: {
      firstNameAr: 'سالم',
      secondNameAr: 'محمد',
      lastNameAr: 'الكعبي',
      firstNameEn: 'Salem',
      secondNameEn: 'Mohammed',
      lastNameEn: 'Al Kaabi',
      gender: 1,
      nationality: 'AE',
      birthDate: '1990-05-01',
      placeOfBirth: 'Al Ain',
      email: 'salem@example.ae',
      phone: '+971 50 123 4567',
      isResident: true,
      residenceEmirate: 'abu-dhabi',
      emiratesId,
      emiratesIdExpiry: '2030-05-01',
      passportNumber: 'A1234567',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2032-01-09',
      qualificationId: 2,
      occupation: 'employee',
      employerName: 'Emirates Archery Supplies',
      hasDisability: false,
      shoeSize: 42.5,
      uniformSizeId: 2,
      heightCm: 178,
      weightKg: 72.5,
      yearsOfPractice: 6,
      externalChampionships: 3,
    },
  },
  files: ['photo', 'emiratesIdFront', 'emiratesIdBack', 'passportCopy', 'medicalExam'].map(
    (field, index) => ({
      id: 100 + index,
      field,
      contentType: field === 'passportCopy' || field === 'medicalExam' ? 'application/pdf' : 'image/png',
      byteSize: 2048,
    }),
  ),
});

const resubmitted = {
  id: 31,
  kind: 'new',
  form: 'players',
  status: 'Pending',
  decisionReason: null,
  club: testMemberClubs[1],
  submittedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-10T08:00:00.000Z',
  timeline: [],
};

function serve(answers: Record<string, Answer> = {}) {
  return stubApi({
    '/account/profile': ok(profile()),
    '/lookups': ok(testLookups),
    '/lookups/member-clubs': ok(testMemberClubs),
    'POST /account/requests/31/resubmission': ok(resubmitted),
    ...answers,
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function open(url = '/en/auth/resubmit') {
  await renderRemoteAt(AuthRoutes, url, authMessageLoaders);
}

/** "Next" through every step to the review, each step's prefilled answers passing its checks. */
async function nextToReview() {
  for (const step of [
    'Personal details',
    'Account and contact',
    'Residence and Emirates ID',
    'Passport',
    'Education and work',
    'Health',
    'Archery profile',
    'Club or academy',
    'Review and submit',
  ]) {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: step });
  }
}

describe('correcting and resubmitting a rejected request', () => {
  afterEach(() => {
    // Unmounted first: signed out, the page would send the browser to the login page, which asks the real network.
    cleanup();
    vi.unstubAllGlobals();
    signOutForTest();
    queryClient.clear();
  });

  it('opens the form with the stored answers and the reason, and sends the corrections without login or files', async () => {
    signInForTest('player');
    const { requests } = serve();
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Correct and resubmit your request' }),
    ).toBeTruthy();
    const reason = screen.getByRole('note');
    expect(within(reason).getByText('The passport copy cannot be read')).toBeTruthy();
    expect(((await screen.findByLabelText('First name (English)')) as HTMLInputElement).value).toBe('Salem');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal details' });
    expect(input('Place of birth').value).toBe('Al Ain');
    fireEvent.input(input('Place of birth'), { target: { value: 'Dubai' } });
    // The photo sent before is kept unless another is chosen.
    expect(screen.getByText('The file you sent before is kept unless you choose another.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Account and contact' });
    // The login is not part of a resubmission.
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Residence and Emirates ID' });
    expect(input('Emirates ID number').value).toBe(emiratesIds().valid);
    for (const step of ['Passport', 'Education and work', 'Health', 'Archery profile', 'Club or academy']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: step });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review and submit' });
    expect(screen.getByRole('region', { name: 'Club or academy' }).textContent).toContain(
      'Al Dhafra Archery Academy',
    );
    expect(screen.getByRole('region', { name: 'Passport' }).textContent).toContain('Sent before');

    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByRole('heading', { name: 'The request has been submitted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your account area' }).getAttribute('href')).toBe(
      '/en/my-account-player',
    );
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/account/requests/31/resubmission');
    expect(post.params.get('lang')).toBe('en');
    expect(post.body).toMatchObject({ placeOfBirth: 'Dubai', emiratesId: emiratesIds().valid, clubId: 42 });
    for (const field of ['email', 'password', 'passwordConfirmation', 'photo', 'passportCopy']) {
      expect(post.body).not.toHaveProperty(field);
    }
  });

  it('puts a refusal back on its field, keeping every corrected answer', async () => {
    signInForTest('player');
    serve({
      'POST /account/requests/31/resubmission': refusal(400, 'validation_failed', {
        parentalApproval: ['validation.required'],
        placeOfBirth: ['validation.invalid'],
      }),
    });
    await open();
    await screen.findByRole('heading', { level: 2, name: 'Names' }, { timeout: 3000 });
    fireEvent.input(input('First name (English)'), { target: { value: 'Saleh' } });
    await nextToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await screen.findByRole('heading', { level: 2, name: 'Personal details' });
    await waitFor(() => expect(input('Place of birth').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Names' });
    expect(input('First name (English)').value).toBe('Saleh');
  });

  it('says so when the request is not rejected, or the account is restricted, in Arabic too', async () => {
    signInForTest('player');
    serve({ '/account/profile': ok(profile('Pending')) });
    await open();
    expect(await screen.findByText('You have no rejected request to correct.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    queryClient.clear();
    sessionStore.set(userInfoAtom, { ...sessionStore.get(userInfoAtom)!, isRestricted: true });
    serve();
    await open('/auth/resubmit');
    expect(await screen.findByText(/تم تقييد الحساب بسبب عقوبة/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'انتقل إلى قسم حسابك' }).getAttribute('href')).toBe(
      '/my-account-player',
    );
  });

  it('sends a visitor to log in, to come back here', async () => {
    serve();
    await open();
    // The remote alone has its own login page; the guard put the way back in its address.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in'));
  });
});
