import {
  OwnPenaltiesResponseSchema,
  PenaltyListResponseSchema,
  PenaltySchema,
  SessionResponseSchema,
} from '@uaeaf/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, billLines, bills, penalties } from '../../db/schema';
import { tournamentSeeds } from '../../seed/tournaments';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

// The clock moves: a penalty issued "today" is active, and ends when the clock passes its last day.
let clock = new Date('2026-11-23T10:00:00+04:00');
const today = () => uaeToday(clock);
const dayAfter = (days: number) => uaeToday(new Date(clock.getTime() + days * 24 * 60 * 60 * 1000));

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const officer = 'membership@example.ae';
const archer = 'mariam.archer@example.ae';

function issue(body: Record<string, unknown>, email = officer) {
  return call.post('/office/penalties', email, body);
}

const penaltyFor = (email: string, extra: Record<string, unknown> = {}) => ({
  memberId: call.idOf(email),
  reasonAr: 'تأخر في سداد الرسوم',
  reasonEn: 'Late payment of fees',
  startsOn: today(),
  endsOn: dayAfter(30),
  ...extra,
});

async function session(email: string) {
  const response = await call.get('/auth/me', email);
  expect(response.status).toBe(200);
  return v.parse(SessionResponseSchema, await response.json()).userInfo;
}

async function auditOf(penaltyId: number) {
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, 'penalty'), eq(auditEvents.subjectId, penaltyId)));
}

describe('issuing and lifting a penalty', () => {
  let penaltyId: number;

  it('issues an active penalty with a fine in fils: the member is restricted at once', async () => {
    expect((await session(archer)).isRestricted).toBe(false);
    const response = await issue(penaltyFor(archer, { fineAed: 150.5 }));
    expect(response.status).toBe(201);
    const penalty = v.parse(PenaltySchema, await response.json());
    penaltyId = penalty.id;
    expect(penalty).toMatchObject({
      member: { id: call.idOf(archer), name: { en: 'Mariam Ahmed Al Mazrouei' } },
      reason: { ar: 'تأخر في سداد الرسوم', en: 'Late payment of fees' },
      startsOn: today(),
      endsOn: dayAfter(30),
      fineFils: 15050,
      status: 'active',
      issuedBy: { id: call.idOf(officer) },
      lifted: null,
    });
    expect((await session(archer)).isRestricted).toBe(true);
    expect(await auditOf(penaltyId)).toEqual([
      expect.objectContaining({
        actorId: call.idOf(officer),
        memberId: call.idOf(archer),
        action: 'penalty.issued',
        fromStatus: null,
        toStatus: 'active',
        reason: 'تأخر في سداد الرسوم\nLate payment of fees',
      }),
    ]);
  });

  it('refuses the restricted member a tournament entry with the penalty message', async () => {
    const seed = tournamentSeeds.find((candidate) => candidate.key === 'local-open-first-window')!;
    const { data } = (await (await call.get('/tournaments')).json()) as {
      data: { id: number; name: { en: string } }[];
    };
    const tournament = data.find((candidate) => candidate.name.en.startsWith(`${seed.name.en} `))!;
    const response = await call.post(`/tournaments/${tournament.id}/entries`, archer, {
      archerId: call.idOf(archer),
      division: 'R',
      ageClass: 'SENIOR',
    });
    await expectApiError(response, 403, 'account_restricted');
  });

  it('lets the member read their penalties in both languages, without staff names', async () => {
    const response = await call.get('/account/penalties', archer);
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain('issuedBy');
    const { items } = v.parse(OwnPenaltiesResponseSchema, JSON.parse(raw));
    expect(items).toEqual([
      {
        id: penaltyId,
        reason: { ar: 'تأخر في سداد الرسوم', en: 'Late payment of fees' },
        startsOn: today(),
        endsOn: dayAfter(30),
        fineFils: 15050,
        status: 'active',
        createdAt: expect.any(String),
        // The fine is billed to the member.
        bill: { number: expect.any(String), status: 'unpaid' },
      },
    ]);
  });

  it('lifts it early with a reason: the restriction ends and the trail records it', async () => {
    await expectApiError(
      await call.post(`/office/penalties/${penaltyId}/lift`, officer, { reason: '' }),
      400,
      'validation_failed',
    );
    const response = await call.post(`/office/penalties/${penaltyId}/lift`, officer, { reason: 'Fees paid' });
    expect(response.status).toBe(200);
    expect(v.parse(PenaltySchema, await response.json())).toMatchObject({
      status: 'lifted',
      lifted: { by: { id: call.idOf(officer) }, reason: 'Fees paid' },
    });
    expect((await session(archer)).isRestricted).toBe(false);
    expect((await auditOf(penaltyId)).map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['penalty.issued', null, 'active'],
      ['penalty.lifted', 'active', 'lifted'],
    ]);
    await expectApiError(
      await call.post(`/office/penalties/${penaltyId}/lift`, officer, { reason: 'Again' }),
      409,
      'penalty_not_liftable',
    );
    expect(await auditOf(penaltyId)).toHaveLength(2);
  });

  it('issues an upcoming penalty that restricts only from its first day, then ends after its last', async () => {
    const email = 'saeed.youth@example.ae';
    const response = await issue(penaltyFor(email, { startsOn: dayAfter(2), endsOn: dayAfter(3) }));
    const penalty = v.parse(PenaltySchema, await response.json());
    expect(penalty).toMatchObject({ status: 'upcoming', fineFils: null });
    expect((await session(email)).isRestricted).toBe(false);
    const issued = clock;
    // Sessions end after 3 idle hours, so each jump of the clock logs in again.
    const daysLater = (days: number) => {
      clock = new Date(issued.getTime() + days * 24 * 60 * 60 * 1000);
      call.forgetSessions();
    };
    try {
      daysLater(2);
      expect((await session(email)).isRestricted).toBe(true);
      daysLater(4);
      expect((await session(email)).isRestricted).toBe(false);
      await expectApiError(
        await call.post(`/office/penalties/${penalty.id}/lift`, officer, { reason: 'Late' }),
        409,
        'penalty_not_liftable',
      );
    } finally {
      daysLater(0);
    }
  });
});

