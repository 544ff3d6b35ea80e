import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountTrainingRegistrations } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, refusal, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import RoleAccountRoutes from '../routes';
import { roleAccountMessageLoaders } from '../messages';

type Item = AccountTrainingRegistrations['items'][number];

const coaching: Item = {
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
  course: {
    id: 40,
    name: { ar: 'دورة المدربين', en: 'Coaching course' },
    startDate: '2026-12-10',
    endDate: '2026-12-12',
  },
};

const women: Item = {
  ...coaching,
  id: 8,
  courseId: 41,
  status: 'waiting',
  position: 2,
  bill: null,
  course: { ...coaching.course, id: 41, name: { ar: 'دورة السيدات', en: 'Archery course for women' } },
};

const juniors: Item = {
  ...coaching,
  id: 9,
  courseId: 42,
  status: 'cancelled',
  cancelledAt: '2026-11-21T08:00:00.000Z',
  bill: null,
  mayCancel: false,
  course: { ...coaching.course, id: 42, name: { ar: 'دورة الناشئين', en: 'Juniors course' } },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

const open = async (url: string) => {
  signInForTest('coach');
  await renderRemoteAt(RoleAccountRoutes, url, roleAccountMessageLoaders);
};

describe("the member's training courses", () => {
  it('lists each course with its dates, status and bill, and cancel only where it may be', async () => {
    stubApi({ '/account/training-registrations': ok({ items: [coaching, women, juniors] }) });
    await open('/en/my-account-coach/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training courses' })).toBeTruthy();

    const first = await screen.findByRole('listitem', { name: 'Coaching course' });
    expect(within(first).getByRole('link', { name: 'Coaching course' }).getAttribute('href')).toBe(
      '/en/training-courses/40',
    );
    expect(first.textContent).toContain('Registered');
    expect(first.textContent).toMatch(/December 10\D+12, 2026/);
    const bill = within(first).getByRole('link', { name: /^Bill ES-2026-000012 \(AED.500\.00\), Unpaid$/ });
    expect(bill.getAttribute('href')).toContain('/account/bills/12/invoice.pdf?lang=en');
    expect(within(first).getByRole('button', { name: 'Cancel registration: Coaching course' })).toBeTruthy();

    const waiting = screen.getByRole('listitem', { name: 'Archery course for women' });
    expect(waiting.textContent).toContain('On the waiting list (position 2)');
    expect(within(waiting).queryByRole('link', { name: /^Bill/ })).toBeNull();

    const cancelled = screen.getByRole('listitem', { name: 'Juniors course' });
    expect(cancelled.textContent).toContain('Cancelled');
    expect(within(cancelled).queryByRole('button')).toBeNull();
  });

  it('cancels through the confirmation dialog, and only once confirmed', async () => {
    let items = [coaching];
    const { requests } = stubApi({
      '/account/training-registrations': () => ok({ items }),
      'DELETE /training-courses/40/registration': () => {
        items = [{ ...coaching, status: 'cancelled', mayCancel: false }];
        return ok(items[0]);
      },
    });
    await open('/en/my-account-coach/courses');
    const opener = await screen.findByRole('button', { name: 'Cancel registration: Coaching course' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your registration for Coaching course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my registration' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    const item = await screen.findByRole('listitem', { name: 'Coaching course' });
    await waitFor(() => expect(within(item).queryByRole('button')).toBeNull());
    expect(item.textContent).toContain('Cancelled');
  });

  it('says why in the dialog, in Arabic, when the course has started', async () => {
    stubApi({
      '/account/training-registrations': ok({ items: [coaching] }),
      'DELETE /training-courses/40/registration': refusal(409, 'course_started'),
    });
    await open('/my-account-coach/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'الدورات التدريبية' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التسجيل: دورة المدربين' }));
    const dialog = screen.getByRole('dialog', { name: 'هل تلغي تسجيلك في دورة المدربين؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء التسجيل' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'بدأت الدورة: لم يعد إلغاء التسجيل ممكنًا',
    );
  });

  it('points a member without registrations to the courses', async () => {
    stubApi({ '/account/training-registrations': ok({ items: [] }) });
    await open('/en/my-account-coach/courses');
    expect(await screen.findByText('You have not registered for a training course.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a training course' }).getAttribute('href')).toBe(
      '/en/training-courses',
    );
  });
});
