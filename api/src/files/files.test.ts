import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { minimalPdf } from '../../test/pdf';
import { png } from '../../test/registration-bodies';
import type { DatabaseHandle } from '../db/client';
import { files } from '../db/schema';
import { fileUrl } from './files';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

async function stored(fileName: string, contentType: string, bytes: Buffer) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await database.db
    .insert(files)
    .values({ fileName, contentType, byteSize: bytes.length, sha256, bytes })
    .returning({ id: files.id });
  return fileUrl(row!.id);
}

describe('GET /api/files/:id serves a file as what it is (decision 052)', () => {
  it.each([
    ['an image, inline: pages show it', 'team.png', 'image/png', png.bytes, 'inline'],
    ['a PDF, as an attachment', 'rules.pdf', 'application/pdf', minimalPdf(), 'attachment'],
    [
      'a document of another type, as an attachment',
      'results.xlsx',
      'application/vnd.ms-excel',
      Buffer.from('x'),
      'attachment',
    ],
  ])('%s, under its stored type, nosniff', async (_, name, type, bytes, disposition) => {
    const response = await app.request(await stored(name, type, bytes));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBe(`${disposition}; filename="${name}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });
});
