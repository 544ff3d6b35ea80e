import {
  CentreChoicesSchema,
  EditedCourseSchema,
  TrainingCourseListResponseSchema,
  TrainingCourseOfferSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { addDays, uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const editor = 'editor@example.ae';
const today = uaeToday(new Date());
const day = (days: number) => addDays(today, days);

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const course = (name: string) => ({
  nameAr: `دورة ${name}`,
  nameEn: `Course ${name}`,
  descriptionAr: 'الفقرة الأولى\n\nالفقرة الثانية',
  descriptionEn: 'First paragraph\n\nSecond paragraph',
  trainingCentreId: null,
  venueAr: '',
  venueEn: '',
  startDate: day(30),
  endDate: day(32),
  registrationStart: day(-1),
  registrationEnd: day(20),
  admittedKinds: ['player', 'coach'],
  admittedAgeClasses: [],
  capacity: 12,
  feeAed: 250.5,
});

const publicNames = async () =>
  (await json(await call.get('/training-courses?pageSize=100'), TrainingCourseListResponseSchema)).items.map(
    (item) => item.name.en,
  );

describe('the training course editor', () => {
  it('refuses a registration window that ends after the course starts, and half a venue, on their fields', async () => {
    const late = await call.post('/office/editor/courses', editor, {
      ...course('late'),
      registrationEnd: day(30),
    });
    expect((await expectApiError(late, 400, 'validation_failed')).fields).toEqual({
      registrationEnd: ['validation.windowEndsAfterStart'],
    });
    const venue = await call.post('/office/editor/courses', editor, {
      ...course('venue'),
      venueAr: 'الشارقة',
    });
    expect((await expectApiError(venue, 400, 'validation_failed')).fields).toEqual({
      venueEn: ['validation.required'],
    });
    expect(await publicNames()).not.toContain('Course late');
  });

  it('writes a draft the public does not see, publishes it with the terms registration reads, and audits each step', async () => {
    const created = await json(
      await call.post('/office/editor/courses', editor, course('Office')),
      EditedCourseSchema,
      201,
    );
    expect(created).toMatchObject({ status: 'draft', fields: { feeAed: 250.5, capacity: 12 } });
    expect(await publicNames()).not.toContain('Course Office');
    await expectApiError(await call.get(`/training-courses/${created.id}`), 404, 'not_found');

    await call.post(`/office/editor/courses/${created.id}/publish`, editor, {});
    expect(await publicNames()).toContain('Course Office');
    const offer = await json(await call.get(`/training-courses/${created.id}`), TrainingCourseOfferSchema);
    expect(offer).toMatchObject({
      feeFils: 25050,
      seats: { capacity: 12, taken: 0 },
      admission: { kinds: ['player', 'coach'], ageClasses: null },
      description: { en: [{ type: 'paragraph' }, { type: 'paragraph' }] },
    });
    const registered = await call.post(
      `/training-courses/${created.id}/registration`,
      'coach@example.ae',
      {},
    );
    expect(registered.status).toBe(201);

    const [centre] = await json(
      await call.get('/office/editor/courses/centres', editor),
      CentreChoicesSchema,
    );
    const edited = await json(
      await call.put(`/office/editor/courses/${created.id}`, editor, {
        ...course('Office'),
        trainingCentreId: centre!.id,
        feeAed: 0,
        capacity: null,
      }),
      EditedCourseSchema,
    );
    expect(edited.fields).toMatchObject({ trainingCentreId: centre!.id, feeAed: 0, capacity: null });
    await call.post(`/office/editor/courses/${created.id}/unpublish`, editor, {});
    expect(await publicNames()).not.toContain('Course Office');
    expect((await auditTrail(database.db, 'trainingCourse', created.id)).map((row) => row.action)).toEqual([
      'content.created',
      'content.published',
      'content.edited',
      'content.unpublished',
    ]);
  });

  it('is refused to membership and finance', async () => {
    for (const email of ['membership@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/editor/courses', email), 403, 'forbidden');
    }
  });
});
