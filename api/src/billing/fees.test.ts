import { BillingErrorCodes, FeeCatalogueSchema, FeeCodes, FeeSchema } from '@uaeaf/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { auditEvents, billLines, bills, fees, seasons } from '../db/schema';
import { ApiError } from '../http/errors';
import { seasonOf } from '../reference/seasons';
import { billFee } from './fees';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const officer = 'finance@example.ae';
const today = uaeToday(new Date());

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function seasonId(name: string): Promise<number> {
  const [row] = await database.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, name));
  return row!.id;
}

async function catalogue(query = '') {
  const response = await call.get(`/office/fees${query}`, officer);
  expect(response.status).toBe(200);
  return v.parse(FeeCatalogueSchema, await response.json());
}

function setFee(code: string, body: unknown, email = officer) {
  return call.put(`/office/fees/${code}`, email, body);
}

function feeAudit(season: number) {
  return database.db
    .select({
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      reason: auditEvents.reason,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, 'fee'), eq(auditEvents.subjectId, season)))
    .orderBy(asc(auditEvents.id));
}

describe('GET /api/office/fees', () => {
  it("answers the active season's catalogue: every fee named in both languages, the demo amounts in fils", async () => {
    const answer = await catalogue();
    expect(answer.season).toMatchObject({ name: seasonOf(today).name, active: true });
    expect(answer.items.map((fee) => fee.code)).toEqual([...FeeCodes]);
    expect(answer.items.find((fee) => fee.code === 'seasonSubscription.archer')).toMatchObject({
      category: 'seasonSubscription',
      name: { ar: 'اشتراك الموسم: رامٍ', en: 'Season subscription: archer' },
      amountFils: 30_000,
    });
    expect(answer.items.every((fee) => /[\u0600-\u06FF]/.test(fee.name.ar) && fee.name.en.length > 0)).toBe(
      true,
    );
    // Newest first: next season, this one, and the last one the demo tournaments fall in.
    expect(answer.seasons.map((season) => season.startDate)).toEqual(
      [...answer.seasons.map((season) => season.startDate)].sort().reverse(),
    );
  });

  it('answers another season by id, unpriced fees as null, and 404 for a season that does not exist', async () => {
    const [past] = await database.db.select().from(seasons).where(lt(seasons.endDate, today));
    const answer = await catalogue(`?seasonId=${past!.id}`);
    expect(answer.season.name).toBe(past!.name);
    expect(answer.items.every((fee) => fee.amountFils === null && fee.updatedAt === null)).toBe(true);
    await expectApiError(await call.get('/office/fees?seasonId=999999', officer), 404, 'not_found');
    const bad = await expectApiError(
      await call.get('/office/fees?seasonId=abc', officer),
      400,
      'validation_failed',
    );
    expect(bad.fields).toEqual({ seasonId: ['validation.invalid'] });
  });
});

