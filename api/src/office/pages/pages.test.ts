import {
  InformationPageSchema,
  OfficeInformationPageListSchema,
  OfficeInformationPageSchema,
  OfficeTrainingCentreSchema,
  TrainingCentreDetailSchema,
  TrainingCentreListResponseSchema,
  TrainingCourseOfferSchema,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { TestFile } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { informationPages, trainingCentres, trainingCourses } from '../../db/schema';
import { pageAuditId } from './information-pages';

// Decision 066: the information pages (edited as a draft, published now or at a time) and training centres.

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let clock = new Date('2026-11-25T09:00:00+04:00');
let jpeg: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#245e7c' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema, status = 200) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}

const publicPage = async (slug: string) => json(await call.get(`/pages/${slug}`), InformationPageSchema);
const firstText = (page: v.InferOutput<typeof InformationPageSchema>, lang: 'ar' | 'en') => {
  const [block] = page.body[lang];
  return block && 'children' in block ? block.children.map((run) => run.text).join('') : undefined;
};

const pageInput = (words: string) => ({
  titleAr: `من نحن ${words}`,
  titleEn: `About us ${words}`,
  bodyAr: `<p>نص ${words}</p>`,
  bodyEn: `<p>Text ${words}</p>`,
});

describe('the information pages in the office', () => {
  it('lists every page of the site, and is refused to those without content.publish', async () => {
    const list = await json(await call.get('/office/pages', editor), OfficeInformationPageListSchema);
    expect(list.map((page) => page.slug)).toContain('about-us');
    expect(list.find((page) => page.slug === 'about-us')?.status).toBe('published');
    await expectApiError(await call.get('/office/pages', 'finance@example.ae'), 403, 'forbidden');
    await expectApiError(
      await call.put('/office/pages/about-us', 'membership@example.ae', pageInput('x')),
      403,
      'forbidden',
    );
    await expectApiError(await call.get('/office/pages'), 401, 'unauthenticated');
    expect((await call.get('/office/pages/no-such-page', editor)).status).toBe(404);
  });

  it('keeps a saved edit off the site until it is published, sanitized, with the audit trail', async () => {
    const before = await publicPage('about-us');
    const saved = await json(
      await call.put('/office/pages/about-us', editor, {
        ...pageInput('new'),
        bodyEn: '<p onclick="steal()">Text new<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
      OfficeInformationPageSchema,
    );
    expect(saved.status).toBe('draft');
    expect(saved.fields.bodyEn).toBe('<p>Text new</p>');
    // The public still reads the published version.
    const during = await publicPage('about-us');
    expect(during.title).toEqual(before.title);
    expect(during.body).toEqual(before.body);

    const published = await json(
      await call.post('/office/pages/about-us/publish', editor, {}),
      OfficeInformationPageSchema,
    );
    expect(published.status).toBe('published');
    const after = await publicPage('about-us');
    expect(after.title).toEqual({ ar: 'من نحن new', en: 'About us new' });
    expect(firstText(after, 'en')).toBe('Text new');
    expect(firstText(after, 'ar')).toBe('نص new');
    expect(after.updatedOn).toBe('2026-11-25');

    const trail = await auditTrail(database.db, 'informationPage', pageAuditId('about-us'));
    expect(trail.slice(-2)).toEqual([
      expect.objectContaining({ action: 'content.edited', toStatus: 'draft', reason: 'about-us' }),
      expect.objectContaining({ action: 'content.published', fromStatus: 'draft', toStatus: 'published' }),
    ]);
    expect(trail.at(-1)?.actorId).toBe(call.idOf(editor));
  });

  it('refuses a missing title or an empty text on its field with nothing written, and publishing with nothing saved', async () => {
    const [row] = await database.db
      .select()
      .from(informationPages)
      .where(eq(informationPages.slug, 'copyright'));
    const missing = await call.put('/office/pages/copyright', editor, { ...pageInput('x'), titleEn: ' ' });
    expect((await expectApiError(missing, 400, 'validation_failed')).fields).toEqual({
      titleEn: ['validation.required'],
    });
    const empty = await call.put('/office/pages/copyright', editor, {
      ...pageInput('x'),
      bodyAr: '<script>only code</script>',
    });
    expect((await expectApiError(empty, 400, 'validation_failed')).fields).toEqual({
      bodyAr: ['validation.required'],
    });
    const nothing = await call.post('/office/pages/copyright/publish', editor, {});
    await expectApiError(nothing, 409, 'nothing_to_publish');
    const [after] = await database.db
      .select()
      .from(informationPages)
      .where(eq(informationPages.slug, 'copyright'));
    expect(after).toEqual(row);
    const office = await json(await call.get('/office/pages/copyright', editor), OfficeInformationPageSchema);
    expect(office.status).toBe('published');
  });

  it('publishes at a set time, with no job; a time in the past is refused on its field', async () => {
    await call.put('/office/pages/disclaimer-notice', editor, pageInput('scheduled'));
    const past = await call.post('/office/pages/disclaimer-notice/publish', editor, {
      at: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect((await expectApiError(past, 400, 'validation_failed')).fields).toEqual({
      at: ['publishing.atInPast'],
    });
    const at = new Date(clock.getTime() + 3_600_000);
    const scheduled = await json(
      await call.post('/office/pages/disclaimer-notice/publish', editor, { at: at.toISOString() }),
      OfficeInformationPageSchema,
    );
    expect(scheduled.status).toBe('scheduled');
    expect((await publicPage('disclaimer-notice')).title.en).not.toBe('About us scheduled');
    clock = new Date(at.getTime() + 1);
    try {
      expect((await publicPage('disclaimer-notice')).title.en).toBe('About us scheduled');
      const office = await json(
        await call.get('/office/pages/disclaimer-notice', editor),
        OfficeInformationPageSchema,
      );
      expect(office.status).toBe('published');
      // The next save starts from the published version: the new draft is off the site again.
      await call.put('/office/pages/disclaimer-notice', editor, pageInput('later'));
      expect((await publicPage('disclaimer-notice')).title.en).toBe('About us scheduled');
    } finally {
      clock = new Date('2026-11-25T09:00:00+04:00');
    }
  });

  it("keeps the published picture's alt text until the draft with a new one is published", async () => {
    await call.put('/office/pages/speech-of-chairman', editor, {
      ...pageInput('pictured'),
      image: { file: new TestFile(jpeg, 'image/jpeg', 'p.jpg'), altAr: 'الرئيس', altEn: 'The chairman' },
    });
    await call.post('/office/pages/speech-of-chairman/publish', editor, {});
    const shown = await publicPage('speech-of-chairman');
    expect(shown.image?.alt).toEqual({ ar: 'الرئيس', en: 'The chairman' });
    const edited = await json(
      await call.put('/office/pages/speech-of-chairman', editor, {
        ...pageInput('pictured'),
        image: {
          file: { path: shown.image!.path },
          altAr: 'رئيس الاتحاد',
          altEn: "The federation's chairman",
        },
      }),
      OfficeInformationPageSchema,
    );
    expect(edited.files.image?.alt.en).toBe("The federation's chairman");
    expect((await publicPage('speech-of-chairman')).image?.alt.en).toBe('The chairman');
    await call.post('/office/pages/speech-of-chairman/publish', editor, {});
    expect((await publicPage('speech-of-chairman')).image?.alt.en).toBe("The federation's chairman");
  });
});

const centreInput = (name: string) => ({
  nameAr: `مركز ${name}`,
  nameEn: `Centre ${name}`,
  emirate: 'sharjah',
  addressAr: 'شارع الوحدة',
  addressEn: 'Al Wahda Street',
  descriptionAr: '<p>مركز للرماية</p>',
  descriptionEn: '<p>An archery centre<script>x()</script></p>',
  phone: '06 555 1234',
  email: 'centre@example.ae',
  website: 'https://centre.example.ae',
  latitude: '25.35',
  longitude: '55.42',
});

const publicCentreNames = async () =>
  (await json(await call.get('/training-centers?pageSize=100'), TrainingCentreListResponseSchema)).items.map(
    (centre) => centre.name.en,
  );

describe('the training centres in the office', () => {
  it('refuses each bad field on its field, keeping the database unchanged', async () => {
    const before = await database.db.select().from(trainingCentres);
    const bad = await call.post('/office/centres', editor, {
      ...centreInput('bad'),
      emirate: 'paris',
      phone: 'call me',
      email: 'not-an-address',
      website: 'ftp://centre.example.ae',
      latitude: '95',
      addressEn: '',
    });
    expect((await expectApiError(bad, 400, 'validation_failed')).fields).toEqual({
      emirate: ['validation.invalid'],
      phone: ['validation.phone'],
      email: ['validation.email'],
      website: ['validation.invalid'],
      latitude: ['validation.invalid'],
    });
    const halves = await call.post('/office/centres', editor, {
      ...centreInput('halves'),
      addressEn: '',
      descriptionAr: '<p> </p>',
      longitude: '',
    });
    expect((await expectApiError(halves, 400, 'validation_failed')).fields).toEqual({
      addressEn: ['validation.required'],
      descriptionAr: ['validation.required'],
      longitude: ['validation.required'],
    });
    expect(await database.db.select().from(trainingCentres)).toEqual(before);
    await expectApiError(
      await call.post('/office/centres', 'finance@example.ae', centreInput('x')),
      403,
      'forbidden',
    );
  });

  it('creates a draft off the site, publishes it on the list and its page, unpublishes it, with the audit trail', async () => {
    const created = await json(
      await call.post('/office/centres', editor, {
        ...centreInput('Sharjah Range'),
        image: { file: new TestFile(jpeg, 'image/jpeg', 'c.jpg'), altAr: 'المركز', altEn: 'The centre' },
      }),
      OfficeTrainingCentreSchema,
      201,
    );
    expect(created.status).toBe('draft');
    expect(created.fields.descriptionEn).toBe('<p>An archery centre</p>');
    expect(await publicCentreNames()).not.toContain('Centre Sharjah Range');
    expect((await call.get(`/training-centers/${created.id}`)).status).toBe(404);

    await call.post(`/office/centres/${created.id}/publish`, editor, {});
    expect(await publicCentreNames()).toContain('Centre Sharjah Range');
    const detail = await json(await call.get(`/training-centers/${created.id}`), TrainingCentreDetailSchema);
    expect(detail).toMatchObject({
      emirate: 'sharjah',
      phone: '06 555 1234',
      website: 'https://centre.example.ae',
      location: { latitude: 25.35, longitude: 55.42 },
      image: { alt: { en: 'The centre' } },
    });

    await call.put(`/office/centres/${created.id}`, editor, {
      ...centreInput('Sharjah Range'),
      addressAr: '',
      addressEn: '',
      latitude: '',
      longitude: '',
    });
    const edited = await json(await call.get(`/training-centers/${created.id}`), TrainingCentreDetailSchema);
    expect(edited.address).toBeNull();
    expect(edited.location).toBeNull();
    expect(edited.image?.alt.en).toBe('The centre');

    await call.post(`/office/centres/${created.id}/unpublish`, editor, {});
    expect(await publicCentreNames()).not.toContain('Centre Sharjah Range');
    expect(
      (await auditTrail(database.db, 'trainingCentre', created.id)).map((row) => [row.action, row.toStatus]),
    ).toEqual([
      ['content.created', 'draft'],
      ['content.published', 'published'],
      ['content.edited', 'published'],
      ['content.unpublished', 'unpublished'],
    ]);
  });

  it('keeps a course on the site when its centre is taken off, naming no centre', async () => {
    const [course] = await database.db
      .select({ id: trainingCourses.id, centreId: trainingCourses.trainingCentreId })
      .from(trainingCourses)
      .where(eq(trainingCourses.status, 'published'))
      .limit(1);
    const centreId = course!.centreId!;
    await call.post(`/office/centres/${centreId}/unpublish`, editor, {});
    try {
      const offer = await json(await call.get(`/training-courses/${course!.id}`), TrainingCourseOfferSchema);
      expect(offer.trainingCentre).toBeNull();
    } finally {
      await call.post(`/office/centres/${centreId}/publish`, editor, {});
    }
    const offer = await json(await call.get(`/training-courses/${course!.id}`), TrainingCourseOfferSchema);
    expect(offer.trainingCentre?.id).toBe(centreId);
  });
});
