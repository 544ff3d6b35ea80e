import {
  courseRegistrationStatus,
  CourseRegistrationStatuses,
  TrainingCentreDetailSchema,
  TrainingCentreListResponseSchema,
  TrainingCourseDetailSchema,
  TrainingCourseListResponseSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';

/** A course's page shows its seats, which registrations move: revalidated on every view. */
const revalidated = 'public, no-cache';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/training-centers', () => {
  it('lists the five centres by emirate', async () => {
    const page = await getContent(app, '/api/training-centers', TrainingCentreListResponseSchema);
    expect(page.items.map((centre) => centre.emirate)).toEqual([
      'abu-dhabi',
      'dubai',
      'sharjah',
      'ras-al-khaimah',
      'fujairah',
    ]);
  });

  itPaginates(() => app, '/api/training-centers', TrainingCentreListResponseSchema);

  it('filters by emirate and searches the name in both languages', async () => {
    const sharjah = await getContent(
      app,
      '/api/training-centers?emirate=sharjah',
      TrainingCentreListResponseSchema,
    );
    expect(sharjah.items.map((centre) => centre.name.en)).toEqual(['Sharjah Archery Training Centre']);
    const arabic = await getContent(
      app,
      `/api/training-centers?q=${encodeURIComponent('الفجيرة')}`,
      TrainingCentreListResponseSchema,
    );
    expect(arabic.items.map((centre) => centre.name.en)).toEqual(['Fujairah Archery Centre']);
    await expectApiError(await app.request('/api/training-centers?emirate=oman'), 400, 'validation_failed');
  });
});

describe('GET /api/training-centers/:id', () => {
  it('answers a centre with its programmes, contacts and map location', async () => {
    const { items } = await getContent(
      app,
      '/api/training-centers?emirate=abu-dhabi',
      TrainingCentreListResponseSchema,
    );
    const centre = await getContent(app, `/api/training-centers/${items[0]!.id}`, TrainingCentreDetailSchema);
    expect(centre).toMatchObject({
      email: 'training@uaearchery.ae',
      location: { latitude: 24.4163, longitude: 54.4536 },
    });
    expect(centre.description!.ar[1]).toMatchObject({ type: 'list' });
  });

  it('answers the missing details of a new centre as null', async () => {
    const { items } = await getContent(
      app,
      '/api/training-centers?emirate=fujairah',
      TrainingCentreListResponseSchema,
    );
    const centre = await getContent(app, `/api/training-centers/${items[0]!.id}`, TrainingCentreDetailSchema);
    expect(centre).toMatchObject({ address: null, image: null, phone: null, location: null });
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/training-centers/${id}`,
  );
});

describe('GET /api/training-courses', () => {
  it('gives each course its registration status for today in the UAE, open ones first', async () => {
    const today = uaeToday(new Date());
    const page = await getContent(app, '/api/training-courses?pageSize=48', TrainingCourseListResponseSchema);
    expect(page.total).toBe(8);
    for (const course of page.items) {
      expect(course.registrationStatus).toBe(courseRegistrationStatus(course, today));
    }
    const statuses = page.items.map((course) => course.registrationStatus);
    // The demo dates count from the day the content was seeded, so today always shows every status.
    const rank = (status: string) => ['open', 'upcoming', 'closed'].indexOf(status);
    expect(statuses).toEqual([...statuses].sort((a, b) => rank(a) - rank(b)));
    expect(new Set(statuses)).toEqual(new Set(CourseRegistrationStatuses));
  });

  itPaginates(() => app, '/api/training-courses', TrainingCourseListResponseSchema);

  it.each(CourseRegistrationStatuses)('filters by status=%s, and the count agrees', async (status) => {
    const all = await getContent(app, '/api/training-courses?pageSize=48', TrainingCourseListResponseSchema);
    const filtered = await getContent(
      app,
      `/api/training-courses?status=${status}`,
      TrainingCourseListResponseSchema,
    );
    const expected = all.items.filter((course) => course.registrationStatus === status);
    expect(filtered.total).toBe(expected.length);
    expect(filtered.items.map((course) => course.id)).toEqual(expected.map((course) => course.id));
  });

  it('answers 400 for an unknown status', async () => {
    const error = await expectApiError(
      await app.request('/api/training-courses?status=ended'),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ status: ['validation.invalid'] });
  });

  it('closes registration after the last day ends in the UAE, not in UTC', async () => {
    const { items } = await getContent(
      app,
      '/api/training-courses?status=open',
      TrainingCourseListResponseSchema,
    );
    const course = items[0]!;
    const statusAt = async (instant: string) => {
      const pinned = testApp(database, { now: new Date(instant) });
      return (
        await getContent(
          pinned,
          `/api/training-courses/${course.id}`,
          TrainingCourseDetailSchema,
          revalidated,
        )
      ).registrationStatus;
    };
    // 23:30 in Dubai on the last day is still open; half an hour later it is the next day there, not yet in UTC.
    expect(await statusAt(`${course.registrationEnd}T19:30:00Z`)).toBe('open');
    expect(await statusAt(`${course.registrationEnd}T20:30:00Z`)).toBe('closed');
    expect(await statusAt(`${course.registrationStart}T00:00:00+04:00`)).toBe('open');
    const startsAt = new Date(`${course.registrationStart}T00:00:00+04:00`);
    expect(await statusAt(new Date(startsAt.getTime() - 60_000).toISOString())).toBe('upcoming');
  });

  it('searches the names in both languages', async () => {
    const arabic = await getContent(
      app,
      `/api/training-courses?q=${encodeURIComponent('الحكام')}`,
      TrainingCourseListResponseSchema,
    );
    expect(arabic.items.map((course) => course.name.en)).toEqual(['Judges’ course, Level 1']);
    const english = await getContent(
      app,
      '/api/training-courses?q=barebow',
      TrainingCourseListResponseSchema,
    );
    expect(english.items.map((course) => course.name.ar)).toEqual(['أساسيات القوس المجرد']);
  });
});

describe('GET /api/training-courses/:id', () => {
  it('answers a course with its description and its training centre', async () => {
    const { items } = await getContent(
      app,
      '/api/training-courses?q=Level%201',
      TrainingCourseListResponseSchema,
    );
    const coaching = items.find((course) => course.name.en === 'Coaching course, Level 1')!;
    const course = await getContent(
      app,
      `/api/training-courses/${coaching.id}`,
      TrainingCourseDetailSchema,
      revalidated,
    );
    expect(course.trainingCentre?.name.en).toBe('Federation Archery Centre, Abu Dhabi');
    expect(course.description.en[0]).toMatchObject({ type: 'paragraph' });
    const judges = items.find((item) => item.name.en === 'Judges’ course, Level 1')!;
    const withoutCentre = await getContent(
      app,
      `/api/training-courses/${judges.id}`,
      TrainingCourseDetailSchema,
      revalidated,
    );
    expect(withoutCentre).toMatchObject({ trainingCentre: null, image: null, registrationStatus: 'closed' });
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/training-courses/${id}`,
  );
});
