import { imageUpload, UploadReceiptSchema, uploadIdPattern } from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError, silentLogger, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { pdf, png } from '../../test/registration-bodies';
import { sendUpload, uploadCookie, uploaded } from '../../test/uploads';
import type { DatabaseHandle } from '../db/client';
import { uploads } from '../db/schema';
import { uploadsPerHour } from '../submissions/rate-limit';
import { startShortLivedRowsJob } from '../jobs/short-lived-rows-job';
import { deleteExpiredUploads, uploadLifetimeMs } from './store';

let database: DatabaseHandle;
let app: Hono;
const clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: clock });
});
afterAll(() => database.close());

const storedUploads = async () => (await database.db.select({ rows: count() }).from(uploads))[0]!.rows;

/** A small PNG claiming width x height (1-bit grey): its header says so, its data is a few compressed bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A body that records whether anything read it. */
function watchedBody(bytes: Uint8Array) {
  const watch = { pulled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.pulled = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { watch, stream };
}

describe('POST /api/uploads', () => {
  it('stores a PNG and a PDF for this browser and answers an unguessable id', async () => {
    const response = await sendUpload(app, png.bytes, 'image/png');
    expect(response.status).toBe(201);
    const { id } = v.parse(UploadReceiptSchema, await response.json());
    expect(id).toMatch(uploadIdPattern);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ contentType: 'image/png', memberId: null });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The browser's token was sent, so none is set again; the id of another upload differs.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await uploaded(app, pdf)).uploadId).not.toBe(id);
  });

  it('gives a browser without a token one, HttpOnly and for the API only, for a day', async () => {
    const response = await app.request('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-forwarded-for': '192.0.2.201' },
      body: pdf.bytes,
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^uaeaf_upload=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=86400');
  });

  it("records the member signed in as the upload's owner", async () => {
    const call = await demoCallers(app, database);
    const cookie = await call.as('club@example.ae');
    const { uploadId } = await uploaded(app, png, cookie);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row!.memberId).toEqual(expect.any(Number));
  });

  it('stores a JPEG re-encoded: metadata and anything appended after the image are gone', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#225588' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'FuzzCam' } })
      .toBuffer();
    // A polyglot: a valid JPEG with a page appended after its end marker.
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const { id } = v.parse(UploadReceiptSchema, await (await sendUpload(app, polyglot, 'image/jpeg')).json());
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, id));
    const bytes = Buffer.from(row!.bytes);
    expect(bytes.includes('FuzzCam')).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'an HTML page starting with FF D8 FF',
      'image/jpeg',
      () =>
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
      'validation.fileType',
    ],
    [
      'a bare 12-byte PNG header',
      'image/png',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'validation.fileType',
    ],
    [
      'a PNG of 65535 x 65535 pixels',
      'image/png',
      () => pngClaiming(65_535, 65_535),
      'validation.imagePixels',
    ],
    // The review's 38 KB grayscale PNG took 4 s to decode and re-encode; its header is enough to refuse it.
    ['a PNG of 6300 x 6300 pixels', 'image/png', () => pngClaiming(6300, 6300), 'validation.imagePixels'],
    [
      'a PNG one row over 12 megapixels',
      'image/png',
      () => pngClaiming(4000, 3001),
      'validation.imagePixels',
    ],
    [
      'a truncated JPEG',
      'image/jpeg',
      async () => {
        // Noise, so the scan data is most of the file and half of it leaves the header whole.
        const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
        const jpeg = await sharp({
          create: { width: 64, height: 48, channels: 3, background: '#000', noise },
        })
          .jpeg()
          .toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      'validation.imageUnreadable',
    ],
    [
      'a PDF header with nothing a reader can use',
      'application/pdf',
      () => Buffer.from('%PDF-1.7\n<html></html>\n%%EOF\n'),
      'validation.pdfType',
    ],
    ['a PNG sent as a JPEG', 'image/jpeg', () => png.bytes, 'validation.fileType'],
    [
      'a text file sent as a PDF',
      'application/pdf',
      () => Buffer.from('hello, not a pdf'),
      'validation.pdfType',
    ],
    ['an HTML page', 'text/html', () => Buffer.from('<html></html>'), 'validation.imageOrPdfType'],
    ['nothing', 'image/png', () => Buffer.alloc(0), 'validation.required'],
  ])('refuses %s on the file, storing nothing', async (_, type, file, message) => {
    const before = await storedUploads();
    const bytes = await file();
    const error = await expectApiError(await sendUpload(app, bytes, type), 400, 'validation_failed');
    expect(error.fields).toEqual({ file: [message] });
    expect(await storedUploads()).toBe(before);
  });

  it.each([
    ['an image over 1 MB', 'image/png', 1_048_577],
    ['a PDF over 2 MB', 'application/pdf', 2_097_153],
  ])('refuses %s by its length before reading any of it', async (_, type, size) => {
    const { watch, stream } = watchedBody(new Uint8Array(16));
    const response = await app.request('/api/uploads', {
      method: 'POST',
      headers: {
        'content-type': type,
        'content-length': String(size),
        cookie: uploadCookie,
        'x-forwarded-for': '192.0.2.202',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectApiError(response, 413, 'payload_too_large');
    expect(watch.pulled).toBe(false);
  });

  it('refuses a body longer than it said at the first byte over the limit', async () => {
    const big = Buffer.concat([png.bytes, Buffer.alloc(1_048_577)]);
    await expectApiError(await sendUpload(app, big, 'image/png'), 413, 'payload_too_large');
  });

  it(`answers 429 after ${uploadsPerHour} uploads an hour from one address, before reading the body`, async () => {
    const headers = { 'content-type': 'image/png', cookie: uploadCookie, 'x-forwarded-for': '192.0.2.203' };
    // Refused ones count too; they are cheap to send many of.
    for (let sent = 0; sent < uploadsPerHour; sent++) {
      const response = await app.request('/api/uploads', { method: 'POST', headers, body: 'not a png' });
      expect(response.status).toBe(400);
    }
    const { watch, stream } = watchedBody(png.bytes);
    const refused = await app.request('/api/uploads', {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectApiError(refused, 429, 'too_many_submissions');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(watch.pulled).toBe(false);
  });
});

describe('the cost of decoding images', () => {
  it(`takes an image of ${imageUpload.maxPixels / 1e6} megapixels`, async () => {
    const largest = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    expect((await sendUpload(app, largest, 'image/png')).status).toBe(201);
  });

  it('decodes one image at a time, however many arrive together', async () => {
    let decoding = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (this: Sharp) {
      most = Math.max(most, ++decoding);
      try {
        return (await toBuffer.call(this)) as never;
      } finally {
        decoding--;
      }
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => sendUpload(app, png.bytes, 'image/png')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(1);
  });

  it('counts an image against the hourly allowance by its pixels: one upload more per 4 megapixels', async () => {
    const headers = { 'content-type': 'image/png', cookie: uploadCookie, 'x-forwarded-for': '192.0.2.204' };
    const send = (body: Uint8Array | string) =>
      app.request('/api/uploads', { method: 'POST', headers, body });
    for (let sent = 0; sent < uploadsPerHour - 5; sent++) expect((await send('not a png')).status).toBe(400);
    // 12 megapixels: one upload and three more, counted from its header before it is decoded.
    const error = await expectApiError(await send(pngClaiming(4000, 3000)), 400, 'validation_failed');
    expect(error.fields).toEqual({ file: ['validation.imageUnreadable'] });
    expect((await send('not a png')).status).toBe(400);
    await expectApiError(await send('not a png'), 429, 'too_many_submissions');
  });

  it('refuses an image its pixels would take past the allowance, without decoding it', async () => {
    const headers = { 'content-type': 'image/png', cookie: uploadCookie, 'x-forwarded-for': '192.0.2.205' };
    const send = (body: Uint8Array | string) =>
      app.request('/api/uploads', { method: 'POST', headers, body });
    for (let sent = 0; sent < uploadsPerHour - 2; sent++) expect((await send('not a png')).status).toBe(400);
    const spy = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      await expectApiError(await send(pngClaiming(4000, 3000)), 429, 'too_many_submissions');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('unclaimed uploads', () => {
  it('are deleted after a day by the scheduled job, younger ones kept', async () => {
    const old = await uploaded(app, png);
    const young = await uploaded(app, png);
    const aged = (ms: number) => new Date(clock.getTime() - ms);
    await database.db
      .update(uploads)
      .set({ createdAt: aged(uploadLifetimeMs + 60_000) })
      .where(eq(uploads.id, old.uploadId));
    await database.db
      .update(uploads)
      .set({ createdAt: aged(uploadLifetimeMs - 60_000) })
      .where(eq(uploads.id, young.uploadId));
    const job = await startShortLivedRowsJob(database, {
      logger: silentLogger,
      now: () => clock,
      pollingIntervalSeconds: 0.5,
    });
    const exists = async (id: string) =>
      (await database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length === 1;
    try {
      await job.runNow();
      await expect.poll(() => exists(old.uploadId), { timeout: 15_000 }).toBe(false);
      expect(await exists(young.uploadId)).toBe(true);
    } finally {
      await job.stop();
    }
    expect(await deleteExpiredUploads(database.db, clock)).toBe(0);
  });
});
