import { ArticleSubmissionReceiptSchema, ContactMessageReceiptSchema, imageUpload } from '@uaeaf/contracts';
import { count, desc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { minimalPdf } from '../../test/pdf';
import { sendUpload, TestFile, uploadCookie, uploaded } from '../../test/uploads';
import type { DatabaseHandle } from '../db/client';
import { articleSubmissions, contactMessages, outgoingMail } from '../db/schema';
import { submissionsPerHour } from './rate-limit';

let database: DatabaseHandle;
let app: Hono;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  const picture = sharp({ create: { width: 40, height: 30, channels: 3, background: '#7c5e24' } });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture.clone().jpeg().toBuffer();
});
afterAll(() => database.close());

let nextAddress = 1;
/** Each test sends from its own address, so the hourly allowance of one test does not spill into the next. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** Posts as the browser that sent the image ahead (its upload cookie). */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshAddress(),
      cookie: uploadCookie,
      ...headers,
    },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
}

async function rows(table: typeof articleSubmissions | typeof contactMessages): Promise<number> {
  return (await database.db.select({ rows: count() }).from(table))[0]!.rows;
}

const article = {
  authorName: '  Hessa   Al Mazrouei ',
  email: 'hessa@example.ae',
  phone: '٠٥٠ ١٢٣ ٤٥٦٧',
  title: 'My first\nindoor season',
  body: 'I started archery last year.\r\n\r\nThis is what I learned.',
};

const contact = {
  name: 'Omar Al Hashmi',
  email: 'omar@example.ae',
  phone: '+971 50 123 4567',
  subject: 'Volunteering at tournaments',
  message: 'I would like to volunteer in Sharjah.',
};

