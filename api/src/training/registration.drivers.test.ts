import {
  AccountTrainingRegistrationsSchema,
  type CourseAdmission,
  MyTrainingRegistrationSchema,
  OfficeCourseDetailSchema,
  OfficeCourseListSchema,
  TrainingCourseOfferSchema,
  TrainingErrorCodes,
  TrainingRegistrationStateSchema,
} from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { addDays, uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { bills, members, trainingCourses, trainingRegistrations } from '../db/schema';
import type { Mail, Mailer } from '../mail/mailer';

const codes = TrainingErrorCodes;
const today = uaeToday(new Date());

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
/** The API's clock: now, unless a test moves it. */
let clock = new Date();
let description: { ar: unknown; en: unknown };
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { mailer, publicOrigin: 'https://www.uaearchery.ae', now: () => clock });
  call = await demoCallers(app, database);
  const [seeded] = await database.db
    .select({ ar: trainingCourses.descriptionAr, en: trainingCourses.descriptionEn })
    .from(trainingCourses)
    .limit(1);
  description = seeded!;
});
afterAll(() => database.close());
beforeEach(() => {
  sent.splice(0);
  clock = new Date();
});

interface CourseSetup extends Partial<CourseAdmission> {
  capacity?: number | null;
  feeFils?: number | null;
  /** Days from today. */
  registration?: [number, number];
  starts?: number;
}

/** A course of the test's own, open today with no limit unless told otherwise. */
async function course(setup: CourseSetup = {}): Promise<number> {
  const [from, to] = setup.registration ?? [-5, 5];
  const starts = setup.starts ?? 10;
  const [row] = await database.db
    .insert(trainingCourses)
    .values({
      nameAr: 'دورة اختبار',
      nameEn: 'Test course',
      registrationStart: addDays(today, from),
      registrationEnd: addDays(today, to),
      startDate: addDays(today, starts),
      endDate: addDays(today, starts + 2),
      descriptionAr: description.ar as never,
      descriptionEn: description.en as never,
      capacity: setup.capacity ?? null,
      admittedKinds: setup.kinds ?? null,
      admittedAgeClasses: setup.ageClasses ?? null,
      feeFils: setup.feeFils ?? null,
    })
    .returning({ id: trainingCourses.id });
  return row!.id;
}

const register = (courseId: number, email: string) =>
  call.post(`/training-courses/${courseId}/registration`, email, {});
const cancel = (courseId: number, email: string) =>
  call.delete(`/training-courses/${courseId}/registration`, email);

async function registered(response: Response) {
  expect(response.status).toBe(201);
  return v.parse(MyTrainingRegistrationSchema, await response.json());
}

async function stateOf(courseId: number, email: string) {
  const response = await call.get(`/training-courses/${courseId}/registration`, email);
  expect(response.status).toBe(200);
  return v.parse(TrainingRegistrationStateSchema, await response.json());
}

async function registrationsOf(courseId: number) {
  const [row] = await database.db
    .select({ total: count() })
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.courseId, courseId));
  return row!.total;
}

async function languageOf(email: string) {
  const [row] = await database.db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.email, email));
  return row!.language;
}

