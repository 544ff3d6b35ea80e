import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EditedCourse } from '@uaeaf/contracts';
import { queryClient } from '@uaeaf/ui';
import { ok, renderRemoteAt, signInForTest, signOutForTest, stubApi } from '@uaeaf/ui/testing';
import OfficeRoutes from '../routes';
import { officeMessageLoaders } from '../messages';

const saved: EditedCourse = {
  id: 4,
  status: 'draft',
  publishAt: null,
  image: {
    path: 'courses/office/coaching.jpg',
    width: 1200,
    height: 800,
    alt: { ar: 'مدرب يشرح وضعية الرمي', en: 'A coach explains the stance' },
  },
  fields: {
    nameAr: 'دورة المدربين',
    nameEn: 'Coaching course',
    descriptionAr: 'الفقرة الأولى.\n\nالفقرة الثانية.',
    descriptionEn: 'The first paragraph.\n\nThe second paragraph.',
    trainingCentreId: 2,
    venueAr: '',
    venueEn: '',
    startDate: '2027-01-10',
    endDate: '2027-01-12',
    registrationStart: '2026-12-01',
    registrationEnd: '2026-12-20',
    admittedKinds: [],
    admittedAgeClasses: [],
    capacity: 20,
    feeAed: 0,
  },
};

beforeEach(() => signInForTest('admin', 'editor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutForTest();
});

describe('the course editor', () => {
  it('asks for the centres with its own course, and previews the saved course in both languages', async () => {
    const { requests } = stubApi({
      'GET /office/editor/courses/4': ok(saved),
      'GET /office/editor/courses/centres': ok([{ id: 2, name: { ar: 'مركز دبي', en: 'Dubai centre' } }]),
    });
    await renderRemoteAt(OfficeRoutes, '/en/office/events/courses/4', officeMessageLoaders);
    // The first render loads the editor's lazy chunk.
    await screen.findByRole('heading', { level: 1, name: 'Coaching course' }, { timeout: 5000 });
    expect(
      requests.find((request) => request.path === '/office/editor/courses/centres')?.params.get('course'),
    ).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'Preview as saved' }));
    const preview = screen.getByRole('region', { name: 'Preview as saved' });
    const [arabic, english] = within(preview).getAllByRole('article');
    expect(within(arabic!).getByRole('heading', { name: 'دورة المدربين' })).toBeTruthy();
    expect(within(arabic!).getByRole('img', { name: 'مدرب يشرح وضعية الرمي' })).toBeTruthy();
    expect(within(arabic!).getByText('الفقرة الثانية.')).toBeTruthy();
    expect(within(english!).getByRole('heading', { name: 'Coaching course' })).toBeTruthy();
    expect(within(english!).getByRole('img', { name: 'A coach explains the stance' })).toBeTruthy();
    expect(within(english!).getByText('The first paragraph.')).toBeTruthy();
    expect(within(english!).getByText('Free')).toBeTruthy();
  });
});
