import { LookupsResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe('GET /api/lookups', () => {
  it('answers the lists of the registration forms, cached for an hour', async () => {
    const response = await app.request('/api/lookups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const lookups = v.parse(LookupsResponseSchema, await response.json());

    expect(lookups.genders).toEqual([
      { id: 1, nameAr: 'ذكر', nameEn: 'Male' },
      { id: 2, nameAr: 'أنثى', nameEn: 'Female' },
    ]);
    expect(lookups.emirates.map((emirate) => emirate.id)).toHaveLength(7);
    expect(lookups.clubCategories.map((category) => category.id)).toEqual([
      'men',
      'women',
      'junior',
      'juniorWomen',
    ]);
    expect(lookups.qualifications.length).toBeGreaterThan(0);
    expect(lookups.uniformSizes.length).toBeGreaterThan(0);
  });

  it('lists at least 40 nationalities under distinct ids and ISO codes, the UAE and the GCC first', async () => {
    const { nationalities } = v.parse(
      LookupsResponseSchema,
      await (await app.request('/api/lookups')).json(),
    );
    expect(nationalities.length).toBeGreaterThanOrEqual(40);
    expect(new Set(nationalities.map((nationality) => nationality.id)).size).toBe(nationalities.length);
    expect(new Set(nationalities.map((nationality) => nationality.code)).size).toBe(nationalities.length);
    expect(nationalities.slice(0, 6).map((nationality) => nationality.code)).toEqual([
      'AE',
      'SA',
      'KW',
      'QA',
      'BH',
      'OM',
    ]);
    expect(nationalities[0]!.name).toEqual({ ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' });
    for (const { name } of nationalities) {
      expect(name.ar).toMatch(/^[\p{Script=Arabic}\p{M}\s]+$/u);
      expect(name.en).toMatch(/^[\p{Script=Latin}\s]+$/u);
    }
    expect(nationalities.map((nationality) => nationality.code)).toEqual(
      expect.arrayContaining(['IN', 'PK', 'PH', 'EG', 'GB', 'US', 'JO', 'SY', 'LB', 'BD']),
    );
  });
});
