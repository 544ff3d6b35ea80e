import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { renderRemoteAt } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';
import { currentRegistrationStatus } from './status';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('training courses', () => {
  it('says "Registration period has ended" for a closed course, in both languages', async () => {
    stubApi();
    await renderRemoteAt(PublicRoutes, '/en/training-courses/41', publicMessageLoaders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Referee course' })).toBeTruthy();
    expect(screen.getByText('Registration period has ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in to register' })).toBeNull();
    queryClient.clear();
    await renderRemoteAt(PublicRoutes, '/training-courses/41', publicMessageLoaders);
    expect(await screen.findByText('انتهت فترة التسجيل')).toBeTruthy();
  });

  it('lists open and closed courses and filters them by ?status=', async () => {
    const { requests } = stubApi();
    await renderRemoteAt(PublicRoutes, '/en/training-courses', publicMessageLoaders);
    expect(await screen.findByRole('link', { name: 'Coaching course' })).toBeTruthy();
    expect(screen.getByText(/Registration is open until/)).toBeTruthy();
    expect(screen.getByText('Registration period has ended')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Registration' }), { target: { value: 'closed' } });
    await waitFor(() => expect(requests.at(-1)?.params.get('status')).toBe('closed'));
  });

  it('moves a course on when the UAE day passes its registration end, never back', () => {
    const course = { registrationStart: '2026-03-01', registrationEnd: '2026-03-15' };
    expect(currentRegistrationStatus({ ...course, registrationStatus: 'open' }, '2026-03-16')).toBe('closed');
    expect(currentRegistrationStatus({ ...course, registrationStatus: 'closed' }, '2026-03-10')).toBe(
      'closed',
    );
    expect(currentRegistrationStatus({ ...course, registrationStatus: 'upcoming' }, '2026-03-01')).toBe(
      'open',
    );
  });
});
