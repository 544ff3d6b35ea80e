import { FeeCatalogueSchema, ServiceFeesSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { fees } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const finance = 'finance@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function feesOf(email: string) {
  const response = await call.get('/account/services/fees', email);
  expect(response.status).toBe(200);
  return v.parse(ServiceFeesSchema, await response.json()).items;
}

/** The finance office's catalogue of the active season, by fee code. */
async function catalogue() {
  const response = await call.get('/office/fees', finance);
  expect(response.status).toBe(200);
  const { season, items } = v.parse(FeeCatalogueSchema, await response.json());
  return { seasonId: season.id, amount: new Map(items.map((fee) => [fee.code, fee.amountFils])) };
}

describe('GET /api/account/services/fees', () => {
  it("answers the services a member's kind may ask for, in order, at this season's catalogue amounts", async () => {
    const { amount } = await catalogue();
    expect(await feesOf('player@example.ae')).toEqual([
      { kind: 'playerRelease', amountFils: amount.get('electronicServices.letter') },
      { kind: 'playerTransfer', amountFils: amount.get('electronicServices.transfer') },
      { kind: 'internationalCode', amountFils: amount.get('electronicServices.certificate') },
      { kind: 'equipmentImport', amountFils: amount.get('electronicServices.letter') },
    ]);
    expect((await feesOf('club@example.ae')).map((item) => item.kind)).toEqual([
      'playerRelease',
      'playerTransfer',
      'eventOrganisation',
      'equipmentImport',
    ]);
    expect((await feesOf('player@example.ae')).every((item) => typeof item.amountFils === 'number')).toBe(
      true,
    );
    expect(await feesOf('person@example.ae')).toEqual([]);
    await expectApiError(await call.get('/account/services/fees'), 401, 'unauthenticated');
  });

  it('follows the finance office: a changed amount at once, null for a fee the season has not priced', async () => {
    const { seasonId } = await catalogue();
    expect(
      (await call.put('/office/fees/electronicServices.transfer', finance, { seasonId, amountFils: 31_500 }))
        .status,
    ).toBe(200);
    await database.db
      .delete(fees)
      .where(and(eq(fees.seasonId, seasonId), eq(fees.code, 'electronicServices.certificate')));
    expect(await feesOf('coach@example.ae')).toEqual([{ kind: 'internationalCode', amountFils: null }]);
    expect(
      (await feesOf('player@example.ae')).find((item) => item.kind === 'playerTransfer')?.amountFils,
    ).toBe(31_500);
  });
});
