import { OwnRequestSchema, OwnRequestsSchema } from '@uaeaf/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { logIn, logInAs, sessionCookie } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import { emiratesId, password, pdf, playerBody } from '../../test/registration-bodies';
import { TestFile, uploadCookie, withUploads } from '../../test/uploads';
import type { DatabaseHandle } from '../db/client';
import { auditEvents, members, penalties, registrationFiles, registrationRequests } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let clubId: number;
let officerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  // 10 March 2026 in the UAE: a birth date of 1990 is an adult's.
  app = testApp(database, { now: new Date('2026-03-10T12:00:00+04:00') });
  const id = async (email: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]!.id;
  clubId = await id('club@example.ae');
  officerId = await id('membership@example.ae');
});
afterAll(() => database.close());

let nextAddress = 1;

interface Applicant {
  id: number;
  requestId: number;
  email: string;
  cookie: string;
  body: ReturnType<typeof playerBody>;
}

/** A player registered through the API (naming the club), logged in. */
async function applicant(overrides: Record<string, unknown> = {}): Promise<Applicant> {
  const body = playerBody({ clubId, ...overrides });
  const address = `203.0.113.${nextAddress++}`;
  const registered = await app.request('/api/register/players?lang=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, cookie: uploadCookie },
    body: JSON.stringify(await withUploads(app, body)),
  });
  expect(registered.status).toBe(201);
  const [row] = await database.db
    .select({ id: members.id, requestId: registrationRequests.id })
    .from(members)
    .innerJoin(registrationRequests, eq(registrationRequests.memberId, members.id))
    .where(eq(members.email, body.email));
  const login = await logIn(app, { email: body.email, password }, { 'x-forwarded-for': address });
  expect(login.status).toBe(200);
  return { ...row!, email: body.email, cookie: sessionCookie(login), body };
}

/** The office rejects the request with a reason, as its decision route records it. */
async function reject(who: Applicant, reason = 'The passport copy cannot be read') {
  await database.db.transaction(async (tx) => {
    await tx
      .update(registrationRequests)
      .set({ status: 'Cancled', decisionReason: reason })
      .where(eq(registrationRequests.id, who.requestId));
    await tx.update(members).set({ membershipStatus: 'Cancled' }).where(eq(members.id, who.id));
    await tx.insert(auditEvents).values([
      {
        actorId: officerId,
        subject: 'request',
        subjectId: who.requestId,
        memberId: who.id,
        action: 'request.rejected',
        fromStatus: 'Pending',
        toStatus: 'Cancled',
        reason,
      },
      {
        actorId: officerId,
        subject: 'member',
        subjectId: who.id,
        memberId: who.id,
        action: 'member.rejected',
        fromStatus: 'Pending',
        toStatus: 'Cancled',
        reason,
      },
    ]);
  });
}

/** The form's answers again, without the login, and without files unless given. */
function correction(who: Applicant, changes: Record<string, unknown> = {}) {
  const { email: _e, password: _p, passwordConfirmation: _c, ...answers } = who.body;
  const files = [
    'photo',
    'emiratesIdFront',
    'emiratesIdBack',
    'passportCopy',
    'medicalExam',
    'residencePermit',
  ];
  return {
    ...Object.fromEntries(Object.entries(answers).filter(([field]) => !files.includes(field))),
    ...changes,
  };
}

