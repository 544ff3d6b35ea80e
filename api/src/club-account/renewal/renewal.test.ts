import { RenewalViewSchema } from '@uaeaf/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { auditTrail } from '../../../test/audit';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, bills, fees, members, penalties, registrationRequests, seasons } from '../../db/schema';
import { freshClub } from '../teams/test-club';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let next: { id: number; name: string; endDate: string };
let activeEnd: string;

const path = '/account/club/renewal';
const officer = 'membership@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  const rows = await database.db.select().from(seasons).orderBy(asc(seasons.startDate));
  const active = rows.find((season) => season.isActive)!;
  activeEnd = active.endDate;
  next = rows.find((season) => season.startDate > active.endDate)!;
});
afterAll(() => database.close());

async function view(email: string) {
  const response = await call.get(path, email);
  expect(response.status).toBe(200);
  return v.parse(RenewalViewSchema, await response.json());
}

async function renew(email: string) {
  const response = await call.post(path, email, undefined);
  expect(response.status).toBe(201);
  return v.parse(RenewalViewSchema, await response.json());
}

function decide(requestId: number, body: unknown) {
  return call.post(`/office/requests/${requestId}/decision`, officer, body);
}

describe('/api/account/club/renewal', () => {
  it('shows the validity and what the next season’s renewal costs, then makes the request and its bill', async () => {
    const club = await freshClub(database.db);
    const before = await view(club.email);
    const [due] = await database.db
      .select({ amountFils: fees.amountFils })
      .from(fees)
      .where(and(eq(fees.seasonId, next.id), eq(fees.code, 'licenseRenewal.club')));
    expect(before).toMatchObject({
      validUntil: activeEnd,
      nextSeason: { id: next.id },
      dueFils: due!.amountFils,
      pending: false,
      history: [],
    });

    const after = await renew(club.email);
    expect(after.pending).toBe(true);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      status: 'Pending',
      seasonName: next.name,
      bill: { status: 'unpaid', amountFils: due!.amountFils },
    });
    const [bill] = await database.db.select().from(bills).where(eq(bills.memberId, club.id));
    expect(bill).toMatchObject({ feeCode: 'licenseRenewal.club', category: 'licenseRenewal' });
    const [request] = await database.db
      .select()
      .from(registrationRequests)
      .where(and(eq(registrationRequests.memberId, club.id), eq(registrationRequests.kind, 'renewal')));
    expect(request).toMatchObject({ status: 'Pending', clubId: null });
    const audit = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, request!.id));
    expect(audit.map((row) => row.action)).toContain('request.submitted');

    // A second renewal while the first waits is refused in words, and bills nothing.
    const refusal = await expectApiError(
      await call.post(path, club.email, undefined),
      409,
      'renewal_pending',
    );
    expect(refusal.message).toBe('A renewal is already waiting for the federation');
    expect(await database.db.select().from(bills).where(eq(bills.memberId, club.id))).toHaveLength(1);
  });

  it('opens at the office with its season and its bill (number, amount, status) beside it', async () => {
    const club = await freshClub(database.db);
    const { history } = await renew(club.email);
    const response = await call.get(`/office/requests/${history[0]!.requestId}`, officer);
    expect(response.status).toBe(200);
    const { details } = (await response.json()) as { details: Record<string, unknown> };
    const [bill] = await database.db.select().from(bills).where(eq(bills.memberId, club.id));
    expect(details).toMatchObject({
      seasonName: next.name,
      bill: { number: bill!.number, amountFils: bill!.amountFils, status: 'unpaid' },
    });
  });

  it("the office's approval extends the validity to the end of the next season and keeps the membership approved", async () => {
    const club = await freshClub(database.db, 'academy');
    const { history } = await renew(club.email);
    const response = await decide(history[0]!.requestId, { decision: 'approve' });
    expect(response.status).toBe(200);
    const [member] = await database.db.select().from(members).where(eq(members.id, club.id));
    expect(member).toMatchObject({ validUntil: next.endDate, membershipStatus: 'Approved' });
    const after = await view(club.email);
    expect(after).toMatchObject({
      validUntil: next.endDate,
      pending: false,
      history: [{ status: 'Approved' }],
    });
    const [bill] = await database.db.select().from(bills).where(eq(bills.memberId, club.id));
    expect(bill!.feeCode).toBe('licenseRenewal.academy');
    // No season after the next one exists: nothing more to renew for.
    expect(after.nextSeason).toBeNull();
    await expectApiError(await call.post(path, club.email, undefined), 409, 'renewal_not_priced');
  });

  it("the office's rejection keeps the membership and validity as they were and cancels the unpaid bill", async () => {
    const club = await freshClub(database.db);
    const { history } = await renew(club.email);
    const response = await decide(history[0]!.requestId, { decision: 'reject', reason: 'Documents missing' });
    expect(response.status).toBe(200);
    const [member] = await database.db.select().from(members).where(eq(members.id, club.id));
    expect(member).toMatchObject({ validUntil: activeEnd, membershipStatus: 'Approved' });
    const after = await view(club.email);
    expect(after.history[0]).toMatchObject({
      status: 'Cancled',
      decisionReason: 'Documents missing',
      bill: { status: 'cancelled' },
    });
    expect(after.pending).toBe(false);
  });

  it("the club's withdrawal cancels the unpaid bill, with its audit row, and a new renewal may follow", async () => {
    const club = await freshClub(database.db);
    const { history } = await renew(club.email);
    const response = await call.post(`/account/requests/${history[0]!.requestId}/withdrawal`, club.email, {});
    expect(response.status).toBe(200);
    const [bill] = await database.db.select().from(bills).where(eq(bills.memberId, club.id));
    expect(bill).toMatchObject({ status: 'cancelled', statusReason: expect.stringContaining('withdrawn') });
    expect(await auditTrail(database.db, 'bill', bill!.id)).toContainEqual({
      actorId: club.id,
      memberId: club.id,
      action: 'bill.cancelled',
      fromStatus: 'unpaid',
      toStatus: 'cancelled',
      reason: bill!.statusReason,
    });
    expect((await view(club.email)).history[0]).toMatchObject({
      status: 'Withdrawn',
      bill: { status: 'cancelled' },
    });
    await renew(club.email);
  });

  it('is refused to a club under a penalty, in words, billing nothing', async () => {
    const club = await freshClub(database.db);
    await database.db.insert(penalties).values({
      memberId: club.id,
      reasonAr: 'مخالفة',
      reasonEn: 'Breach',
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    });
    const refusal = await expectApiError(
      await call.post(path, club.email, undefined),
      403,
      'account_restricted',
    );
    expect(refusal.message).toBe('The account has been restricted due to a penalty');
    expect(await database.db.select().from(bills).where(eq(bills.memberId, club.id))).toEqual([]);
    expect((await view(club.email)).history).toEqual([]);
  });

  it('is refused while the next season has no renewal fee', async () => {
    const club = await freshClub(database.db);
    await database.db
      .delete(fees)
      .where(and(eq(fees.seasonId, next.id), eq(fees.code, 'licenseRenewal.club')));
    expect((await view(club.email)).dueFils).toBeNull();
    await expectApiError(await call.post(path, club.email, undefined), 409, 'renewal_not_priced');
    expect(await database.db.select().from(bills).where(eq(bills.memberId, club.id))).toEqual([]);
  });

  it("shows a club none of another's renewals, and is for clubs and academies only", async () => {
    const club = await freshClub(database.db);
    expect((await view(club.email)).history).toEqual([]);
    await expectApiError(await call.get(path, 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.post(path, 'coach@example.ae', undefined), 403, 'forbidden');
  });
});
