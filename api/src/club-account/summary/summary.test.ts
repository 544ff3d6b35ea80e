import { ClubAccountSummarySchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { billFee } from '../../billing/fees';
import { uaeToday } from '../../calendar';
import type { DatabaseHandle } from '../../db/client';
import {
  clubPlayers,
  members,
  penalties,
  registrationRequests,
  seasonSubscriptions,
  seasons,
} from '../../db/schema';

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

const club = 'club@example.ae';
const academy = 'academy@example.ae';

async function summaryOf(email: string) {
  const response = await call.get('/account/club/summary', email);
  expect(response.status).toBe(200);
  return v.parse(ClubAccountSummarySchema, await response.json());
}

async function newPlayer(email: string, status: 'Pending' | 'Approved') {
  const [player] = await database.db
    .insert(members)
    .values({
      email,
      passwordHash: 'unused',
      accountType: 'player',
      nameAr: 'لاعب',
      nameEn: 'A player',
      membershipStatus: status,
    })
    .returning({ id: members.id });
  return player!.id;
}

describe('GET /api/account/club/summary', () => {
  it('gives the club its own membership, as the office approved it', async () => {
    const [row] = await database.db
      .select()
      .from(members)
      .where(eq(members.id, call.idOf(club)));
    expect((await summaryOf(club)).membership).toEqual({
      status: row!.membershipStatus,
      number: row!.membershipNumber,
      validUntil: row!.validUntil,
    });
  });

  it("counts only the caller's players, requests, bills and penalties, never another club's", async () => {
    const [clubBefore, academyBefore] = [await summaryOf(club), await summaryOf(academy)];
    const academyId = call.idOf(academy);
    const pendingPlayer = await newPlayer('summary.pending@example.ae', 'Pending');
    const applicant = await newPlayer('summary.applicant@example.ae', 'Pending');
    await database.db
      .insert(clubPlayers)
      .values({ playerId: pendingPlayer, clubId: academyId, joinedOn: today });
    await database.db.insert(registrationRequests).values([
      // Named the academy and waits for its answer.
      {
        memberId: applicant,
        kind: 'new',
        form: 'players',
        details: {},
        clubId: academyId,
        clientAddress: '203.0.113.1',
      },
      // Made by the academy for a player, now with the federation.
      {
        memberId: pendingPlayer,
        kind: 'renewal',
        form: 'players',
        details: {},
        status: 'Accepted',
        requestedBy: academyId,
        clientAddress: '203.0.113.1',
      },
    ]);
    const bill = await billFee(database.db, {
      memberId: academyId,
      feeCode: 'membershipCards.new',
      actorId: academyId,
      day: today,
    });
    await database.db.insert(penalties).values({
      memberId: academyId,
      reasonAr: 'سبب',
      reasonEn: 'A reason',
      startsOn: today,
      endsOn: today,
    });

    const academyAfter = await summaryOf(academy);
    expect(academyAfter.players.byStatus.Pending).toBe(academyBefore.players.byStatus.Pending + 1);
    expect(academyAfter.players.byStatus.Approved).toBe(academyBefore.players.byStatus.Approved);
    expect(academyAfter.players.awaitingDecision).toBe(academyBefore.players.awaitingDecision + 1);
    expect(academyAfter.openRequests).toBe(academyBefore.openRequests + 1);
    expect(academyAfter.unpaidFils).toBe(academyBefore.unpaidFils + bill.amountFils);
    expect(Number.isInteger(academyAfter.unpaidFils)).toBe(true);
    expect(academyAfter.activePenalties).toBe(academyBefore.activePenalties + 1);
    expect(await summaryOf(club)).toEqual(clubBefore);
  });

  it("tells whether the club subscribed to the active season, and its bill's status", async () => {
    await database.db.update(seasons).set({ isActive: false });
    expect((await summaryOf(club)).seasonSubscription).toEqual({
      season: null,
      subscribed: false,
      billStatus: null,
    });
    const [season] = await database.db
      .insert(seasons)
      .values({ name: '2099/2100', startDate: '2099-09-01', endDate: '2100-08-31', isActive: true })
      .returning();
    expect((await summaryOf(club)).seasonSubscription).toEqual({
      season: '2099/2100',
      subscribed: false,
      billStatus: null,
    });
    const clubId = call.idOf(club);
    const bill = await billFee(database.db, {
      memberId: clubId,
      feeCode: 'membershipCards.new',
      actorId: clubId,
      day: today,
    });
    await database.db
      .insert(seasonSubscriptions)
      .values({ clubId, seasonId: season!.id, category: 'men', billId: bill.id });
    expect((await summaryOf(club)).seasonSubscription).toEqual({
      season: '2099/2100',
      subscribed: true,
      billStatus: 'unpaid',
    });
    // Another club's subscription to the same season is not the academy's.
    expect((await summaryOf(academy)).seasonSubscription.subscribed).toBe(false);
  });

  it('refuses a player and any other kind with 403, and a visitor with 401', async () => {
    await expectApiError(await call.get('/account/club/summary', 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/account/club/summary', 'coach@example.ae'), 403, 'forbidden');
    expect((await call.get('/account/club/summary')).status).toBe(401);
  });
});
