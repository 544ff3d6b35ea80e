import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatEmiratesId, type UaePassPrefill } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt, signOutForTest } from '@uaeaf/ui/testing';
import {
  attached,
  choose,
  emiratesIds,
  fillPassport,
  fillProfile,
  input,
  next,
  pngFile,
  stepHeading,
  type,
} from '@uaeaf/account-kit/testing';
import AuthRoutes from '../routes';
import { authMessageLoaders } from '../messages';
import { givePrefill, postedBodies, stubApi } from '../registration/test-fixtures';

const emiratesId = formatEmiratesId(emiratesIds().valid.replace(/\D/g, ''));

/** What the API keeps for a new Emirati archer UAE PASS vouched for (decision 097). */
const prefill: UaePassPrefill = {
  name: { ar: 'شيخة محمد النيادي', en: 'Shaikha Mohammed Al Neyadi' },
  locked: {
    firstNameAr: 'شيخة',
    secondNameAr: 'محمد',
    lastNameAr: 'النيادي',
    firstNameEn: 'Shaikha',
    secondNameEn: 'Mohammed',
    lastNameEn: 'Al Neyadi',
    gender: 2,
    nationality: 'AE',
    birthDate: '2002-04-12',
    emiratesId,
  },
  suggested: { email: 'shaikha@uaepass.example', phone: '+971501234567' },
};

const locked = (label: string) => {
  const field = input(label);
  expect(field.readOnly, `${label} is read only`).toBe(true);
  return field.value;
};

afterEach(() => {
  vi.unstubAllGlobals();
  signOutForTest();
  queryClient.clear();
});

describe('registration filled in by UAE PASS', () => {
  it('opens with what UAE PASS gave, read only, asks the rest, and sends them as given', async () => {
    givePrefill(prefill);
    const fetchMock = stubApi({
      status: 201,
      body: { status: 'Pending', accountType: 'player', reference: 'REG-7K3F9-QX2M4', decidesNext: 'club' },
    });
    await renderRemoteAt(AuthRoutes, '/en/register/players', authMessageLoaders);
    await stepHeading('Names');
    expect(
      screen.getByText(/The details UAE PASS gave for Shaikha Mohammed Al Neyadi are filled in/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fill in with UAE PASS' })).toBeNull();
    expect(locked('First name (Arabic)')).toBe('شيخة');
    expect(locked('Family name (English)')).toBe('Al Neyadi');
    expect(screen.getAllByText('From your UAE PASS; it cannot be changed here.').length).toBe(6);
    // A part UAE PASS's name did not have is still the person's to give.
    expect(input('Third name (English)').readOnly).toBe(false);
    await next('Personal details');
    expect(locked('Gender')).toBe('Female');
    expect(locked('Nationality')).toBe('Emirati');
    expect(locked('Date of birth')).toBe('April 12, 2002');
    type('Place of birth', 'Al Ain');
    await attached('Personal photo', pngFile());
    await next('Account and contact');
    expect(input('Email').value).toBe('shaikha@uaepass.example');
    expect(input('Email').readOnly).toBe(false);
    type('Email', 'shaikha@example.ae');
    type('Password', 'longbow#2031');
    type('Confirm the password', 'longbow#2031');
    await next('Residence and Emirates ID');
    expect(locked('Emirates ID number')).toBe(emiratesId);
    fireEvent.click(screen.getByLabelText('Yes'));
    choose('Emirate of residence', 'abu-dhabi');
    type('Emirates ID expiry date', '2030-05-01');
    await attached('Emirates ID, front side', pngFile('front.png'));
    await attached('Emirates ID, back side', pngFile('back.png'));
    await next('Passport');
    await fillPassport();
    await fillProfile('Club or academy');
    choose('Your club or academy', '42');
    await next('Review and submit');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    await screen.findByText(/REG-7K3F9-QX2M4/);
    expect(postedBodies(fetchMock)[0]).toMatchObject({
      ...prefill.locked,
      email: 'shaikha@example.ae',
      phone: '+971501234567',
    });
  });

  it('drops the details on "not you?", leaving a form filled in by hand', async () => {
    givePrefill(prefill);
    const fetchMock = stubApi();
    await renderRemoteAt(AuthRoutes, '/en/register/guest', authMessageLoaders);
    await stepHeading('Names');
    expect(locked('First name (English)')).toBe('Shaikha');
    fireEvent.click(screen.getByRole('button', { name: 'Not you? Fill in the form without UAE PASS' }));
    await waitFor(() => expect(input('First name (English)').readOnly).toBe(false));
    expect(input('First name (English)').value).toBe('');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/auth/uaepass/identity' && init?.method === 'DELETE',
      ),
    ).toBe(true);
    expect(await screen.findByRole('link', { name: 'Fill in with UAE PASS' })).toBeTruthy();
  });

  it("offers UAE PASS on a person's form, coming back to it, and not on a club's", async () => {
    stubApi();
    await renderRemoteAt(AuthRoutes, '/register/coaches', authMessageLoaders);
    await stepHeading('الأسماء');
    const link = await screen.findByRole('link', { name: 'املأ النموذج بالهوية الرقمية' });
    expect(link.getAttribute('href')).toBe('/api/auth/uaepass/start?lang=ar&redirect=%2Fregister%2Fcoaches');
    expect(input('الاسم الأول (بالعربية)').readOnly).toBe(false);
    signOutForTest();
    queryClient.clear();
    stubApi();
    await renderRemoteAt(AuthRoutes, '/en/register/club', authMessageLoaders);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('link', { name: 'Fill in with UAE PASS' })).toBeNull();
  });
});