describe('POST /api/articles/submissions', () => {
  it('stores a valid article as pending, with the image it sent ahead, re-encoded (decision 052)', async () => {
    const before = await rows(articleSubmissions);
    const image = await uploaded(app, new TestFile(png, 'image/png', 'bow.png'));
    const response = await post('/api/articles/submissions', { ...article, image });
    expect(response.status).toBe(201);
    expect(v.parse(ArticleSubmissionReceiptSchema, await response.json())).toEqual({ status: 'pending' });
    expect(await rows(articleSubmissions)).toBe(before + 1);
    const [stored] = await database.db
      .select()
      .from(articleSubmissions)
      .orderBy(desc(articleSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({
      authorName: 'Hessa Al Mazrouei',
      phone: '050 123 4567',
      title: 'My first indoor season',
      body: 'I started archery last year.\n\nThis is what I learned.',
      status: 'pending',
      imageType: 'image/png',
    });
    // The pixels sharp wrote: the same picture, not the bytes that were sent.
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect(await pixels(stored!.image!)).toEqual(await pixels(png));
    expect(stored!.clientAddress).toMatch(/^198\.51\.100\.\d+$/);
    // Claimed: a second article cannot take the same upload.
    const again = await post('/api/articles/submissions', { ...article, image });
    expect((await expectApiError(again, 400, 'validation_failed')).fields).toEqual({
      image: ['validation.uploadMissing'],
    });
  });

  it('stores an article without an image (null or left out)', async () => {
    const before = await rows(articleSubmissions);
    expect((await post('/api/articles/submissions', { ...article, image: null })).status).toBe(201);
    expect((await post('/api/articles/submissions', article)).status).toBe(201);
    expect(await rows(articleSubmissions)).toBe(before + 2);
  });

  it('takes a JPEG of exactly 1 MB ahead and refuses one byte more with validation.fileSize', async () => {
    // Noise after the end of the picture fills it to the limit; re-encoding drops it.
    const exactly = Buffer.concat([jpeg, Buffer.alloc(imageUpload.maxBytes - jpeg.length)]);
    const image = await uploaded(app, new TestFile(exactly, 'image/jpeg'));
    expect((await post('/api/articles/submissions', { ...article, image })).status).toBe(201);
    const tooBig = Buffer.concat([exactly, Buffer.from([0])]);
    await expectApiError(await sendUpload(app, tooBig, 'image/jpeg'), 413, 'payload_too_large');
  });

  it.each([
    ['a PDF', () => uploaded(app, new TestFile(minimalPdf(), 'application/pdf')), 'validation.fileType'],
    [
      "another browser's upload",
      async () => {
        const response = await app.request('/api/uploads', {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'x-forwarded-for': freshAddress() },
          body: png,
        });
        return { uploadId: ((await response.json()) as { id: string }).id };
      },
      'validation.uploadMissing',
    ],
    ['a file sent inline', async () => png.toString('base64'), 'validation.invalid'],
  ])('refuses %s as the image and stores nothing', async (_, image, message) => {
    const before = await rows(articleSubmissions);
    const error = await expectApiError(
      await post('/api/articles/submissions', { ...article, image: await image() }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ image: [message] });
    expect(await rows(articleSubmissions)).toBe(before);
  });

  it.each([
    [
      'every field missing',
      {},
      {
        authorName: ['validation.required'],
        email: ['validation.required'],
        phone: ['validation.required'],
        title: ['validation.required'],
        body: ['validation.required'],
      },
    ],
    [
      'blank text',
      { ...article, authorName: '   ', body: '\n\n' },
      { authorName: ['validation.required'], body: ['validation.required'] },
    ],
    [
      'a bad email and phone',
      { ...article, email: 'hessa@', phone: '12ab' },
      { email: ['validation.email'], phone: ['validation.phone'] },
    ],
    [
      'a title over 200 characters',
      { ...article, title: 'x'.repeat(201) },
      { title: ['validation.maxLength'] },
    ],
    [
      'an image that is no upload',
      { ...article, image: { uploadId: '../1' } },
      { image: ['validation.invalid'] },
    ],
    ['a number for a text', { ...article, title: 42 }, { title: ['validation.invalid'] }],
  ])('answers 400 with field ids for %s, storing nothing', async (_, body, fields) => {
    const before = await rows(articleSubmissions);
    const error = await expectApiError(
      await post('/api/articles/submissions', body),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual(fields);
    expect(await rows(articleSubmissions)).toBe(before);
  });

  it.each([
    ['not JSON', '{"authorName":', {}],
    ['JSON that is not an object', '"an article"', {}],
    ['a form post', JSON.stringify(article), { 'content-type': 'text/plain' }],
  ])('answers 400 for %s', async (_, body, headers) => {
    const before = await rows(articleSubmissions);
    const error = await expectApiError(
      await post('/api/articles/submissions', body, headers),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ '': ['validation.invalid'] });
    expect(await rows(articleSubmissions)).toBe(before);
  });

  it('answers 413 for a body over the 64 KiB JSON limit, before reading it', async () => {
    const body = JSON.stringify({ ...article, body: 'A'.repeat(70_000) });
    await expectApiError(await post('/api/articles/submissions', body), 413, 'payload_too_large');
  });
});

describe('POST /api/contact-messages', () => {
  it('stores a valid message and answers 201 received', async () => {
    const before = await rows(contactMessages);
    const response = await post('/api/contact-messages', contact);
    expect(response.status).toBe(201);
    expect(v.parse(ContactMessageReceiptSchema, await response.json())).toEqual({ status: 'received' });
    expect(await rows(contactMessages)).toBe(before + 1);
  });

  it.each([
    ['every field missing', {}, ['name', 'email', 'phone', 'subject', 'message']],
    ['a message over 5000 characters', { ...contact, message: 'x'.repeat(5001) }, ['message']],
    ['a bad email', { ...contact, email: 'omar at example' }, ['email']],
    ['a phone with too few digits', { ...contact, phone: '12345' }, ['phone']],
  ])('answers 400 with field ids for %s, storing nothing', async (_, body, fields) => {
    const before = await rows(contactMessages);
    const error = await expectApiError(await post('/api/contact-messages', body), 400, 'validation_failed');
    expect(Object.keys(error.fields!).sort()).toEqual([...fields].sort());
    expect(await rows(contactMessages)).toBe(before);
  });

  it('answers 413 for a body over 64 KB', async () => {
    await expectApiError(
      await post('/api/contact-messages', { ...contact, message: 'x'.repeat(70_000) }),
      413,
      'payload_too_large',
    );
  });
});

describe('rate limit per client address', () => {
  it(`accepts ${submissionsPerHour} forms an hour from one address, then 429 with Retry-After; other addresses and forms go on`, async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const before = await rows(contactMessages);
    for (let sent = 0; sent < submissionsPerHour; sent++) {
      expect((await post('/api/contact-messages', contact, address)).status).toBe(201);
    }
    const refused = await post('/api/contact-messages', contact, address);
    await expectApiError(refused, 429, 'too_many_submissions');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await rows(contactMessages)).toBe(before + submissionsPerHour);

    expect((await post('/api/contact-messages', contact)).status).toBe(201);
    expect((await post('/api/articles/submissions', article, address)).status).toBe(201);

    // The counts expire by the clock the limiter reads.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      expect((await post('/api/contact-messages', contact, address)).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  // Counted before the body is read (decision 048), so a flood of invalid or oversized bodies is held back too.
  it('counts invalid and oversized forms as well, and refuses the next one before reading its body', async () => {
    const address = { 'x-forwarded-for': '203.0.113.78' };
    for (let sent = 0; sent < submissionsPerHour; sent++) {
      const status = (
        await post(
          '/api/contact-messages',
          sent % 2 ? {} : { ...contact, message: 'x'.repeat(70_000) },
          address,
        )
      ).status;
      expect([400, 413]).toContain(status);
    }
    let pulled = false;
    // Pulled only when something reads it.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(contact)));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const before = await rows(contactMessages);
    const refused = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectApiError(refused, 429, 'too_many_submissions');
    expect(pulled).toBe(false);
    expect(await rows(contactMessages)).toBe(before);
  });
});

describe('the acknowledgement a sender is mailed (decision 087)', () => {
  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(outgoingMail)
      .where(sql`lower(${outgoingMail.recipient}) = ${email.toLowerCase()}`)
      .orderBy(outgoingMail.id);

  it('answers a message in the language it was written in, repeating nothing the sender typed', async () => {
    const email = 'ack.contact@example.ae';
    expect((await post('/api/contact-messages', { ...contact, email })).status).toBe(201);
    const [english] = await mailsTo(email);
    expect(english!.subject).toBe('UAE Archery Federation: we received your message');
    expect(english!.body).toContain('reply to this address within 3 working days');
    expect(english!.html).toContain('dir="ltr"');
    for (const typed of [contact.name, contact.subject, contact.message, contact.phone]) {
      expect(english!.body).not.toContain(typed);
      expect(english!.html).not.toContain(typed);
    }
    const arabicEmail = 'ack.contact.ar@example.ae';
    const arabic = { ...contact, email: arabicEmail, message: 'أود التطوع في البطولات في الشارقة.' };
    expect((await post('/api/contact-messages', arabic)).status).toBe(201);
    const [mail] = await mailsTo(arabicEmail);
    expect(mail!.subject).toBe('اتحاد الإمارات للقوس والسهم: استلمنا رسالتك');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('acknowledges an article, and mails one address at most once a day whatever the form and client', async () => {
    const email = 'Ack.Article@example.ae';
    expect((await post('/api/articles/submissions', { ...article, email })).status).toBe(201);
    expect((await post('/api/articles/submissions', { ...article, email: email.toLowerCase() })).status).toBe(
      201,
    );
    expect((await post('/api/contact-messages', { ...contact, email })).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['UAE Archery Federation: we received your article']);
    expect(mails[0]!.body).toContain('http://localhost:3000/en/articles');
    expect(mails[0]!.body).not.toContain(article.title.split('\n')[0]);
  });
});