describe('registering for a training course', () => {
  it('gives an eligible member a seat once, with the audit row and a mail in their language', async () => {
    const id = await course({ capacity: 5, kinds: ['player', 'coach'] });
    expect((await stateOf(id, 'player@example.ae')).refusal).toBeNull();
    const registration = await registered(await register(id, 'player@example.ae'));
    expect(registration).toMatchObject({ courseId: id, status: 'registered', position: null, bill: null });
    expect(registration.mayCancel).toBe(true);
    expect(await stateOf(id, 'player@example.ae')).toEqual({
      refusal: codes.alreadyRegistered,
      registration,
    });
    await expectApiError(await register(id, 'player@example.ae'), 409, codes.alreadyRegistered);
    expect(await registrationsOf(id)).toBe(1);
    expect(await auditTrail(database.db, 'courseRegistration', registration.id)).toEqual([
      expect.objectContaining({ action: 'courseRegistration.registered', toStatus: 'registered' }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('player@example.ae');
    expect(sent[0]!.subject).toMatch(
      (await languageOf('player@example.ae')) === 'en' ? /registered/ : /تم تسجيلك/,
    );
    expect(sent[0]!.text).toContain(`/training-courses/${id}`);

    const offer = v.parse(
      TrainingCourseOfferSchema,
      await (await app.request(`/api/training-courses/${id}`)).json(),
    );
    expect(offer.seats).toEqual({ capacity: 5, taken: 1, waiting: 0 });
  });

  it('bills a course fee as an electronic service with the seat, and cancels the bill with the registration', async () => {
    const id = await course({ feeFils: 35_000 });
    const registration = await registered(await register(id, 'coach@example.ae'));
    expect(registration.bill).toMatchObject({
      amountFils: 35_000,
      status: 'unpaid',
      name: { en: 'Training course: Test course' },
    });
    const [bill] = await database.db.select().from(bills).where(eq(bills.id, registration.bill!.id));
    expect(bill).toMatchObject({ category: 'electronicServices', memberId: call.idOf('coach@example.ae') });
    expect(bill!.number).toMatch(/^ES-\d{4}-\d{6}$/);

    const mine = v.parse(
      AccountTrainingRegistrationsSchema,
      await (await call.get('/account/training-registrations', 'coach@example.ae')).json(),
    );
    expect(mine.items.find((item) => item.id === registration.id)?.course.name.en).toBe('Test course');

    const cancelResponse = await cancel(id, 'coach@example.ae');
    expect(cancelResponse.status).toBe(200);
    const cancelled = v.parse(MyTrainingRegistrationSchema, await cancelResponse.json());
    expect(cancelled).toMatchObject({ status: 'cancelled', mayCancel: false, bill: { status: 'cancelled' } });
    expect(cancelled.cancelledAt).not.toBeNull();
    // Cancelled, the member may register again: a new seat and a new bill.
    const again = await registered(await register(id, 'coach@example.ae'));
    expect(again.bill!.id).not.toBe(registration.bill!.id);
  });

  it('refuses, changing nothing, a kind or age class not admitted, a pending or restricted member, and closed windows', async () => {
    const refusals: [CourseSetup, string, number, string][] = [
      [{ kinds: ['coach'] }, 'player@example.ae', 403, codes.notEligible],
      // player@ is a senior; the course admits under-15s only.
      [{ ageClasses: ['U15'] }, 'player@example.ae', 403, codes.notEligible],
      [{}, 'sultan.pending@example.ae', 403, codes.membershipNotApproved],
      [{}, 'restricted@example.ae', 403, codes.accountRestricted],
      [{ registration: [3, 8] }, 'player@example.ae', 409, codes.registrationUnavailable],
      [{ registration: [-8, -1] }, 'player@example.ae', 409, codes.registrationEnded],
    ];
    for (const [setup, email, status, code] of refusals) {
      const id = await course(setup);
      expect((await stateOf(id, email)).refusal, code).toBe(code);
      const error = await expectApiError(await register(id, email), status, code);
      expect(error.message.length).toBeGreaterThan(0);
      expect(await registrationsOf(id)).toBe(0);
    }
    expect(sent).toHaveLength(0);
    const junior = await course({ ageClasses: ['U15'] });
    // noura.cadet@ is 12: an under-15 in the year the course starts.
    await registered(await register(junior, 'noura.cadet@example.ae'));
  });

  it('answers a club 403 (clubs take no courses) and an unknown course 404', async () => {
    const id = await course();
    await expectApiError(await register(id, 'club@example.ae'), 403, 'forbidden');
    await expectApiError(await register(2147483647, 'player@example.ae'), 404, 'not_found');
    await expectApiError(await cancel(id, 'player@example.ae'), 404, 'not_found');
  });

  it('puts a member on the waiting list of a full course and moves the first one up when a seat is given back', async () => {
    const id = await course({ capacity: 1, feeFils: 10_000 });
    const seat = await registered(await register(id, 'person@example.ae'));
    const first = await registered(await register(id, 'technical@example.ae'));
    const second = await registered(await register(id, 'employee@example.ae'));
    expect([first.status, first.position, first.bill]).toEqual(['waiting', 1, null]);
    expect([second.status, second.position]).toEqual(['waiting', 2]);
    expect(seat.status).toBe('registered');

    sent.splice(0);
    expect((await cancel(id, 'person@example.ae')).status).toBe(200);
    const moved = (await stateOf(id, 'technical@example.ae')).registration!;
    expect(moved).toMatchObject({ status: 'registered', position: null, bill: { amountFils: 10_000 } });
    expect((await stateOf(id, 'employee@example.ae')).registration).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect(sent.map((mail) => mail.to)).toEqual(['person@example.ae', 'technical@example.ae']);
    expect(await auditTrail(database.db, 'courseRegistration', first.id)).toEqual([
      expect.objectContaining({ action: 'courseRegistration.waiting', toStatus: 'waiting' }),
      expect.objectContaining({
        action: 'courseRegistration.movedUp',
        fromStatus: 'waiting',
        toStatus: 'registered',
        actorId: call.idOf('person@example.ae'),
      }),
    ]);
    // A waiting member who leaves moves nobody up.
    expect((await cancel(id, 'employee@example.ae')).status).toBe(200);
    const seats = v.parse(
      TrainingCourseOfferSchema,
      await (await app.request(`/api/training-courses/${id}`)).json(),
    ).seats;
    expect(seats).toEqual({ capacity: 1, taken: 1, waiting: 0 });
  });

  it('refuses a cancellation on or after the course’s first day', async () => {
    const id = await course({ registration: [-10, 0], starts: 1 });
    await registered(await register(id, 'referee@example.ae'));
    clock = new Date(`${addDays(today, 1)}T09:00:00+04:00`);
    // The clock jumped past the idle limit: everyone logs in again.
    call.forgetSessions();
    await expectApiError(await cancel(id, 'referee@example.ae'), 409, codes.courseStarted);
    expect((await stateOf(id, 'referee@example.ae')).registration?.status).toBe('registered');
  });

  it('gives the last seat to one of two members registering at once; the other waits', async () => {
    const id = await course({ capacity: 1 });
    const answers = await Promise.all([
      register(id, 'guest@example.ae'),
      register(id, 'activity@example.ae'),
    ]);
    const statuses = await Promise.all(answers.map(async (response) => (await registered(response)).status));
    expect(statuses.sort()).toEqual(['registered', 'waiting']);
  });

  it('makes one registration of the same member registering many times at once', async () => {
    const id = await course();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register(id, 'hamad.masters@example.ae')),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await registrationsOf(id)).toBe(1);
  });
});

describe('the office’s course registrations', () => {
  it('lists each course with its seats, and one course’s registrations with kind, age class and bill', async () => {
    const id = await course({ capacity: 1, feeFils: 20_000 });
    await registered(await register(id, 'saeed.youth@example.ae'));
    await registered(await register(id, 'mariam.archer@example.ae'));
    const list = v.parse(
      OfficeCourseListSchema,
      await (await call.get('/office/training-courses', 'membership@example.ae')).json(),
    );
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      seats: { capacity: 1, taken: 1, waiting: 1 },
      feeFils: 20_000,
      registrationStatus: 'open',
    });
    const response = await call.get(`/office/training-courses/${id}`, 'finance@example.ae');
    expect(response.status).toBe(200);
    const detail = v.parse(OfficeCourseDetailSchema, await response.json());
    expect(detail.items.map((item) => [item.member.name.en, item.kind, item.status, item.position])).toEqual([
      [expect.any(String), 'player', 'registered', null],
      [expect.any(String), 'player', 'waiting', 1],
    ]);
    expect(detail.items[0]).toMatchObject({ ageClass: 'U18', bill: { status: 'unpaid' } });
    expect(detail.items[0]!.member.membershipNumber).not.toBeNull();
    await expectApiError(
      await call.get(`/office/training-courses/${id}`, 'editor@example.ae'),
      403,
      'forbidden',
    );
    await expectApiError(
      await call.get('/office/training-courses/2147483647', 'admin@example.ae'),
      404,
      'not_found',
    );
  });
});
