import { SubmissionItemSchema, SubmissionQueueResponseSchema } from '@uaeaf/contracts';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { articles, articleSubmissions, auditEvents, images, outgoingMail } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const now = new Date('2026-11-23T10:00:00+04:00');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function sentIn(values: Partial<typeof articleSubmissions.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(articleSubmissions)
    .values({
      authorName: 'Hessa Al Suwaidi',
      email: 'hessa@example.ae',
      phone: '+971501234567',
      title: 'My first 70 metres',
      body: 'It was windy.\n\nI still hit the gold.',
      clientAddress: '192.0.2.7',
      ...values,
    })
    .returning({ id: articleSubmissions.id });
  return row!.id;
}

const completed = {
  titleAr: 'أول 70 متراً',
  titleEn: 'My first 70 metres',
  summaryAr: 'رامية تروي يومها الأول على مسافة 70 متراً.',
  summaryEn: 'An archer tells of her first day at 70 metres.',
  authorAr: 'حصة السويدي',
  authorEn: 'Hessa Al Suwaidi',
  bodyAr: 'كانت الرياح شديدة.\n\nومع ذلك أصبت الذهب.',
  bodyEn: 'It was windy.\n\nI still hit the gold.',
};

async function mailTo(recipient: string) {
  return database.db
    .select({ subject: outgoingMail.subject, body: outgoingMail.body })
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, recipient))
    .orderBy(desc(outgoingMail.id));
}

describe('the sent-in articles queue', () => {
  it('lists pending articles oldest first with the sender, the text and whether a picture came', async () => {
    const id = await sentIn();
    const response = await call.get('/office/submissions?status=pending', editor);
    expect(response.status).toBe(200);
    const page = v.parse(SubmissionQueueResponseSchema, await response.json());
    expect(page.items.find((item) => item.id === id)).toMatchObject({
      authorName: 'Hessa Al Suwaidi',
      email: 'hessa@example.ae',
      title: 'My first 70 metres',
      language: 'en',
      hasImage: false,
      status: 'pending',
      decision: null,
    });
  });

  it("accepts an article completed in both languages as a draft with the picture, published through the editors' API", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const id = await sentIn({ image: png, imageType: 'image/png' });
    const image = await call.get(`/office/submissions/${id}/image`, editor);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const response = await call.post(`/office/submissions/${id}/accept`, editor, completed);
    expect(response.status).toBe(200);
    const item = v.parse(SubmissionItemSchema, await response.json());
    expect(item).toMatchObject({
      status: 'approved',
      decision: { by: { id: call.idOf(editor) }, reason: null },
    });
    const articleId = item.decision!.articleId!;

    const [article] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article).toMatchObject({
      titleAr: completed.titleAr,
      titleEn: completed.titleEn,
      authorEn: completed.authorEn,
      status: 'draft',
    });
    expect(article!.bodyEn).toEqual([
      { type: 'paragraph', children: [{ text: 'It was windy.' }] },
      { type: 'paragraph', children: [{ text: 'I still hit the gold.' }] },
    ]);
    const [stored] = await database.db.select().from(images).where(eq(images.path, article!.imagePath!));
    expect(stored).toMatchObject({ width: 40, height: 30, altEn: completed.titleEn });

    // A draft: the editor's to edit as rich text; the public does not see it yet.
    const draft = await call.get(`/office/content/articles/${articleId}`, editor);
    expect(await draft.json()).toMatchObject({
      status: 'draft',
      fields: { bodyEn: '<p>It was windy.</p><p>I still hit the gold.</p>' },
    });
    const publicList = async () =>
      JSON.stringify(await (await call.get('/articles?page=1&pageSize=50')).json());
    expect(await publicList()).not.toContain(completed.titleEn);

    expect((await call.post(`/office/content/articles/${articleId}/publish`, editor, {})).status).toBe(200);
    expect(await publicList()).toContain(completed.titleEn);
    const [published] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(published).toMatchObject({
      status: 'published',
      publishedOn: '2026-11-23',
      imagePath: article!.imagePath,
    });

    const audit = await database.db
      .select({ subject: auditEvents.subject, action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(
        or(
          and(eq(auditEvents.subject, 'submission'), eq(auditEvents.subjectId, id)),
          and(eq(auditEvents.subject, 'article'), eq(auditEvents.subjectId, articleId)),
        ),
      )
      .orderBy(asc(auditEvents.id));
    expect(audit).toEqual([
      { subject: 'article', action: 'content.created', actorId: call.idOf(editor) },
      { subject: 'submission', action: 'submission.accepted', actorId: call.idOf(editor) },
      { subject: 'article', action: 'content.published', actorId: call.idOf(editor) },
    ]);

    await expectApiError(
      await call.post(`/office/submissions/${id}/decline`, editor, { reason: 'Too late' }),
      409,
      'submission_already_decided',
    );
    await expectApiError(
      await call.post(`/office/submissions/${id}/accept`, editor, completed),
      409,
      'submission_already_decided',
    );
  });

  it('keeps what the sender typed as text: markup in a submission is not markup in the article', async () => {
    const id = await sentIn();
    const typed = 'Scores <script>alert(1)</script> & <b>bold</b> "claims"';
    const response = await call.post(`/office/submissions/${id}/accept`, editor, {
      ...completed,
      bodyEn: typed,
    });
    const item = v.parse(SubmissionItemSchema, await response.json());
    const [article] = await database.db
      .select({ bodyEn: articles.bodyEn })
      .from(articles)
      .where(eq(articles.id, item.decision!.articleId!));
    expect(article!.bodyEn).toEqual([{ type: 'paragraph', children: [{ text: typed }] }]);
  });

  it('refuses an acceptance missing a language on its field and changes nothing, no draft made', async () => {
    const id = await sentIn();
    const articleCount = async () => (await database.db.select({ total: count() }).from(articles))[0]!.total;
    const before = await articleCount();
    const error = await expectApiError(
      await call.post(`/office/submissions/${id}/accept`, editor, {
        ...completed,
        titleAr: ' ',
        bodyAr: undefined,
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toMatchObject({ titleAr: ['validation.required'], bodyAr: ['validation.required'] });
    const [row] = await database.db.select().from(articleSubmissions).where(eq(articleSubmissions.id, id));
    expect(row).toMatchObject({ status: 'pending', articleId: null });
    expect(await articleCount()).toBe(before);
  });

  it('declines with a reason mailed in the language the sender wrote in', async () => {
    const id = await sentIn({
      email: 'mariam.writer@example.ae',
      authorName: 'مريم',
      title: 'يومي في البطولة',
      body: 'كان يوماً جميلاً في ميدان الشارقة.',
    });
    const response = await call.post(`/office/submissions/${id}/decline`, editor, {
      reason: 'المقال قصير جداً للنشر.',
    });
    expect(response.status).toBe(200);
    expect(v.parse(SubmissionItemSchema, await response.json())).toMatchObject({
      status: 'rejected',
      language: 'ar',
      decision: { reason: 'المقال قصير جداً للنشر.' },
    });
    const [mail] = await mailTo('mariam.writer@example.ae');
    expect(mail!.subject).toContain('يومي في البطولة');
    expect(mail!.body).toContain('المقال قصير جداً للنشر.');
    expect(mail!.body).toContain('عزيزنا مريم');
  });

  it('answers 404 for a submission that does not exist', async () => {
    await expectApiError(
      await call.post('/office/submissions/2147483647/decline', editor, { reason: 'x' }),
      404,
      'not_found',
    );
  });

  it('refuses the membership and finance officers (403)', async () => {
    for (const email of ['membership@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/submissions', email), 403, 'forbidden');
    }
  });
});
