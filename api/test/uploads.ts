import { UploadReceiptSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';

/**
 * Files as forms send them since decision 052: each goes ahead to `POST /api/uploads`, and the form's JSON refers to
 * it. A test body holds `TestFile`s where the files go; `withUploads` sends them and puts the references in place.
 */
export class TestFile {
  constructor(
    readonly bytes: Buffer,
    readonly type: string,
    readonly name = 'file',
  ) {}
}

/** The test browser's upload token: anonymous forms send the cookie their files were uploaded with. */
export const uploadCookie = `uaeaf_upload=${'t'.repeat(43)}`;

let nextAddress = 1;
/** Each upload from its own address, so the hourly allowance of uploads stays out of the tests' way. */
const uploadAddress = () => `198.51.${nextAddress >> 8}.${nextAddress++ & 255}`;

/** `cookie` with the test browser's upload cookie added. */
export function withUploadCookie(cookie?: string): string {
  return cookie ? `${cookie}; ${uploadCookie}` : uploadCookie;
}

/** Sends a file ahead as the browser does; `cookie` is a session's, if the test is signed in. */
export function sendUpload(app: Hono, bytes: Uint8Array, type: string, cookie?: string) {
  return app.request('/api/uploads', {
    method: 'POST',
    headers: { 'content-type': type, cookie: withUploadCookie(cookie), 'x-forwarded-for': uploadAddress() },
    body: bytes,
  });
}

/** Uploads a file and returns the reference a form sends for it. */
export async function uploaded(app: Hono, file: TestFile, cookie?: string) {
  const response = await sendUpload(app, file.bytes, file.type, cookie);
  expect(response.status, `upload of ${file.name} (${file.type})`).toBe(201);
  const { id } = v.parse(UploadReceiptSchema, await response.json());
  return { uploadId: id, name: file.name };
}

/** The body with every `TestFile` in it (nested ones too) uploaded and replaced by its reference. */
export async function withUploads(app: Hono, body: unknown, cookie?: string): Promise<unknown> {
  if (body instanceof TestFile) return uploaded(app, body, cookie);
  if (Array.isArray(body)) return Promise.all(body.map((item) => withUploads(app, item, cookie)));
  if (typeof body !== 'object' || body === null) return body;
  const entries = await Promise.all(
    Object.entries(body).map(async ([key, value]) => [key, await withUploads(app, value, cookie)] as const),
  );
  return Object.fromEntries(entries);
}