/** The correction as the member's browser sends it: new files sent ahead while signed in, then the JSON. */
async function resubmit(who: Applicant, body: unknown, { cookie = who.cookie, query = '' } = {}) {
  return app.request(`/api/account/requests/${who.requestId}/resubmission${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(await withUploads(app, body, cookie)),
  });
}

async function ownRequests(cookie: string) {
  const response = await app.request('/api/account/requests', { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(OwnRequestsSchema, await response.json());
}

async function storedFiles(requestId: number) {
  return database.db
    .select({ field: registrationFiles.field, bytes: registrationFiles.bytes })
    .from(registrationFiles)
    .where(eq(registrationFiles.requestId, requestId))
    .orderBy(asc(registrationFiles.field));
}

async function state(who: Applicant) {
  const [request] = await database.db
    .select()
    .from(registrationRequests)
    .where(eq(registrationRequests.id, who.requestId));
  const [member] = await database.db.select().from(members).where(eq(members.id, who.id));
  return { request: request!, member: member! };
}

describe('GET /api/account/requests', () => {
  it('answers the membership and each request with its status, the club named and its timeline', async () => {
    const who = await applicant();
    const pending = await ownRequests(who.cookie);
    expect(pending.membership).toEqual({ status: 'Pending', number: null, validUntil: null });
    expect(pending.requests).toEqual([
      {
        id: who.requestId,
        kind: 'new',
        form: 'players',
        status: 'Pending',
        decisionReason: null,
        club: { id: clubId, name: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' }, kind: 'club' },
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
        timeline: [
          expect.objectContaining({ action: 'request.submitted', toStatus: 'Pending', by: 'member' }),
        ],
      },
    ]);

    await reject(who);
    const [rejected] = (await ownRequests(who.cookie)).requests;
    expect(rejected).toMatchObject({ status: 'Cancled', decisionReason: 'The passport copy cannot be read' });
    // Staff are "the federation office" to a member, never named; only request rows are on its timeline.
    expect(rejected!.timeline.at(-1)).toEqual({
      at: expect.any(String),
      action: 'request.rejected',
      fromStatus: 'Pending',
      toStatus: 'Cancled',
      reason: 'The passport copy cannot be read',
      by: 'office',
      clubName: null,
    });
    expect(JSON.stringify(rejected)).not.toContain('Al Mheiri');
  });

  it('names the club that accepted, and shows the number and validity of an approved membership', async () => {
    const who = await applicant();
    await database.db.insert(auditEvents).values({
      actorId: clubId,
      subject: 'request',
      subjectId: who.requestId,
      memberId: who.id,
      action: 'request.accepted',
      fromStatus: 'Pending',
      toStatus: 'Accepted',
    });
    await database.db
      .update(members)
      .set({ membershipStatus: 'Approved', membershipNumber: 'UAEAF-009001', validUntil: '2026-08-31' })
      .where(eq(members.id, who.id));
    const answer = await ownRequests(who.cookie);
    expect(answer.membership).toEqual({
      status: 'Approved',
      number: 'UAEAF-009001',
      validUntil: '2026-08-31',
    });
    expect(answer.requests[0]!.timeline.at(-1)).toMatchObject({
      by: 'club',
      clubName: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
    });
  });

  it('answers a member who never sent a form with no requests', async () => {
    // A demo member seeded without the form the role areas' demo members have (decision 056).
    const answer = await ownRequests(await logInAs(app, 'rashid.junior@example.ae'));
    expect(answer.requests).toEqual([]);
    expect(answer.membership.status).toBe('Approved');
  });
});

describe('POST /api/account/requests/:id/resubmission', () => {
  it('puts a corrected request back to Pending: answers replaced, files kept, reason cleared, audit written', async () => {
    const who = await applicant();
    await reject(who);
    const before = await storedFiles(who.requestId);

    const response = await resubmit(
      who,
      correction(who, { placeOfBirth: 'Dubai', firstNameEn: 'Saleh', passportCopy: pdf, clubId: '' }),
      { query: '?lang=ar' },
    );
    expect(response.status).toBe(200);
    const answer = v.parse(OwnRequestSchema, await response.json());
    expect(answer).toMatchObject({ id: who.requestId, status: 'Pending', decisionReason: null, club: null });
    expect(answer.timeline.map((event) => [event.action, event.by])).toEqual([
      ['request.submitted', 'member'],
      ['request.rejected', 'office'],
      ['request.resubmitted', 'member'],
    ]);

    const { request, member } = await state(who);
    expect(request).toMatchObject({ status: 'Pending', decisionReason: null, clubId: null });
    // The email answered at registration stays with the answers; the corrections replace the rest.
    expect(request.details).toMatchObject({ email: who.email, placeOfBirth: 'Dubai', firstNameEn: 'Saleh' });
    expect(member).toMatchObject({
      membershipStatus: 'Pending',
      nameEn: 'Saleh Mohammed Al Kaabi',
      language: 'ar',
      email: who.email,
    });
    // A file sent again replaces the stored one; the others are kept as they were.
    const after = await storedFiles(who.requestId);
    expect(after.map((file) => file.field)).toEqual(before.map((file) => file.field));
    const bytesOf = (files: typeof after, field: string) =>
      Buffer.from(files.find((file) => file.field === field)!.bytes).toString('base64');
    expect(bytesOf(after, 'passportCopy')).toBe(pdf.bytes.toString('base64'));
    expect(bytesOf(after, 'photo')).toBe(bytesOf(before, 'photo'));

    const audit = await database.db
      .select({
        subject: auditEvents.subject,
        action: auditEvents.action,
        from: auditEvents.fromStatus,
        to: auditEvents.toStatus,
        actorId: auditEvents.actorId,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, who.id), eq(auditEvents.actorId, who.id)))
      .orderBy(asc(auditEvents.id));
    expect(audit.slice(-2)).toEqual([
      { subject: 'request', action: 'request.resubmitted', from: 'Cancled', to: 'Pending', actorId: who.id },
      { subject: 'member', action: 'member.resubmitted', from: 'Cancled', to: 'Pending', actorId: who.id },
    ]);
  });

  it('refuses a request that is not rejected, and a second resubmission, with 409', async () => {
    const who = await applicant();
    await expectApiError(await resubmit(who, correction(who)), 409, 'invalid_transition');
    await reject(who);
    expect((await resubmit(who, correction(who))).status).toBe(200);
    await expectApiError(await resubmit(who, correction(who)), 409, 'invalid_transition');
  });

  it("answers 404 for another member's request, as for one that does not exist", async () => {
    const owner = await applicant();
    const other = await applicant();
    await reject(owner);
    await expectApiError(
      await resubmit(owner, correction(owner), { cookie: other.cookie }),
      404,
      'not_found',
    );
    const missing = await app.request('/api/account/requests/2147483647/resubmission', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify(correction(owner)),
    });
    await expectApiError(missing, 404, 'not_found');
    expect((await state(owner)).request.status).toBe('Cancled');
  });

  it('refuses a member under a penalty with 403 account_restricted, changing nothing', async () => {
    const who = await applicant();
    await reject(who);
    await database.db.insert(penalties).values({
      memberId: who.id,
      reasonAr: 'مخالفة',
      reasonEn: 'Breach of the range safety rules',
      startsOn: '2026-03-01',
      endsOn: '2026-12-31',
    });
    const error = await expectApiError(await resubmit(who, correction(who)), 403, 'account_restricted');
    expect(error.message).toBe('The account has been restricted due to a penalty');
    expect((await state(who)).request.status).toBe('Cancled');
  });

  it('refuses staff with 403', async () => {
    const who = await applicant();
    await reject(who);
    const cookie = await logInAs(app, 'membership@example.ae');
    await expectApiError(await resubmit(who, correction(who), { cookie }), 403, 'forbidden');
  });

  it('checks the answers by the form: field errors, nothing saved', async () => {
    const who = await applicant();
    await reject(who);
    const response = await resubmit(who, correction(who, { heightCm: 20, placeOfBirth: '' }));
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(error.fields).toEqual({
      heightCm: ['validation.minValue'],
      placeOfBirth: ['validation.required'],
    });
    const club = await resubmit(who, correction(who, { clubId: who.id }));
    expect((await expectApiError(club, 400, 'validation_failed')).fields).toEqual({
      clubId: ['validation.invalid'],
    });
    const { request } = await state(who);
    expect(request).toMatchObject({ status: 'Cancled', decisionReason: 'The passport copy cannot be read' });
    expect(request.details).toMatchObject({ placeOfBirth: 'Al Ain' });
  });

  it('needs a file the corrected answers newly require, and drops one no longer asked', async () => {
    const minor = { birthDate: '2010-06-01', mobileFather: '050 765 4321' };
    const adult = await applicant();
    await reject(adult);
    const missing = await resubmit(adult, correction(adult, minor));
    expect((await expectApiError(missing, 400, 'validation_failed')).fields).toEqual({
      parentalApproval: ['validation.required'],
    });
    expect((await resubmit(adult, correction(adult, { ...minor, parentalApproval: pdf }))).status).toBe(200);
    expect((await storedFiles(adult.requestId)).map((file) => file.field)).toContain('parentalApproval');

    // Of age after all: the guardian's approval is no longer asked, so it is not kept.
    await reject(adult);
    expect((await resubmit(adult, correction(adult))).status).toBe(200);
    expect((await storedFiles(adult.requestId)).map((file) => file.field)).not.toContain('parentalApproval');
  });

  it("refuses another member's Emirates ID with 409, and takes the member's own", async () => {
    const who = await applicant();
    const other = await applicant();
    await reject(who);
    const taken = await resubmit(who, correction(who, { emiratesId: other.body.emiratesId }));
    expect((await expectApiError(taken, 409, 'emirates_id_taken')).fields).toEqual({
      emiratesId: ['validation.emiratesIdTaken'],
    });
    const fresh = emiratesId(900_001);
    expect((await resubmit(who, correction(who, { emiratesId: fresh }))).status).toBe(200);
    expect((await state(who)).member.emiratesId).toBe(fresh);
  });

  it('takes a new photo in place of the stored one', async () => {
    const who = await applicant();
    await reject(who);
    const photo = new TestFile(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1d6f42' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    expect((await resubmit(who, correction(who, { photo }))).status).toBe(200);
    const stored = (await storedFiles(who.requestId)).filter((file) => file.field === 'photo');
    expect(stored).toHaveLength(1);
    // Stored re-encoded (decision 042): the new picture's pixels.
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect(await pixels(stored[0]!.bytes)).toEqual(await pixels(photo.bytes));
  });
});
