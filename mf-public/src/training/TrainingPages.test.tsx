import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest } from '@uaeaf/ui/testing';
import PublicRoutes from '../routes';
import { publicMessageLoaders } from '../messages';
import { stubApi } from '../test/api-stub';
import { closedCourse, image, onePage, openCourse } from '../test/fixtures';
import { currentRegistrationStatus } from './status';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const registration = {
  id: 7,
  courseId: 40,
  status: 'registered',
  position: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  cancelledAt: null,
  bill: {
    id: 12,
    name: { ar: 'دورة تدريبية', en: 'Training course' },
    number: 'ES-2026-000012',
    amountFils: 50_000,
    issuedOn: '2026-11-20',
    status: 'unpaid',
  },
  mayCancel: true,
};

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

  it("shows a course's picture with its alt text on its page and in the list, and nothing in its place without one", async () => {
    const pictured = { ...openCourse, image: image('courses/office/0123456789abcdef01234567.jpg', 640, 480) };
    const { description: _, trainingCentre: __, ...summary } = pictured;
    const { description: ___, trainingCentre: ____, ...bare } = closedCourse;
    stubApi({
      'GET /training-courses/40': ok(pictured),
      'GET /training-courses': ok(onePage([summary, bare])),
    });
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    const picture = await screen.findByRole('img', { name: 'Archers at the tournament' });
    expect(picture.getAttribute('src')).toContain('courses%2Foffice%2F0123456789abcdef01234567.jpg');
    cleanup();
    queryClient.clear();
    await renderRemoteAt(PublicRoutes, '/en/training-courses', publicMessageLoaders);
    const referee = await screen.findByRole('link', { name: 'Referee course' });
    expect(screen.getAllByRole('img', { name: 'Archers at the tournament' })).toHaveLength(1);
    expect(referee.closest('article, li')?.querySelector('img')).toBeNull();
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

  it('offers a visitor "Log in to register", coming back to the course', async () => {
    stubApi();
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    const link = await screen.findByRole('link', { name: 'Log in to register' });
    expect(link.getAttribute('href')).toBe('/en/auth/login?redirect=%2Ftraining-courses%2F40');
    expect(screen.getByText('AED 500.00')).toBeTruthy();
  });

  it('offers a signed-in member "Register" on the page itself, not the login page (the loop of issue 13)', async () => {
    signInForTest('player');
    const { requests } = stubApi({
      'GET /training-courses/40/registration': ok({ refusal: null, registration: null }),
      'POST /training-courses/40/registration': ok(registration),
    });
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    const button = await screen.findByRole('button', { name: 'Register' });
    expect(screen.queryByRole('link', { name: 'Log in to register' })).toBeNull();
    expect(screen.getByText('The course fee, AED 500.00, is billed when you take a seat.')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
  });

  it('shows the registration, its bill and a cancellation that asks first in a dialog', async () => {
    signInForTest('player');
    const { requests } = stubApi({
      'GET /training-courses/40/registration': ok({ refusal: 'already_registered', registration }),
      'DELETE /training-courses/40/registration': ok({ ...registration, status: 'cancelled' }),
    });
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    expect(await screen.findByText('You are registered')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Bill ES-2026-000012 \(AED.500\.00\)$/ })).toBeTruthy();
    const opener = screen.getByRole('button', { name: 'Cancel registration' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration for Coaching course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when the course has started', async () => {
    signInForTest('player');
    stubApi({
      'GET /training-courses/40/registration': ok({ refusal: 'already_registered', registration }),
      'DELETE /training-courses/40/registration': refusal(409, 'course_started'),
    });
    await renderRemoteAt(PublicRoutes, '/training-courses/40', publicMessageLoaders);
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التسجيل' }));
    const dialog = screen.getByRole('dialog', { name: 'هل تلغي تسجيلك في دورة المدربين؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء التسجيل' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'بدأت الدورة: لم يعد إلغاء التسجيل ممكنًا',
    );
  });

  it('tells a member the course does not admit them, in the spec’s words, in both languages', async () => {
    signInForTest('coach');
    stubApi({
      'GET /training-courses/40/registration': ok({ refusal: 'course_not_eligible', registration: null }),
    });
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    expect(
      await screen.findByText('This account is not eligible to participate in the training course.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    queryClient.clear();
    await renderRemoteAt(PublicRoutes, '/training-courses/40', publicMessageLoaders);
    expect(await screen.findByText('هذا الحساب غير مؤهل للمشاركة في الدورة التدريبية.')).toBeTruthy();
  });

  it('offers the waiting list when every seat is taken', async () => {
    signInForTest('player');
    stubApi({
      '/training-courses/40': ok({ ...openCourse, seats: { capacity: 20, taken: 20, waiting: 3 } }),
      'GET /training-courses/40/registration': ok({ refusal: null, registration: null }),
    });
    await renderRemoteAt(PublicRoutes, '/en/training-courses/40', publicMessageLoaders);
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    expect(screen.getByText('20 of 20 taken · waiting list: 3')).toBeTruthy();
  });
});
