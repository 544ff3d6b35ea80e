import {
  CentreChoicesSchema,
  DeletedDraftSchema,
  OfficeTrainingCentreSchema,
  TrainingCentreListResponseSchema,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { editor, json, officeTestContext } from '../../../test/office';
import { trainingCentres, trainingCourses } from '../../db/schema';

// Decision 070: deleting a training centre, and the centres a course's editor offers.

const test = officeTestContext();

const centreInput = (name: string) => ({
  nameAr: `مركز ${name}`,
  nameEn: `Centre ${name}`,
  emirate: 'dubai',
  addressAr: '',
  addressEn: '',
  descriptionAr: '',
  descriptionEn: '',
  phone: '',
  email: '',
  website: '',
  latitude: '',
  longitude: '',
});

async function newCentre(name: string, publish = false): Promise<number> {
  const { id } = await json(
    await test.call.post('/office/centres', editor, centreInput(name)),
    OfficeTrainingCentreSchema,
    201,
  );
  if (publish) await test.call.post(`/office/centres/${id}/publish`, editor, {});
  return id;
}

const publicCentreNames = async () =>
  (
    await json(await test.call.get('/training-centers?pageSize=100'), TrainingCentreListResponseSchema)
  ).items.map((centre) => centre.name.en);

/** A seeded course and the centre it is held at. */
async function courseWithCentre() {
  const [course] = await test.database.db
    .select({ id: trainingCourses.id, centreId: trainingCourses.trainingCentreId })
    .from(trainingCourses)
    .where(eq(trainingCourses.status, 'published'))
    .limit(1);
  return { courseId: course!.id, centreId: course!.centreId! };
}

describe('deleting a training centre', () => {
  it('deletes a published centre: off the public list at once, gone from the office, audited', async () => {
    const id = await newCentre('Gone', true);
    expect(await publicCentreNames()).toContain('Centre Gone');
    expect(await json(await test.call.delete(`/office/centres/${id}`, editor), DeletedDraftSchema)).toEqual({
      id,
    });
    expect(await publicCentreNames()).not.toContain('Centre Gone');
    expect((await test.call.get(`/office/centres/${id}`, editor)).status).toBe(404);
    expect((await auditTrail(test.database.db, 'trainingCentre', id)).at(-1)).toMatchObject({
      action: 'content.deleted',
      fromStatus: 'published',
      toStatus: null,
      reason: 'مركز Gone / Centre Gone',
    });
  });

  it('refuses a centre a course is held at, keeping both, until the course moves', async () => {
    const { courseId, centreId } = await courseWithCentre();
    const error = await expectApiError(
      await test.call.delete(`/office/centres/${centreId}`, editor),
      409,
      'centre_in_use',
    );
    expect(error.message).toMatch(/move them to another centre or delete them first/);
    const [centre] = await test.database.db
      .select({ id: trainingCentres.id })
      .from(trainingCentres)
      .where(eq(trainingCentres.id, centreId));
    expect(centre).toBeDefined();
    const [course] = await test.database.db
      .select({ centreId: trainingCourses.trainingCentreId })
      .from(trainingCourses)
      .where(eq(trainingCourses.id, courseId));
    expect(course!.centreId).toBe(centreId);
  });

  it('answers 404 for no such centre and refuses finance and membership', async () => {
    await expectApiError(await test.call.delete('/office/centres/2147483647', editor), 404, 'not_found');
    const id = await newCentre('Kept');
    for (const who of ['finance@example.ae', 'membership@example.ae']) {
      expect((await test.call.delete(`/office/centres/${id}`, who)).status).toBe(403);
    }
    expect((await test.call.get(`/office/centres/${id}`, editor)).status).toBe(200);
  });
});

describe("the course editor's centres", () => {
  const choices = async (query = '') =>
    (
      await json(await test.call.get(`/office/editor/courses/centres${query}`, editor), CentreChoicesSchema)
    ).map((centre) => centre.name.en);

  it('offers the centres the public sees, and a course its own centre taken off the site', async () => {
    await newCentre('Draft only');
    expect(await choices()).not.toContain('Centre Draft only');
    const { courseId, centreId } = await courseWithCentre();
    const own = (
      await json(await test.call.get(`/office/centres/${centreId}`, editor), OfficeTrainingCentreSchema)
    ).name.en;
    expect(await choices()).toContain(own);
    await test.call.post(`/office/centres/${centreId}/unpublish`, editor, {});
    try {
      expect(await choices()).not.toContain(own);
      const forCourse = await choices(`?course=${courseId}`);
      expect(forCourse).toContain(own);
      expect(forCourse).not.toContain('Centre Draft only');
    } finally {
      await test.call.post(`/office/centres/${centreId}/publish`, editor, {});
    }
  });

  it('refuses a course that is not a number', async () => {
    await expectApiError(
      await test.call.get('/office/editor/courses/centres?course=abc', editor),
      400,
      'validation_failed',
    );
  });
});
