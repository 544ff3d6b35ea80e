import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { handleError } from './errors';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('errors', () => {
  it.each(['/api/nope', '/api/tournaments/', '/api', '/', '/index.html'])(
    'answers 404 JSON for the unknown route %s',
    async (path) => {
      const error = await expectApiError(await app.request(path), 404, 'not_found');
      expect(error.message).toContain(path);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers 405 with Allow for %s on a GET route',
    async (method) => {
      const response = await app.request('/api/age-categories', { method });
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      await expectApiError(response, 405, 'method_not_allowed');
    },
  );

  it('serves HEAD from GET routes', async () => {
    const response = await app.request('/api/social-media', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 413 for a body over the limit, before reading it', async () => {
    const body = new Uint8Array(3 * 1024 * 1024);
    const response = await app.request('/api/tournaments', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
    });
    await expectApiError(response, 413, 'payload_too_large');
  });
});

describe('text the database cannot store', () => {
  // The body checks refuse these first (below); this is what a route answers if one still reaches PostgreSQL.
  it.each([
    ['a NUL in text', sql`select ${'a\u0000b'}::text`],
    ['a NUL escape in JSON', sql`select ${'{"name": "a\\u0000b"}'}::jsonb ->> 'name'`],
    ['a lone surrogate in JSON', sql`select ${JSON.stringify({ name: '\ud800' })}::jsonb`],
  ])('answers 400 validation_failed, never 500, for %s', async (_, query) => {
    const probe = new Hono();
    probe.onError(handleError({ info: () => {}, error: () => {} }));
    probe.get('/probe', async (c) => c.json(await database.db.execute(query)));
    await expectApiError(await probe.request('/probe'), 400, 'validation_failed');
  });

  it('refuses a NUL or a lone surrogate anywhere in a JSON body, naming the field', async () => {
    const response = await app.request('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ali', extra: { deep: ['x\u0000'] }, subject: '\ud800' }),
    });
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(error.fields).toMatchObject({
      'extra.deep.0': ['validation.textCharacters'],
      subject: ['validation.textCharacters'],
    });
  });

  it('answers 400 for a body nested deeper than a recursive walk could go', async () => {
    const response = await app.request('/api/articles/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // 30,000 deep: past what a recursive walk's stack takes, within the 64 KiB a JSON body may have.
      body: `${'['.repeat(30_000)}"\u0000"${']'.repeat(30_000)}`,
    });
    expect(response.status).toBe(400);
  });
});
describe('security headers', () => {
  it('come with every answer: no sniffing, no framing, a short referrer, nothing loaded; no HSTS over plain HTTP', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS when a proxy in front terminated TLS', async () => {
    const response = await app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
