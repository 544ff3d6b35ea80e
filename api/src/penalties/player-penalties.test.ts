import { OwnPenaltiesResponseSchema, PlayerPenaltiesResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function playerPenaltiesOf(email: string) {
  const response = await call.get('/account/players/penalties', email);
  expect(response.status).toBe(200);
  return v.parse(PlayerPenaltiesResponseSchema, await response.json()).items;
}

describe('GET /api/account/players/penalties', () => {
  it("lists the club's players' penalties with the player, reason, dates and status", async () => {
    const items = await playerPenaltiesOf('club@example.ae');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      player: { id: call.idOf('restricted@example.ae'), name: { en: 'Hamdan Essa Al Ketbi' } },
      reason: { en: 'Breach of the range safety rules' },
      startsOn: '2026-01-01',
      endsOn: '2027-12-31',
      status: 'active',
    });
    // The same penalty the player reads as their own.
    const own = await call.get('/account/penalties', 'restricted@example.ae');
    expect(v.parse(OwnPenaltiesResponseSchema, await own.json()).items.map((item) => item.id)).toEqual([
      items[0]!.id,
    ]);
  });

  it("shows a fine's bill, billed to the player, with its status", async () => {
    const issued = await call.post('/office/penalties', 'membership@example.ae', {
      memberId: call.idOf('rashid.junior@example.ae'),
      reasonAr: 'تأخر في الانسحاب من بطولة',
      reasonEn: 'Late withdrawal from a tournament',
      startsOn: uaeToday(new Date()),
      endsOn: uaeToday(new Date()),
      fineAed: 150.5,
    });
    expect(issued.status).toBe(201);
    const fined = (await playerPenaltiesOf('club@example.ae')).find(
      (item) => item.reason.en === 'Late withdrawal from a tournament',
    );
    expect(fined).toMatchObject({ fineFils: 15_050, bill: { status: 'unpaid' } });
    expect(fined!.bill!.number).toMatch(/\S/);
    expect(
      (await playerPenaltiesOf('club@example.ae')).find((item) => item.fineFils === null)!.bill,
    ).toBeNull();
  });

  it("never shows another club's players' penalties", async () => {
    expect(await playerPenaltiesOf('academy@example.ae')).toEqual([]);
  });

  it('is for clubs and academies only', async () => {
    await expectApiError(await call.get('/account/players/penalties', 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/account/players/penalties'), 401, 'unauthenticated');
  });
});

describe('GET /api/account/penalties', () => {
  it("shows a club's own fine with its bill, as its players' fines show theirs", async () => {
    const issued = await call.post('/office/penalties', 'membership@example.ae', {
      memberId: call.idOf('academy@example.ae'),
      reasonAr: 'تأخر في تقديم كشف اللاعبين',
      reasonEn: 'Late roster return',
      startsOn: uaeToday(new Date()),
      endsOn: uaeToday(new Date()),
      fineAed: 500,
    });
    expect(issued.status).toBe(201);
    const response = await call.get('/account/penalties', 'academy@example.ae');
    expect(response.status).toBe(200);
    const { items } = v.parse(OwnPenaltiesResponseSchema, await response.json());
    const fined = items.find((item) => item.reason.en === 'Late roster return');
    expect(fined).toMatchObject({ fineFils: 50_000, bill: { status: 'unpaid' } });
    expect(fined!.bill!.number).toMatch(/\S/);
    // The bill is the academy's own, on its fees page.
    const bills = await call.get('/account/bills', 'academy@example.ae');
    expect(JSON.stringify(await bills.json())).toContain(fined!.bill!.number);
  });

  it('answers a penalty without a fine with no bill', async () => {
    const response = await call.get('/account/penalties', 'restricted@example.ae');
    const { items } = v.parse(OwnPenaltiesResponseSchema, await response.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => item.fineFils === null).map((item) => item.bill)).toEqual(
      items.filter((item) => item.fineFils === null).map(() => null),
    );
  });
});
