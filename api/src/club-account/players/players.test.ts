import { RosterPlayerSchema, RosterSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { createApplicant } from '../../../test/requests';
import type { DatabaseHandle } from '../../db/client';
import {
  auditEvents,
  bowDivisions,
  clubPlayers,
  members,
  penalties,
  registrationRequests,
  teamPlayers,
  teams,
} from '../../db/schema';
import { freshClub } from '../teams/test-club';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let club: { id: number; email: string };
let rival: { id: number; email: string };
let player: number;
let applicant: number;
let applicantRequest: number;
let rejected: number;
let rivalPlayer: number;
const officer = 'membership@example.ae';

/** An approved player of `clubId` (in `club_players`), whose form gave these expiry days. */
async function playerOf(clubId: number, nameEn: string, details: Record<string, unknown> = {}) {
  const made = await createApplicant(database.db, {
    accountType: 'player',
    status: 'Approved',
    clubId,
    nameEn,
    birthDate: '2006-03-03',
    details,
  });
  await database.db
    .update(members)
    .set({ membershipNumber: `T-${made.memberId}` })
    .where(eq(members.id, made.memberId));
  await database.db.insert(clubPlayers).values({ playerId: made.memberId, clubId, joinedOn: '2026-01-01' });
  return made.memberId;
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Pinned: the birth year gives U21 in 2026 and the expiry days below are within or beyond 60 days of it.
  app = testApp(database, { now: new Date('2026-11-25T08:00:00Z') });
  club = await freshClub(database.db);
  rival = await freshClub(database.db, 'academy');
  player = await playerOf(club.id, 'Hamad Roster', {
    passportExpiryDate: '2027-01-10',
    emiratesIdExpiry: '2028-05-01',
  });
  const waiting = await createApplicant(database.db, { clubId: club.id, nameEn: 'Salem Waiting' });
  applicant = waiting.memberId;
  applicantRequest = waiting.requestId;
  rejected = (
    await createApplicant(database.db, { clubId: club.id, nameEn: 'Omar Refused', status: 'Cancled' })
  ).memberId;
  rivalPlayer = await playerOf(rival.id, 'Rashid Rival');
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function roster(query = '', email = club.email) {
  const response = await call.get(`/account/club/players${query}`, email);
  expect(response.status).toBe(200);
  return v.parse(RosterSchema, await response.json());
}

async function details(id: number, email = club.email) {
  const response = await call.get(`/account/club/players/${id}`, email);
  expect(response.status).toBe(200);
  return v.parse(RosterPlayerSchema, await response.json());
}

describe('/api/account/club/players', () => {
  it("lists the club's players and the members who named it, with their status, class and expiring documents", async () => {
    const answer = await roster();
    expect(answer.items.map((row) => [row.id, row.status])).toEqual([
      [player, 'Approved'],
      [rejected, 'Cancled'],
      [applicant, 'Pending'],
    ]);
    expect(answer.items[0]).toMatchObject({
      membershipNumber: `T-${player}`,
      ageClass: 'U21',
      expiringDocuments: [{ document: 'passport', expiresOn: '2027-01-10', expired: false }],
    });
  });

  it("names each player's bow division in both languages: their team's, else their latest entry's", async () => {
    const [division] = await database.db.select().from(bowDivisions).orderBy(bowDivisions.sortOrder).limit(1);
    const [team] = await database.db
      .insert(teams)
      .values({
        clubId: club.id,
        nameAr: 'فريق القوس',
        nameEn: 'Bow team',
        division: division!.code,
        gender: 'male',
        ageClass: 'U21',
      })
      .returning();
    await database.db.insert(teamPlayers).values({ teamId: team!.id, playerId: player });
    const rows = (await roster()).items;
    expect(rows.find((row) => row.id === player)?.division).toEqual({
      ar: division!.nameAr,
      en: division!.nameEn,
    });
    expect(rows.find((row) => row.id === applicant)?.division).toBeNull();
    expect((await details(player)).division).toEqual({ ar: division!.nameAr, en: division!.nameEn });
    await database.db.delete(teams).where(eq(teams.id, team!.id));
  });

  it('searches by name and filters by status', async () => {
    expect((await roster('?q=salem')).items.map((row) => row.id)).toEqual([applicant]);
    expect((await roster('?status=Approved')).items.map((row) => row.id)).toEqual([player]);
    expect((await roster('?q=rashid')).items).toEqual([]);
  });

  it("never shows or answers another club's player: 404", async () => {
    expect((await roster('', rival.email)).items.map((row) => row.id)).toEqual([rivalPlayer]);
    await expectApiError(
      await call.get(`/account/club/players/${rivalPlayer}`, club.email),
      404,
      'not_found',
    );
    await expectApiError(
      await call.post(`/account/club/players/${rivalPlayer}/contract`, club.email, { kind: 'renewal' }),
      404,
      'not_found',
    );
  });

  it('refuses a bad status or body with 400 and changes nothing', async () => {
    await expectApiError(
      await call.get('/account/club/players?status=Lost', club.email),
      400,
      'validation_failed',
    );
    await expectApiError(
      await call.post(`/account/club/players/${player}/contract`, club.email, { kind: 'transfer' }),
      400,
      'validation_failed',
    );
    expect((await details(player)).contractRequests).toEqual([]);
  });

  it('shows a waiting applicant with the decisions the club may take, through the club requests API', async () => {
    expect((await details(applicant)).registration).toMatchObject({
      requestId: applicantRequest,
      status: 'Pending',
      allowedActions: ['accept', 'reject'],
    });
    const accepted = await call.post(`/club/requests/${applicantRequest}/decision`, club.email, {
      decision: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect((await details(applicant)).status).toBe('Accepted');
  });

  it('asks for a renewal, once at a time, that waits for the office alone and extends the validity', async () => {
    const response = await call.post(`/account/club/players/${player}/contract`, club.email, {
      kind: 'renewal',
    });
    expect(response.status).toBe(201);
    const answer = v.parse(RosterPlayerSchema, await response.json());
    expect(answer.contractRequests).toMatchObject([{ kind: 'renewal', status: 'Accepted' }]);
    expect(answer.mayRequestContractChange).toBe(false);
    await expectApiError(
      await call.post(`/account/club/players/${player}/contract`, club.email, { kind: 'termination' }),
      409,
      'contract_request_pending',
    );
    const requestId = answer.contractRequests[0]!.id;
    const [request] = await database.db
      .select({ requestedBy: registrationRequests.requestedBy, clubId: registrationRequests.clubId })
      .from(registrationRequests)
      .where(eq(registrationRequests.id, requestId));
    expect(request).toEqual({ requestedBy: club.id, clubId: club.id });
    const audit = await database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'request'), eq(auditEvents.subjectId, requestId)));
    expect(audit).toEqual([{ action: 'request.submitted', actorId: club.id }]);

    const approved = await call.post(`/office/requests/${requestId}/decision`, officer, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    const after = await details(player);
    expect(after).toMatchObject({ status: 'Approved', mayRequestContractChange: true });
    expect(after.contractRequests[0]!.status).toBe('Approved');
  });

  it("terminates a contract: the office's approval removes the player from the club and keeps their membership", async () => {
    const leaving = await playerOf(club.id, 'Khalid Leaving');
    const response = await call.post(`/account/club/players/${leaving}/contract`, club.email, {
      kind: 'termination',
    });
    expect(response.status).toBe(201);
    const requestId = v.parse(RosterPlayerSchema, await response.json()).contractRequests[0]!.id;
    const approved = await call.post(`/office/requests/${requestId}/decision`, officer, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect((await roster()).items.map((row) => row.id)).not.toContain(leaving);
    await expectApiError(await call.get(`/account/club/players/${leaving}`, club.email), 404, 'not_found');
    const [member] = await database.db
      .select({ status: members.membershipStatus })
      .from(members)
      .where(eq(members.id, leaving));
    expect(member!.status).toBe('Approved');
    const [memberAudit] = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'member'), eq(auditEvents.subjectId, leaving)));
    expect(memberAudit!.action).toBe('member.contractTerminated');
  });

  it('keeps the player at the club when the office rejects the termination', async () => {
    const staying = await playerOf(club.id, 'Majid Staying');
    const response = await call.post(`/account/club/players/${staying}/contract`, club.email, {
      kind: 'termination',
    });
    const requestId = v.parse(RosterPlayerSchema, await response.json()).contractRequests[0]!.id;
    const rejectedByOffice = await call.post(`/office/requests/${requestId}/decision`, officer, {
      decision: 'reject',
      reason: 'The contract runs to the end of the season',
    });
    expect(rejectedByOffice.status).toBe(200);
    expect(await details(staying)).toMatchObject({ status: 'Approved', mayRequestContractChange: true });
  });

  it('refuses a club under a penalty with the reason, and makes no request', async () => {
    await database.db.insert(penalties).values({
      memberId: rival.id,
      reasonAr: 'مخالفة',
      reasonEn: 'Breach',
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
    });
    await expectApiError(
      await call.post(`/account/club/players/${rivalPlayer}/contract`, rival.email, { kind: 'renewal' }),
      403,
      'account_restricted',
    );
    expect((await details(rivalPlayer, rival.email)).contractRequests).toEqual([]);
  });
});