describe('fines', () => {
  it('bills a fine to the member with the penalty, the reason as its line; a penalty without one bills nothing', async () => {
    const email = 'hamad.masters@example.ae';
    const fined = v.parse(PenaltySchema, await (await issue(penaltyFor(email, { fineAed: 250.75 }))).json());
    const [bill] = await database.db.select().from(bills).where(eq(bills.penaltyId, fined.id));
    expect(bill).toMatchObject({
      memberId: call.idOf(email),
      category: 'penalties',
      feeCode: null,
      amountFils: 25_075,
      issuedOn: today(),
      status: 'unpaid',
      nameEn: `Penalty fine, ${today()} to ${dayAfter(30)}`,
    });
    expect(bill!.number).toMatch(/^PN-\d{4}-\d{6}$/);
    const lines = await database.db.select().from(billLines).where(eq(billLines.billId, bill!.id));
    expect(lines).toMatchObject([
      { descriptionAr: 'تأخر في سداد الرسوم', descriptionEn: 'Late payment of fees', amountFils: 25_075 },
    ]);
    const [issuedBill] = await database.db
      .select({ actorId: auditEvents.actorId, action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'bill'), eq(auditEvents.subjectId, bill!.id)));
    expect(issuedBill).toEqual({ actorId: call.idOf(officer), action: 'bill.issued' });

    const unfined = v.parse(PenaltySchema, await (await issue(penaltyFor(email))).json());
    expect(await database.db.select().from(bills).where(eq(bills.penaltyId, unfined.id))).toEqual([]);
  });
});

