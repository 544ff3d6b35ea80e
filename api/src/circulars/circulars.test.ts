import { CircularDetailSchema, CircularListResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { getContent, itAnswers404ForBadIds, itPaginates } from '../../test/content';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { circulars } from '../db/schema';
import { eq } from 'drizzle-orm';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/circulars', () => {
  it('lists the newest first, each with its attachments to download', async () => {
    const page = await getContent(app, '/api/circulars', CircularListResponseSchema);
    // 14 demo circulars, of which 05/, 10/ and 11/2026 are addressed to some member kinds only (their account pages).
    expect(page.total).toBe(11);
    expect(page.items.map((item) => item.number)).not.toContain('10/2026');
    expect(page.items[0]).toMatchObject({ number: '14/2026', issuedOn: '2026-11-12' });
    const dates = page.items.map((item) => item.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.every((item) => item.attachments.length > 0)).toBe(true);
    expect(page.items[0]!.attachments.map((attachment) => attachment.name.en)).toEqual([
      'Circular 14/2026 (full text)',
      'Competition calendar',
    ]);
    expect(page.items[0]!.attachments[0]).toMatchObject({
      mimeType: 'application/pdf',
      url: expect.stringMatching(/^\/api\/files\/\d+$/),
    });
  });

  itPaginates(() => app, '/api/circulars', CircularListResponseSchema);

  it('searches the titles in both languages and the number', async () => {
    const arabic = await getContent(
      app,
      `/api/circulars?q=${encodeURIComponent('المنشطات')}`,
      CircularListResponseSchema,
    );
    expect(arabic.items.map((item) => item.number)).toEqual(['06/2026']);
    const english = await getContent(app, '/api/circulars?q=dress%20CODE', CircularListResponseSchema);
    expect(english.items.map((item) => item.number)).toEqual(['09/2026']);
    const byNumber = await getContent(app, '/api/circulars?q=12%2F2026', CircularListResponseSchema);
    expect(byNumber.items.map((item) => item.number)).toEqual(['12/2026']);
  });
});

describe('GET /api/circulars/:id', () => {
  it('answers 404 for a circular addressed to some member kinds only', async () => {
    const [row] = await database.db
      .select({ id: circulars.id })
      .from(circulars)
      .where(eq(circulars.number, '10/2026'));
    expect((await app.request(`/api/circulars/${row!.id}`)).status).toBe(404);
  });

  it('answers the circular with its body, or body null when it is only its attachments', async () => {
    const { items } = await getContent(app, '/api/circulars?pageSize=48', CircularListResponseSchema);
    const withBody = await getContent(
      app,
      `/api/circulars/${items.find((item) => item.number === '12/2026')!.id}`,
      CircularDetailSchema,
    );
    expect(withBody.body!.en[1]).toMatchObject({ type: 'list', ordered: true });
    const filesOnly = await getContent(
      app,
      `/api/circulars/${items.find((item) => item.number === '08/2026')!.id}`,
      CircularDetailSchema,
    );
    expect(filesOnly).toMatchObject({ body: null });
    expect(filesOnly.attachments).toHaveLength(2);
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/circulars/${id}`,
  );
});

describe('GET /api/files/:id', () => {
  it('serves an attachment as the PDF its listing describes, cached and revalidated by ETag', async () => {
    const { items } = await getContent(app, '/api/circulars?q=14%2F2026', CircularListResponseSchema);
    const attachment = items[0]!.attachments[0]!;
    const response = await app.request(attachment.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // A download, never rendered on the API's origin (decision 052).
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="circular-14-2026.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(attachment.size);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Circular No. 14/2026)');
    // The cross-reference table points at each object: a PDF reader depends on these offsets.
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );

    const etag = response.headers.get('etag')!;
    const again = await app.request(attachment.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  itAnswers404ForBadIds(
    () => app,
    (id) => `/api/files/${id}`,
  );
});