describe('PUT /api/office/fees/:code', () => {
  it('sets a fee of a season with an audit row of the amounts, and setting the same amount writes nothing', async () => {
    const next = await seasonId(seasonOf(`${Number(seasonOf(today).endDate.slice(0, 4))}-09-01`).name);
    const response = await setFee('licenseRenewal.coach', { seasonId: next, amountFils: 27_550 });
    expect(response.status).toBe(200);
    expect(v.parse(FeeSchema, await response.json())).toMatchObject({
      code: 'licenseRenewal.coach',
      amountFils: 27_550,
    });
    expect((await setFee('licenseRenewal.coach', { seasonId: next, amountFils: 27_550 })).status).toBe(200);
    expect(await feeAudit(next)).toEqual([
      {
        actorId: call.idOf(officer),
        action: 'fee.changed',
        fromStatus: '25000',
        toStatus: '27550',
        reason: 'licenseRenewal.coach',
      },
    ]);
    const read = await catalogue(`?seasonId=${next}`);
    expect(read.items.find((fee) => fee.code === 'licenseRenewal.coach')!.amountFils).toBe(27_550);
  });

  it('prices a fee that had no amount (from null), free being 0', async () => {
    const current = await seasonId(seasonOf(today).name);
    await database.db
      .delete(fees)
      .where(and(eq(fees.seasonId, current), eq(fees.code, 'electronicServices.transfer')));
    expect((await setFee('electronicServices.transfer', { seasonId: current, amountFils: 0 })).status).toBe(
      200,
    );
    expect((await feeAudit(current)).at(-1)).toMatchObject({ fromStatus: null, toStatus: '0' });
  });

  it('refuses a season that has ended (409 season_closed) and changes nothing', async () => {
    const [past] = await database.db.select().from(seasons).where(lt(seasons.endDate, today));
    await expectApiError(
      await setFee('membershipCards.new', { seasonId: past!.id, amountFils: 100 }),
      409,
      BillingErrorCodes.seasonClosed,
    );
    expect(await database.db.select().from(fees).where(eq(fees.seasonId, past!.id))).toEqual([]);
    expect(await feeAudit(past!.id)).toEqual([]);
  });

  it('answers 404 for an unknown fee code or season, and 400 for amounts that are not whole fils', async () => {
    const current = await seasonId(seasonOf(today).name);
    await expectApiError(
      await setFee('parking.fine', { seasonId: current, amountFils: 100 }),
      404,
      'not_found',
    );
    await expectApiError(
      await setFee('membershipCards.new', { seasonId: 999999, amountFils: 100 }),
      404,
      'not_found',
    );
    for (const [amountFils, message] of [
      [10.5, 'validation.invalid'],
      [-1, 'validation.minValue'],
      [100_000_001, 'validation.maxValue'],
      ['100', 'validation.invalid'],
    ] as const) {
      const error = await expectApiError(
        await setFee('membershipCards.new', { seasonId: current, amountFils }),
        400,
        'validation_failed',
      );
      expect(error.fields).toEqual({ amountFils: [message] });
    }
  });

  it('is for the finance office: the membership officer is refused', async () => {
    const current = await seasonId(seasonOf(today).name);
    await expectApiError(
      await setFee('membershipCards.new', { seasonId: current, amountFils: 1 }, 'membership@example.ae'),
      403,
      'forbidden',
    );
  });
});

describe('billFee', () => {
  it("bills a catalogue fee at the amount of the season the day falls in, with the fee's name", async () => {
    const memberId = call.idOf('coach@example.ae');
    const nextStart = `${Number(seasonOf(today).endDate.slice(0, 4))}-09-01`;
    const [thisSeason, nextSeason] = await database.db.transaction(async (tx) => [
      await billFee(tx, { memberId, feeCode: 'seasonSubscription.archer', actorId: null, day: today }),
      await billFee(tx, { memberId, feeCode: 'seasonSubscription.archer', actorId: null, day: nextStart }),
    ]);
    expect(thisSeason).toMatchObject({
      category: 'seasonSubscription',
      feeCode: 'seasonSubscription.archer',
      nameEn: 'Season subscription: archer',
      amountFils: 30_000,
      issuedOn: today,
      status: 'unpaid',
    });
    expect(nextSeason).toMatchObject({ amountFils: 35_000, issuedOn: nextStart });
    expect(thisSeason.number).toMatch(new RegExp(`^SS-${today.slice(0, 4)}-\\d{6}$`));
  });

  it('keeps a breakdown that adds up to the catalogue amount, and refuses one that does not', async () => {
    const memberId = call.idOf('coach@example.ae');
    const lines = [
      { description: { ar: 'البطاقة', en: 'The card' }, amountFils: 4_000 },
      { description: { ar: 'التوصيل', en: 'Delivery' }, amountFils: 1_000 },
    ];
    const bill = await database.db.transaction((tx) =>
      billFee(tx, { memberId, feeCode: 'membershipCards.new', actorId: null, day: today, lines }),
    );
    const stored = await database.db.select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(stored.map((line) => [line.descriptionEn, line.amountFils])).toEqual([
      ['The card', 4_000],
      ['Delivery', 1_000],
    ]);
    await expect(
      database.db.transaction((tx) =>
        billFee(tx, {
          memberId,
          feeCode: 'membershipCards.new',
          actorId: null,
          day: today,
          lines: lines.slice(1),
        }),
      ),
    ).rejects.toThrow(/sum of its lines/);
  });

  it('refuses a fee the season has no amount for (409 fee_not_priced), billing nothing', async () => {
    const memberId = call.idOf('coach@example.ae');
    const [past] = await database.db.select().from(seasons).where(lt(seasons.endDate, today));
    const before = await database.db.select({ id: bills.id }).from(bills);
    const refusal = await database.db
      .transaction((tx) =>
        billFee(tx, { memberId, feeCode: 'licenseRenewal.coach', actorId: null, day: past!.startDate }),
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: BillingErrorCodes.feeNotPriced });
    expect(await database.db.select({ id: bills.id }).from(bills)).toEqual(before);
  });
});
