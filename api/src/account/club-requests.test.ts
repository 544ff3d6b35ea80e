import { ClubAccountRequestsSchema, WithdrawalReceiptSchema } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { createApplicant } from '../../test/requests';
import type { DatabaseHandle } from '../db/client';
import { members, registrationRequests } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let club: number;
let academy: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  club = call.idOf('club@example.ae');
  academy = call.idOf('academy@example.ae');
});
afterAll(() => database.close());

/** A request the club made for a player (a renewal, say): the player is the applicant, the club `requested_by`. */
async function madeByClub(
  clubId: number,
  kind: 'renewal' | 'termination' = 'renewal',
  status: 'Pending' | 'Accepted' = 'Pending',
) {
  const applicant = await createApplicant(database.db, { kind, status: 'Approved' });
  await database.db
    .update(registrationRequests)
    .set({ requestedBy: clubId, status })
    .where(eq(registrationRequests.id, applicant.requestId));
  return applicant;
}

async function requestsOf(email: string) {
  const response = await call.get('/account/club/requests', email);
  expect(response.status).toBe(200);
  return v.parse(ClubAccountRequestsSchema, await response.json()).items;
}

describe('GET /api/account/club/requests', () => {
  it('lists what the club made, what named it and its own, each with its role, and nothing of another club', async () => {
    const made = await madeByClub(club, 'termination');
    const named = await createApplicant(database.db, { clubId: club });
    const elsewhere = await createApplicant(database.db, { clubId: academy });
    const [own] = await database.db
      .insert(registrationRequests)
      .values({ memberId: club, kind: 'renewal', form: 'club', details: {}, clientAddress: '127.0.0.1' })
      .returning({ id: registrationRequests.id });
    const items = await requestsOf('club@example.ae');
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(made.requestId)).toMatchObject({ kind: 'termination', role: 'made', mayWithdraw: true });
    expect(byId.get(named.requestId)).toMatchObject({ kind: 'new', role: 'named', mayWithdraw: false });
    expect(byId.has(elsewhere.requestId)).toBe(false);
    expect(byId.get(own!.id)).toMatchObject({ kind: 'renewal', role: 'own', mayWithdraw: true });
    expect((await requestsOf('academy@example.ae')).some((item) => item.id === made.requestId)).toBe(false);
  });

  it('is for clubs and academies', async () => {
    await expectApiError(await call.get('/account/club/requests', 'player@example.ae'), 403, 'forbidden');
  });
});

describe('POST /api/account/requests/:id/withdrawal', () => {
  it('takes back a pending request the club made, with its audit row, and leaves the membership as it was', async () => {
    const made = await madeByClub(club);
    const response = await call.post(`/account/requests/${made.requestId}/withdrawal`, 'club@example.ae', {});
    expect(response.status).toBe(200);
    expect(v.parse(WithdrawalReceiptSchema, await response.json())).toEqual({
      id: made.requestId,
      status: 'Withdrawn',
    });
    expect(await auditTrail(database.db, 'request', made.requestId)).toEqual([
      {
        actorId: club,
        memberId: made.memberId,
        action: 'request.withdrawn',
        fromStatus: 'Pending',
        toStatus: 'Withdrawn',
        reason: null,
      },
    ]);
    const [member] = await database.db
      .select({ status: members.membershipStatus })
      .from(members)
      .where(eq(members.id, made.memberId));
    expect(member!.status).toBe('Approved');
    const row = (await requestsOf('club@example.ae')).find((item) => item.id === made.requestId)!;
    expect(row).toMatchObject({ status: 'Withdrawn', mayWithdraw: false });
    expect(row.timeline.at(-1)).toMatchObject({
      action: 'request.withdrawn',
      toStatus: 'Withdrawn',
      by: 'club',
    });
  });

  it('takes back a contract request the club made, which waits for the office as Accepted', async () => {
    const made = await madeByClub(club, 'termination', 'Accepted');
    expect((await requestsOf('club@example.ae')).find((item) => item.id === made.requestId)).toMatchObject({
      status: 'Accepted',
      mayWithdraw: true,
    });
    const response = await call.post(`/account/requests/${made.requestId}/withdrawal`, 'club@example.ae', {});
    expect(response.status).toBe(200);
    expect(await auditTrail(database.db, 'request', made.requestId)).toMatchObject([
      { action: 'request.withdrawn', fromStatus: 'Accepted', toStatus: 'Withdrawn' },
    ]);
  });

  it('refuses once decided, in words, and changes nothing', async () => {
    const made = await madeByClub(club);
    await call.post(`/account/requests/${made.requestId}/withdrawal`, 'club@example.ae', {});
    await expectApiError(
      await call.post(`/account/requests/${made.requestId}/withdrawal`, 'club@example.ae', {}),
      409,
      'already_decided',
    );
    expect(await auditTrail(database.db, 'request', made.requestId)).toHaveLength(1);

    const approved = await madeByClub(club);
    await database.db
      .update(registrationRequests)
      .set({ status: 'Approved' })
      .where(eq(registrationRequests.id, approved.requestId));
    await expectApiError(
      await call.post(`/account/requests/${approved.requestId}/withdrawal`, 'club@example.ae', {}),
      409,
      'already_decided',
    );
    expect(await auditTrail(database.db, 'request', approved.requestId)).toEqual([]);
  });

  it('answers 404 for a request another club made and for one that only named the club', async () => {
    const other = await madeByClub(academy);
    await expectApiError(
      await call.post(`/account/requests/${other.requestId}/withdrawal`, 'club@example.ae', {}),
      404,
      'not_found',
    );
    const named = await createApplicant(database.db, { clubId: club });
    await expectApiError(
      await call.post(`/account/requests/${named.requestId}/withdrawal`, 'club@example.ae', {}),
      404,
      'not_found',
    );
    const [status] = await database.db
      .select({ status: registrationRequests.status })
      .from(registrationRequests)
      .where(eq(registrationRequests.id, other.requestId));
    expect(status!.status).toBe('Pending');
  });
});
