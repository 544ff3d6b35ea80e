import { MemberAccountSummarySchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { billFee } from '../billing/fees';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { members, penalties, registrationRequests } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const clock = new Date('2026-11-23T10:00:00+04:00');
const today = uaeToday(clock);

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function summaryOf(email: string) {
  const response = await call.get('/account/summary', email);
  expect(response.status).toBe(200);
  return v.parse(MemberAccountSummarySchema, await response.json());
}

describe('GET /api/account/summary', () => {
  it('gives a player their membership, club and age class as stored', async () => {
    const [row] = await database.db.select().from(members).where(eq(members.email, 'player@example.ae'));
    const summary = await summaryOf('player@example.ae');
    expect(summary.membership).toEqual({
      status: row!.membershipStatus,
      number: row!.membershipNumber,
      validUntil: row!.validUntil,
    });
    expect(summary.club?.id).toBe(call.idOf('club@example.ae'));
    expect(summary.birthDate).toBe(row!.birthDate);
    expect(summary.ageClass).not.toBeNull();
  });

  it("counts the caller's own unpaid bills, open requests and active penalties, never another member's", async () => {
    const player = call.idOf('player@example.ae');
    const [before, coachBefore] = [await summaryOf('player@example.ae'), await summaryOf('coach@example.ae')];
    const bill = await billFee(database.db, {
      memberId: player,
      feeCode: 'membershipCards.new',
      actorId: player,
      day: today,
    });
    await database.db.insert(penalties).values({
      memberId: player,
      reasonAr: 'سبب',
      reasonEn: 'A reason',
      startsOn: today,
      endsOn: today,
    });
    await database.db.insert(registrationRequests).values({
      memberId: player,
      kind: 'document',
      form: 'players',
      details: { document: 'photo' },
      clientAddress: '203.0.113.1',
    });
    const after = await summaryOf('player@example.ae');
    expect(after.attention.unpaidBills).toBe(before.attention.unpaidBills + 1);
    expect(after.attention.unpaidFils).toBe(before.attention.unpaidFils + bill.amountFils);
    expect(after.attention.activePenalties).toBe(before.attention.activePenalties + 1);
    expect(after.attention.openRequests).toBe(before.attention.openRequests + 1);
    expect(await summaryOf('coach@example.ae')).toEqual(coachBefore);
  });

  it("lists the demo members' expired and expiring documents only, as their registrations give them", async () => {
    // The demo registrations' days count from the day the seed ran: read them on that day.
    const live = await demoCallers(testApp(database, { now: () => new Date() }), database);
    const documentsOf = async (email: string) => {
      const response = await live.get('/account/summary', email);
      const { attention } = v.parse(MemberAccountSummarySchema, await response.json());
      return attention.documents.map(({ document, state }) => [document, state]);
    };
    expect(await documentsOf('player@example.ae')).toEqual([['passport', 'expiring']]);
    expect(await documentsOf('coach@example.ae')).toEqual([['emiratesId', 'expired']]);
    expect(await documentsOf('activity@example.ae')).toEqual([['medicalExam', 'expiring']]);
    expect(await documentsOf('referee@example.ae')).toEqual([]);
  });

  it('is refused to the office staff and without a session', async () => {
    await expectApiError(await call.get('/account/summary', 'membership@example.ae'), 403, 'forbidden');
    expect((await call.get('/account/summary')).status).toBe(401);
  });
});