describe('refusals', () => {
  it.each([
    ['a start before today', { startsOn: '2020-01-01' }, { startsOn: ['validation.startsInPast'] }],
    ['an end before the start', { endsOn: '2020-01-01' }, { endsOn: ['validation.endsBeforeStart'] }],
    ['a missing Arabic reason', { reasonAr: '' }, { reasonAr: ['validation.required'] }],
    ['a fine of zero', { fineAed: 0 }, { fineAed: ['validation.minValue'] }],
    ['a fine in fractions of a fils', { fineAed: 10.001 }, { fineAed: ['validation.fineDecimals'] }],
    ['a date that does not exist', { endsOn: '2026-02-30' }, { endsOn: ['validation.invalid'] }],
  ])('answers 400 for %s and saves nothing', async (_, change, fields) => {
    const { before } = (await database.db.select({ before: count() }).from(penalties))[0]!;
    const error = await expectApiError(await issue(penaltyFor(archer, change)), 400, 'validation_failed');
    expect(error.fields).toEqual(fields);
    const { after } = (await database.db.select({ after: count() }).from(penalties))[0]!;
    expect(after).toBe(before);
  });

  it('answers 404 for an unknown member or a staff account, and for lifting an unknown penalty', async () => {
    await expectApiError(await issue({ ...penaltyFor(archer), memberId: 99999999 }), 404, 'not_found');
    await expectApiError(await issue(penaltyFor('editor@example.ae')), 404, 'not_found');
    await expectApiError(
      await call.post('/office/penalties/99999999/lift', officer, { reason: 'Nothing' }),
      404,
      'not_found',
    );
  });

  it('saves no penalty when its audit row cannot be written', async () => {
    const { before } = (await database.db.select({ before: count() }).from(penalties))[0]!;
    await database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`,
    );
    try {
      expect((await issue(penaltyFor('hamad.masters@example.ae'))).status).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_audit on audit_events`);
      await database.db.execute(sql`drop function refuse_audit()`);
    }
    const { after } = (await database.db.select({ after: count() }).from(penalties))[0]!;
    expect(after).toBe(before);
  });

  it('lets finance read but not issue, the editor neither, and members only their own list', async () => {
    expect((await call.get('/office/penalties', 'finance@example.ae')).status).toBe(200);
    await expectApiError(await issue(penaltyFor(archer), 'finance@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/penalties', 'editor@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/penalties', archer), 403, 'forbidden');
    await expectApiError(await call.get('/account/penalties', officer), 403, 'forbidden');
    await expectApiError(await call.get('/account/penalties'), 401, 'unauthenticated');
  });
});

describe('GET /api/office/penalties', () => {
  it('lists newest first and filters by member and by status', async () => {
    const all = v.parse(
      PenaltyListResponseSchema,
      await (await call.get('/office/penalties', officer)).json(),
    );
    expect(all.total).toBeGreaterThanOrEqual(3);
    const created = all.items.map((penalty) => penalty.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const mine = v.parse(
      PenaltyListResponseSchema,
      await (await call.get(`/office/penalties?memberId=${call.idOf(archer)}`, officer)).json(),
    );
    expect(mine.items.map((penalty) => penalty.member.id)).toEqual([call.idOf(archer)]);

    for (const status of ['active', 'upcoming', 'lifted', 'ended'] as const) {
      const page = v.parse(
        PenaltyListResponseSchema,
        await (await call.get(`/office/penalties?status=${status}`, officer)).json(),
      );
      expect(page.items.every((penalty) => penalty.status === status)).toBe(true);
      expect(page.total).toBe(all.items.filter((penalty) => penalty.status === status).length);
    }
  });

  it('answers 400 for an unknown status or member id', async () => {
    await expectApiError(await call.get('/office/penalties?status=open', officer), 400, 'validation_failed');
    await expectApiError(await call.get('/office/penalties?memberId=x', officer), 400, 'validation_failed');
  });
});
