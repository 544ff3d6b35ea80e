import { OfficeSeasonListSchema, OfficeSeasonSchema, seasonMessages } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { feeAmountOn } from '../../billing/fees';
import { uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';
import { seasons } from '../../db/schema';
import { seasonOf } from '../../reference/seasons';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const now = new Date();
const today = uaeToday(now);
const current = seasonOf(today);
const startYear = Number(current.startDate.slice(0, 4));
/** The season after the next one (the install step already made the current and the next). */
const later = {
  name: `${startYear + 2}-${startYear + 3}`,
  startDate: `${startYear + 2}-09-01`,
  endDate: `${startYear + 3}-08-31`,
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const admin = 'admin@example.ae';

async function list() {
  return v.parse(OfficeSeasonListSchema, await (await call.get('/office/seasons', admin)).json()).items;
}

describe('seasons in the office', () => {
  it('adds a later season, inactive', async () => {
    const response = await call.post('/office/seasons', admin, later);
    expect(response.status).toBe(201);
    expect(v.parse(OfficeSeasonSchema, await response.json())).toMatchObject({ ...later, isActive: false });
    expect((await list()).map((season) => season.name)).toContain(later.name);
  });

  it('refuses a season sharing days with another on its start date, and a name taken, changing nothing', async () => {
    const before = await list();
    const overlap = await expectApiError(
      await call.post('/office/seasons', admin, {
        name: `${startYear + 3}-${startYear + 3}`,
        startDate: `${startYear + 3}-08-01`,
        endDate: `${startYear + 3}-12-31`,
      }),
      400,
      'validation_failed',
    );
    expect(overlap.fields).toEqual({ startDate: [seasonMessages.overlap] });
    const taken = await expectApiError(
      await call.post('/office/seasons', admin, later),
      400,
      'validation_failed',
    );
    expect(taken.fields).toEqual({ name: [seasonMessages.nameTaken] });
    expect(await list()).toEqual(before);
  });

  it('makes the next season active, leaving exactly one active, and fees still priced by the day', async () => {
    const feeBefore = await feeAmountOn(database.db, 'seasonSubscription.club', today);
    const nextName = `${startYear + 1}-${startYear + 2}`;
    const next = (await list()).find((season) => season.name === nextName)!;
    const response = await call.post(`/office/seasons/${next.id}/activate`, admin, {});
    expect(response.status).toBe(200);
    expect(v.parse(OfficeSeasonSchema, await response.json())).toMatchObject({
      name: nextName,
      isActive: true,
    });
    expect((await list()).filter((season) => season.isActive).map((season) => season.name)).toEqual([
      nextName,
    ]);
    // Fees find their season by the day, not by the active flag: today's amount is the current season's still.
    expect(await feeAmountOn(database.db, 'seasonSubscription.club', today)).toBe(feeBefore);
    expect(feeBefore).toBeDefined();
  });

  it('keeps one active season in the database itself', async () => {
    await expect(
      database.db.update(seasons).set({ isActive: true }).where(eq(seasons.name, later.name)),
    ).rejects.toThrow();
  });

  it('refuses making an ended season active (409)', async () => {
    const [past] = await database.db
      .insert(seasons)
      .values({ name: '2001-2002', startDate: '2001-09-01', endDate: '2002-08-31' })
      .returning({ id: seasons.id });
    await expectApiError(
      await call.post(`/office/seasons/${past!.id}/activate`, admin, {}),
      409,
      'season_ended',
    );
  });

  it('refuses every office role but the administrator (403)', async () => {
    for (const email of ['membership@example.ae', 'editor@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/seasons', email), 403, 'forbidden');
      await expectApiError(await call.post('/office/seasons', email, later), 403, 'forbidden');
    }
  });
});
