import {
  CentreChoicesSchema,
  EditedCourseSchema,
  TrainingCourseDetailSchema,
  TrainingCourseListResponseSchema,
  TrainingCourseOfferSchema,
} from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { minimalPdf } from '../../../test/pdf';
import { sendUpload, TestFile } from '../../../test/uploads';
import { addDays, uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';
import { images, trainingCourses } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#7c5e24' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#24607c' } })
    .png()
    .toBuffer();
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

// A course's picture (decision 073): the editors' picture field of decision 060, on the course editor.

const picture = (file: unknown = new TestFile(jpeg, 'image/jpeg', 'range.jpg')) => ({
  file,
  altAr: 'مدرب مع رماة ناشئين',
  altEn: 'A coach with junior archers',
});
async function publishedCourse(name: string, image?: unknown) {
  const created = await json(
    await call.post('/office/editor/courses', editor, {
      ...course(name),
      ...(image === undefined ? {} : { image }),
    }),
    EditedCourseSchema,
    201,
  );
  await call.post(`/office/editor/courses/${created.id}/publish`, editor, {});
  return created;
}

const publicCourse = async (id: number) =>
  json(await call.get(`/training-courses/${id}`), TrainingCourseDetailSchema);
const listed = async (id: number) =>
  (await json(await call.get('/training-courses?pageSize=100'), TrainingCourseListResponseSchema)).items.find(
    (item) => item.id === id,
  );
const imageRows = async () => (await database.db.select({ total: count() }).from(images))[0]!.total;
const imagePathOf = async (id: number) =>
  (
    await database.db
      .select({ path: trainingCourses.imagePath })
      .from(trainingCourses)
      .where(eq(trainingCourses.id, id))
  )[0]!.path;

describe("a training course's picture", () => {
  it('is saved with its alt text, shown on the course page and in the list, and served by the optimiser', async () => {
    const created = await publishedCourse('pictured', picture());
    expect(created.image).toMatchObject({
      width: 80,
      height: 60,
      alt: { ar: 'مدرب مع رماة ناشئين', en: 'A coach with junior archers' },
    });
    expect(created.image!.path).toMatch(/^courses\/office\/[0-9a-f]{24}\.jpg$/);
    expect((await publicCourse(created.id)).image).toEqual(created.image);
    expect((await listed(created.id))?.image).toEqual(created.image);
    const variant = await app.request(`/api/images?path=${created.image!.path}&w=320`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
  });

  it('is kept with its alt text edited, replaced, and removed; untouched when the form sends none', async () => {
    const created = await publishedCourse('changing', picture());
    const path = created.image!.path;
    const kept = await json(
      await call.put(`/office/editor/courses/${created.id}`, editor, {
        ...course('changing'),
        image: { ...picture({ path }), altEn: 'Coach Salem with junior archers' },
      }),
      EditedCourseSchema,
    );
    expect(kept.image).toMatchObject({ path, alt: { en: 'Coach Salem with junior archers' } });
    expect((await publicCourse(created.id)).image?.alt.en).toBe('Coach Salem with junior archers');

    const replaced = await json(
      await call.put(`/office/editor/courses/${created.id}`, editor, {
        ...course('changing'),
        image: picture(new TestFile(png, 'image/png', 'new.png')),
      }),
      EditedCourseSchema,
    );
    expect(replaced.image).toMatchObject({ width: 40, height: 40 });
    expect(replaced.image!.path).toMatch(/^courses\/office\/[0-9a-f]{24}\.png$/);
    expect((await publicCourse(created.id)).image?.path).toBe(replaced.image!.path);

    await json(
      await call.put(`/office/editor/courses/${created.id}`, editor, course('changing')),
      EditedCourseSchema,
    );
    expect(await imagePathOf(created.id)).toBe(replaced.image!.path);

    const removed = await json(
      await call.put(`/office/editor/courses/${created.id}`, editor, {
        ...course('changing'),
        image: { file: '', altAr: '', altEn: '' },
      }),
      EditedCourseSchema,
    );
    expect(removed.image).toBeNull();
    expect((await publicCourse(created.id)).image).toBeNull();
    expect((await listed(created.id))?.image).toBeNull();
  });

  it('refuses a PDF, alt text missing, and another course’s picture on their fields, writing nothing', async () => {
    const other = await publishedCourse('other', picture());
    const created = await publishedCourse('refusing');
    for (const [image, fields] of [
      [
        picture(new TestFile(minimalPdf(), 'application/pdf', 'notes.pdf')),
        { 'image.file': ['validation.fileType'] },
      ],
      [
        { ...picture(), altAr: '', altEn: ' ' },
        { 'image.altAr': ['validation.required'], 'image.altEn': ['validation.required'] },
      ],
      [picture({ path: other.image!.path }), { 'image.file': ['validation.invalid'] }],
    ] as const) {
      const before = await imageRows();
      const error = await expectApiError(
        await call.put(`/office/editor/courses/${created.id}`, editor, { ...course('refusing'), image }),
        400,
        'validation_failed',
      );
      expect(error.fields).toEqual(fields);
      expect(await imageRows()).toBe(before);
      expect(await imagePathOf(created.id)).toBeNull();
    }
  });

  it('refuses a picture over 1 MB at its upload, and the course keeps the one it has', async () => {
    const created = await publishedCourse('big', picture());
    const big = Buffer.concat([png, Buffer.alloc(1_048_577)]);
    await expectApiError(
      await sendUpload(app, big, 'image/png', await call.as(editor)),
      413,
      'payload_too_large',
    );
    expect((await publicCourse(created.id)).image).toEqual(created.image);
  });
});
