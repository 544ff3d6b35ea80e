import {
  EditedCourseSchema,
  TrainingCourseDetailSchema,
  TrainingCourseListResponseSchema,
} from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { minimalPdf } from '../../../test/pdf';
import { sendUpload, TestFile } from '../../../test/uploads';
import { addDays, uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';
import { images, trainingCourses } from '../../db/schema';

// A course's picture (decision 073): the editors' picture field of decision 060, on the course editor.

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
const day = (days: number) => addDays(uaeToday(new Date()), days);

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const picture = (file: unknown = new TestFile(jpeg, 'image/jpeg', 'range.jpg')) => ({
  file,
  altAr: 'مدرب مع رماة ناشئين',
  altEn: 'A coach with junior archers',
});
const course = (name: string, image?: unknown) => ({
  nameAr: `دورة ${name}`,
  nameEn: `Course ${name}`,
  descriptionAr: 'وصف الدورة',
  descriptionEn: 'About the course',
  trainingCentreId: null,
  venueAr: '',
  venueEn: '',
  startDate: day(30),
  endDate: day(31),
  registrationStart: day(-1),
  registrationEnd: day(20),
  admittedKinds: [],
  admittedAgeClasses: [],
  capacity: null,
  feeAed: 0,
  ...(image === undefined ? {} : { image }),
});

async function publishedCourse(name: string, image?: unknown) {
  const created = await json(
    await call.post('/office/editor/courses', editor, course(name, image)),
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
      await call.put(
        `/office/editor/courses/${created.id}`,
        editor,
        course('changing', picture(new TestFile(png, 'image/png', 'new.png'))),
      ),
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
        await call.put(`/office/editor/courses/${created.id}`, editor, course('refusing', image)),
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
