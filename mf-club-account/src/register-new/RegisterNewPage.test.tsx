import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnPenalty, RosterPlayer } from '@uaeaf/contracts';
import {
  fillContact,
  fillNames,
  fillPassport,
  fillPersonal,
  fillProfile,
  fillResidence,
  input,
  stepHeading,
  testLookups,
  uploadsAnswered,
} from '@uaeaf/account-kit/testing';
import { sessionStore, userInfoAtom } from '@uaeaf/session';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import ClubAccountRoutes from '../routes';
import { clubAccountMessageLoaders } from '../messages';

const salem: RosterPlayer = {
  id: 77,
  name: { ar: 'سالم محمد الكعبي', en: 'Salem Mohammed Al Kaabi' },
  membershipNumber: null,
  ageClass: 'SENIOR',
  division: null,
  status: 'Accepted',
  expiringDocuments: [],
  birthDate: '1990-05-01',
  validUntil: null,
  registration: null,
  contractRequests: [],
  mayRequestContractChange: false,
};

const register = '/account/club/players/register';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

async function openAt(url: string) {
  await renderRemoteAt(ClubAccountRoutes, url, clubAccountMessageLoaders);
  await stepHeading('Names');
}

/** Every step of the club's players form: no password on the account step, no club step before the review. */
async function fillForm(email?: string) {
  await fillNames();
  await fillPersonal();
  expect(screen.queryByLabelText('Password')).toBeNull();
  await fillContact(email);
  await fillResidence();
  await fillPassport();
  await fillProfile('Review and submit');
}

describe('the register-new page', () => {
  beforeEach(() => signInForTest('club'));

  it('registers a new player with the club fixed and links to the player in the roster', async () => {
    const { requests } = stubApi({
      '/lookups': ok(testLookups),
      'POST /uploads': uploadsAnswered(),
      [`POST ${register}`]: ok(salem),
    });
    await openAt('/en/my-account/register-new');
    expect(screen.getByRole('heading', { level: 1, name: 'New registration' })).toBeTruthy();
    expect(screen.getByText('Club').nextElementSibling?.textContent).toBe('Test member');
    const stepper = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(stepper).queryByText('Club or academy')).toBeNull();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByRole('heading', { name: 'The request has been submitted' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Salem Mohammed Al Kaabi.? in your players/ });
    expect(link.getAttribute('href')).toBe('/en/my-account/players?player=77');
    expect(screen.getByRole('link', { name: 'Your requests' }).getAttribute('href')).toBe(
      '/en/my-account/requests',
    );
    const sent = requests.find((request) => request.path === register)!;
    expect(sent.params.get('lang')).toBe('en');
    expect(sent.body).toMatchObject({
      email: 'salem@example.ae',
      firstNameEn: 'Salem',
      // Sent ahead (decision 052): the form refers to the upload.
      medicalExam: { uploadId: expect.stringMatching(/^u+\d+$/), name: 'medical.pdf' },
    });
    expect(sent.body).not.toHaveProperty('password');
    expect(sent.body).not.toHaveProperty('clubId');
  });

  it('puts a taken email back on its field and keeps every other answer', async () => {
    let posts = 0;
    stubApi({
      '/lookups': ok(testLookups),
      'POST /uploads': uploadsAnswered(),
      [`POST ${register}`]: () =>
        posts++ === 0
          ? refusal(409, 'email_taken', { email: ['validation.emailTaken'] })
          : { status: 201, body: salem },
    });
    await openAt('/en/my-account/register-new');
    await fillForm('player@example.ae');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await stepHeading('Account and contact');
    const email = input('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    expect(email.value).toBe('player@example.ae');
    expect(input('Phone number').value).toBe('+971 50 123 4567');
    fireEvent.input(email, { target: { value: 'salem.new@example.ae' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Residence and Emirates ID');
    expect(input('Emirates ID expiry date').value).toBe('2030-05-01');
  });

  it('shows a club under a penalty the restriction and its reason instead of the form', async () => {
    sessionStore.set(userInfoAtom, { ...sessionStore.get(userInfoAtom)!, isRestricted: true });
    const penalty: OwnPenalty = {
      id: 3,
      reason: { ar: 'عدم سداد الرسوم', en: 'Fees left unpaid' },
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      fineFils: null,
      status: 'active',
      createdAt: '2026-11-01T06:00:00.000Z',
    };
    stubApi({ '/lookups': ok(testLookups), '/account/penalties': ok({ items: [penalty] }) });
    await renderRemoteAt(ClubAccountRoutes, '/en/my-account/register-new', clubAccountMessageLoaders);
    expect(await screen.findByText('Fees left unpaid')).toBeTruthy();
    expect(screen.getByText(/restricted due to a penalty/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Registration steps' })).toBeNull();
  });
});

describe('the register-new page of an academy', () => {
  beforeEach(() => signInForTest('academy'));

  it('names the academy and links to its own players page', async () => {
    stubApi({
      '/lookups': ok(testLookups),
      'POST /uploads': uploadsAnswered(),
      [`POST ${register}`]: ok(salem),
    });
    await openAt('/en/my-account/register-new');
    expect(screen.getByText('Academy').nextElementSibling?.textContent).toBe('Test member');
    expect(screen.getByText(/already accepted by your academy/)).toBeTruthy();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    const link = await screen.findByRole('link', { name: /in your players/ });
    expect(link.getAttribute('href')).toBe('/en/my-account/players-academy?player=77');
    expect(screen.getByText(/the player is in your academy/)).toBeTruthy();
  });
});
