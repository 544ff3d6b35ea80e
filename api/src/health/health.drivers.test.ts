import { HealthResponseSchema, TournamentsResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

// One database for both states: the tests run in order, and the second one takes the database away.
describe('GET /api/health', () => {
  it('answers ok with the kind of database once the database answers a query', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(HealthResponseSchema, await response.json())).toEqual({
      status: 'ok',
      database: database.kind,
    });
  });

  describe('when the database is gone', () => {
    beforeAll(() => database.close());

    it('answers 503 with the error body', async () => {
      const response = await app.request('/api/health');
      expect(response.headers.get('cache-control')).toBe('no-store');
      await expectApiError(response, 503, 'database_unavailable');
    });

    it('answers 500 on data endpoints without revealing the cause', async () => {
      const response = await app.request('/api/tournaments');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const error = await expectApiError(response, 500, 'internal_error');
      expect(error).toEqual({ code: 'internal_error', message: 'Internal Server Error' });
      expect(v.is(TournamentsResponseSchema, error)).toBe(false);
    });
  });
});
