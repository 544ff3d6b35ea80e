import {
  BulkRequestDecisionResultSchema,
  ClubRequestListSchema,
  RequestDecisionResultSchema,
  RequestErrorCodes,
} from '@uaeaf/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { type ApplicantSeed, createApplicant } from '../../test/requests';
import type { DatabaseHandle } from '../db/client';
import { members, registrationRequests, seasons } from '../db/schema';
import type { Mail, Mailer } from '../mail/mailer';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

const officer = 'membership@example.ae';
const administrator = 'admin@example.ae';
let clubId: number;
let seasonEnd: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { mailer, publicOrigin: 'https://www.uaearchery.ae' });
  call = await demoCallers(app, database);
  clubId = call.idOf('club@example.ae');
  const [season] = await database.db
    .select({ endDate: seasons.endDate })
    .from(seasons)
    .where(eq(seasons.isActive, true));
  seasonEnd = season!.endDate;
});
afterAll(() => database.close());
beforeEach(() => {
  sent = [];
});

const applicant = (seed: ApplicantSeed = {}) => createApplicant(database.db, seed);

function decide(requestId: number, body: unknown, email = officer) {
  return call.post(`/office/requests/${requestId}/decision`, email, body);
}

function clubDecide(requestId: number, body: unknown, email = 'club@example.ae') {
  return call.post(`/club/requests/${requestId}/decision`, email, body);
}

async function requestRow(requestId: number) {
  const [row] = await database.db
    .select({
      status: registrationRequests.status,
      decisionReason: registrationRequests.decisionReason,
      memberStatus: members.membershipStatus,
      membershipNumber: members.membershipNumber,
      validUntil: members.validUntil,
    })
    .from(registrationRequests)
    .innerJoin(members, eq(members.id, registrationRequests.memberId))
    .where(eq(registrationRequests.id, requestId));
  return row!;
}

function auditOf(subject: 'request' | 'member', subjectId: number) {
  return auditTrail(database.db, subject, subjectId);
}

describe('the office approving', () => {
  it('approves a Pending request that named no club: a membership number and the season as validity', async () => {
    const { requestId, memberId } = await applicant();
    const response = await decide(requestId, { decision: 'approve' });
    expect(response.status).toBe(200);
    const result = v.parse(RequestDecisionResultSchema, await response.json());
    expect(result).toEqual({
      id: requestId,
      status: 'Approved',
      membershipNumber: expect.stringMatching(/^UAEAF-\d{6}$/),
      validUntil: seasonEnd,
    });
    expect(await requestRow(requestId)).toEqual({
      status: 'Approved',
      decisionReason: null,
      memberStatus: 'Approved',
      membershipNumber: result.membershipNumber,
      validUntil: seasonEnd,
    });
    const actorId = call.idOf(officer);
    expect(await auditOf('request', requestId)).toEqual([
      {
        actorId,
        memberId,
        action: 'request.approved',
        fromStatus: 'Pending',
        toStatus: 'Approved',
        reason: null,
      },
    ]);
    expect(await auditOf('member', memberId)).toEqual([
      {
        actorId,
        memberId,
        action: 'member.approved',
        fromStatus: 'Pending',
        toStatus: 'Approved',
        reason: null,
      },
    ]);
  });

  it('approves a request its club accepted, and keeps a number the member already has', async () => {
    const { requestId, memberId } = await applicant({ status: 'Accepted', clubId });
    await database.db
      .update(members)
      .set({ membershipNumber: 'UAEAF-900001' })
      .where(eq(members.id, memberId));
    const response = await decide(requestId, { decision: 'approve' }, administrator);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'Approved', membershipNumber: 'UAEAF-900001' });
    expect((await auditOf('request', requestId))[0]).toMatchObject({ fromStatus: 'Accepted' });
  });

  it('refuses with 409 awaiting_club while the club named has not accepted, and changes nothing', async () => {
    const { requestId, memberId } = await applicant({ clubId });
    const error = await expectApiError(
      await decide(requestId, { decision: 'approve' }),
      409,
      'awaiting_club',
    );
    expect(error.message).toMatch(/club or academy/);
    expect(await requestRow(requestId)).toMatchObject({ status: 'Pending', memberStatus: 'Pending' });
    expect(await auditOf('request', requestId)).toEqual([]);
    expect(await auditOf('member', memberId)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a request decided before with 409 already_decided', async () => {
    const approved = await applicant({ status: 'Approved' });
    await expectApiError(
      await decide(approved.requestId, { decision: 'reject', reason: 'x' }),
      409,
      'already_decided',
    );
    const rejected = await applicant({ status: 'Cancled' });
    await expectApiError(await decide(rejected.requestId, { decision: 'approve' }), 409, 'already_decided');
  });

  it('answers 404 for no such request, and 403 to staff who may not decide and to members', async () => {
    await expectApiError(await decide(999999, { decision: 'approve' }), 404, 'not_found');
    const { requestId } = await applicant();
    await expectApiError(
      await decide(requestId, { decision: 'approve' }, 'editor@example.ae'),
      403,
      'forbidden',
    );
    await expectApiError(
      await decide(requestId, { decision: 'approve' }, 'finance@example.ae'),
      403,
      'forbidden',
    );
    await expectApiError(
      await decide(requestId, { decision: 'approve' }, 'club@example.ae'),
      403,
      'forbidden',
    );
    await expectApiError(
      await decide(requestId, { decision: 'approve' }, 'player@example.ae'),
      403,
      'forbidden',
    );
    expect((await requestRow(requestId)).status).toBe('Pending');
  });
});

describe('the office rejecting', () => {
  it('needs a reason: 400 with the field error, and the database unchanged', async () => {
    const { requestId } = await applicant();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
      const error = await expectApiError(await decide(requestId, body), 400, 'validation_failed');
      expect(error.fields).toEqual({ reason: ['validation.required'] });
    }
    const tooLong = await expectApiError(
      await decide(requestId, { decision: 'reject', reason: 'x'.repeat(1001) }),
      400,
      'validation_failed',
    );
    expect(tooLong.fields).toEqual({ reason: ['validation.maxLength'] });
    await expectApiError(await decide(requestId, { decision: 'maybe' }), 400, 'validation_failed');
    expect(await requestRow(requestId)).toMatchObject({ status: 'Pending', decisionReason: null });
    expect(await auditOf('request', requestId)).toEqual([]);
  });

  it('rejects at either step with the reason the member reads', async () => {
    for (const seed of [{}, { clubId }, { status: 'Accepted', clubId }] as ApplicantSeed[]) {
      const { requestId, memberId } = await applicant(seed);
      const response = await decide(requestId, { decision: 'reject', reason: '  The photo is not clear. ' });
      expect(response.status).toBe(200);
      expect(await requestRow(requestId)).toMatchObject({
        status: 'Cancled',
        memberStatus: 'Cancled',
        decisionReason: 'The photo is not clear.',
      });
      expect(await auditOf('request', requestId)).toEqual([
        expect.objectContaining({
          action: 'request.rejected',
          fromStatus: seed.status ?? 'Pending',
          toStatus: 'Cancled',
          reason: 'The photo is not clear.',
        }),
      ]);
      expect(await auditOf('member', memberId)).toEqual([
        expect.objectContaining({ action: 'member.rejected', toStatus: 'Cancled' }),
      ]);
    }
  });
});

describe('a club deciding', () => {
  it('lists the requests that named it, and no other club sees them', async () => {
    const { requestId, memberId } = await applicant({
      clubId,
      birthDate: '2010-04-02',
      nameEn: 'Club Applicant',
    });
    await applicant({ clubId: call.idOf('academy@example.ae') });
    const response = await call.get('/club/requests?status=Pending', 'club@example.ae');
    expect(response.status).toBe(200);
    const page = v.parse(ClubRequestListSchema, await response.json());
    expect(page.items.every((item) => item.status === 'Pending')).toBe(true);
    expect(page.items.find((item) => item.id === requestId)).toMatchObject({
      applicant: { id: memberId, name: { en: 'Club Applicant' } },
      form: 'players',
      accountType: 'player',
      birthDate: '2010-04-02',
      allowedActions: ['accept', 'reject'],
    });
    const academy = v.parse(
      ClubRequestListSchema,
      await (await call.get('/club/requests', 'academy@example.ae')).json(),
    );
    expect(academy.items.map((item) => item.id)).not.toContain(requestId);
    await expectApiError(
      await call.get('/club/requests?status=Rejected', 'club@example.ae'),
      400,
      'validation_failed',
    );
    await expectApiError(await call.get('/club/requests', 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/club/requests', officer), 403, 'forbidden');
  });

  it('accepts its own: the request and the member become Accepted, then the office may approve', async () => {
    const { requestId, memberId } = await applicant({ clubId });
    const response = await clubDecide(requestId, { decision: 'accept' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: requestId,
      status: 'Accepted',
      membershipNumber: null,
      validUntil: null,
    });
    expect(await requestRow(requestId)).toMatchObject({ status: 'Accepted', memberStatus: 'Accepted' });
    expect(await auditOf('request', requestId)).toEqual([
      expect.objectContaining({
        actorId: clubId,
        memberId,
        action: 'request.accepted',
        toStatus: 'Accepted',
      }),
    ]);
    await expectApiError(
      await clubDecide(requestId, { decision: 'reject', reason: 'late' }),
      409,
      'already_decided',
    );
    expect((await decide(requestId, { decision: 'approve' })).status).toBe(200);
  });

  it('rejects its own with a reason', async () => {
    const { requestId } = await applicant({ clubId });
    const missing = await expectApiError(
      await clubDecide(requestId, { decision: 'reject' }),
      400,
      'validation_failed',
    );
    expect(missing.fields).toEqual({ reason: ['validation.required'] });
    expect((await clubDecide(requestId, { decision: 'reject', reason: 'Not our player' })).status).toBe(200);
    expect(await requestRow(requestId)).toMatchObject({
      status: 'Cancled',
      decisionReason: 'Not our player',
    });
  });

  it("answers 404 for another club's request or one that named none, and changes nothing", async () => {
    const academys = await applicant({ clubId: call.idOf('academy@example.ae') });
    const nobodys = await applicant();
    for (const requestId of [academys.requestId, nobodys.requestId]) {
      await expectApiError(await clubDecide(requestId, { decision: 'accept' }), 404, 'not_found');
      await expectApiError(
        await clubDecide(requestId, { decision: 'reject', reason: 'x' }),
        404,
        'not_found',
      );
      expect((await requestRow(requestId)).status).toBe('Pending');
    }
    await expectApiError(
      await clubDecide(academys.requestId, { decision: 'approve' }),
      400,
      'validation_failed',
    );
  });

  it('decides even while the club is under a penalty', async () => {
    const { requestId } = await applicant({ clubId });
    await database.db.execute(
      sql`insert into penalties (member_id, reason_ar, reason_en, starts_on, ends_on) values (${clubId}, 'مخالفة', 'Breach', '2020-01-01', '2099-12-31')`,
    );
    try {
      expect((await clubDecide(requestId, { decision: 'accept' })).status).toBe(200);
    } finally {
      await database.db.execute(sql`delete from penalties where member_id = ${clubId}`);
    }
  });
});

describe('two staff deciding the same request at once', () => {
  it('let one decision win; the other is told it was already decided; the trail holds one decision', async () => {
    const { requestId, memberId } = await applicant();
    // Log both in first, so the two decisions really race.
    await call.as(officer);
    await call.as(administrator);
    const responses = await Promise.all([
      decide(requestId, { decision: 'approve' }, officer),
      decide(requestId, { decision: 'reject', reason: 'Duplicate application' }, administrator),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    const error = await expectApiError(loser, 409, RequestErrorCodes.alreadyDecided);
    expect(error.message).toMatch(/already been decided/);
    expect(await auditOf('request', requestId)).toHaveLength(1);
    expect(await auditOf('member', memberId)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('holds for many at once as well', async () => {
    const { requestId } = await applicant();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        decide(requestId, { decision: 'approve' }, index % 2 === 0 ? officer : administrator),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
    expect(await auditOf('request', requestId)).toHaveLength(1);
  });
});

describe('bulk decisions', () => {
  it('decide what can be decided and skip the rest with their codes', async () => {
    const open = await applicant();
    const accepted = await applicant({ status: 'Accepted', clubId });
    const waiting = await applicant({ clubId });
    const approved = await applicant({ status: 'Approved' });
    const ids = [open.requestId, waiting.requestId, accepted.requestId, approved.requestId, 999999];
    const response = await call.post('/office/requests/decisions', officer, { ids, decision: 'approve' });
    expect(response.status).toBe(200);
    expect(v.parse(BulkRequestDecisionResultSchema, await response.json())).toEqual({
      decided: [open.requestId, accepted.requestId],
      skipped: [
        { id: waiting.requestId, code: 'awaiting_club' },
        { id: approved.requestId, code: 'already_decided' },
        { id: 999999, code: 'not_found' },
      ],
    });
    expect((await requestRow(open.requestId)).status).toBe('Approved');
    expect((await requestRow(accepted.requestId)).status).toBe('Approved');
    expect((await requestRow(waiting.requestId)).status).toBe('Pending');
    expect(await auditOf('request', waiting.requestId)).toEqual([]);
    expect(sent.map((mail) => mail.to).sort()).toEqual([open.email, accepted.email].sort());
  });

  it('reject with one reason for all', async () => {
    const first = await applicant();
    const second = await applicant({ status: 'Accepted', clubId });
    const response = await call.post('/office/requests/decisions', officer, {
      ids: [first.requestId, second.requestId],
      decision: 'reject',
      reason: 'Incomplete documents',
    });
    expect(await response.json()).toEqual({ decided: [first.requestId, second.requestId], skipped: [] });
    for (const { requestId } of [first, second]) {
      expect(await requestRow(requestId)).toMatchObject({
        status: 'Cancled',
        decisionReason: 'Incomplete documents',
      });
    }
  });

  it('refuse a body that is not 1 to 200 distinct ids, or a rejection without a reason, deciding nothing', async () => {
    const { requestId } = await applicant();
    for (const [body, field] of [
      [{ ids: [], decision: 'approve' }, 'ids'],
      [{ ids: [requestId, requestId], decision: 'approve' }, 'ids'],
      [{ ids: Array.from({ length: 201 }, (_, index) => index + 1), decision: 'approve' }, 'ids'],
      [{ ids: [requestId], decision: 'reject' }, 'reason'],
    ] as const) {
      const error = await expectApiError(
        await call.post('/office/requests/decisions', officer, body),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expect((await requestRow(requestId)).status).toBe('Pending');
    await expectApiError(
      await call.post('/office/requests/decisions', 'editor@example.ae', {
        ids: [requestId],
        decision: 'approve',
      }),
      403,
      'forbidden',
    );
  });
});

describe('the mail each decision sends', () => {
  it('tells an English-speaking member their number and validity on approval', async () => {
    const { requestId, email } = await applicant({ language: 'en', nameEn: 'Maya Stone' });
    const result = v.parse(
      RequestDecisionResultSchema,
      await (await decide(requestId, { decision: 'approve' })).json(),
    );
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Your UAE Archery Federation membership is approved');
    expect(mail!.text).toContain('Dear Maya Stone,');
    expect(mail!.text).toContain(`Membership number: ${result.membershipNumber}`);
    const validity = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${seasonEnd}T00:00:00Z`),
    );
    expect(mail!.text).toContain(`Valid until: ${validity}`);
    expect(mail!.text).toContain('https://www.uaearchery.ae/en/auth/login');
  });

  it('tells an Arabic-speaking member the reason of a rejection and that they may resubmit', async () => {
    const { requestId } = await applicant({ language: 'ar', nameAr: 'مها حسن' });
    await decide(requestId, { decision: 'reject', reason: 'صورة جواز السفر غير واضحة' });
    const [mail] = sent;
    expect(mail!.subject).toBe('رُفض طلب عضويتك في اتحاد الإمارات للقوس والسهم');
    expect(mail!.text).toContain('عزيزنا مها حسن،');
    expect(mail!.text).toContain('صورة جواز السفر غير واضحة');
    expect(mail!.text).toContain(
      'يمكنك تصحيح طلبك وإعادة تقديمه من حسابك: https://www.uaearchery.ae/auth/login',
    );
  });

  it('tells the member which club accepted them, and that the federation decides next', async () => {
    const { requestId } = await applicant({ language: 'en', clubId });
    await clubDecide(requestId, { decision: 'accept' });
    expect(sent[0]!.subject).toBe('Your UAE Archery Federation membership request was accepted by your club');
    expect(sent[0]!.text).toContain('Sharjah Archery Club has accepted your membership request.');
    const rejected = await applicant({ language: 'en', clubId });
    await clubDecide(rejected.requestId, { decision: 'reject', reason: 'Unknown to the club' });
    expect(sent[1]!.text).toContain('Unknown to the club');
    expect(sent[1]!.text).toContain('You can correct your application and resubmit it from your account');
  });
});

describe('a decision that fails', () => {
  it('leaves no status change, no audit row and no mail: the audit rows are in its transaction', async () => {
    const { requestId, memberId } = await applicant();
    // A check at commit that refuses this request's audit row: the rows were written, and must go with the rest.
    await database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`);
    await database.db.execute(
      sql.raw(`
      create constraint trigger refuse_audit after insert on audit_events deferrable initially deferred
      for each row when (new.subject = 'request' and new.subject_id = ${requestId}) execute function refuse_audit()`),
    );
    try {
      const response = await decide(requestId, { decision: 'approve' });
      expect(response.status).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_audit on audit_events`);
      await database.db.execute(sql`drop function refuse_audit`);
    }
    expect(await requestRow(requestId)).toMatchObject({
      status: 'Pending',
      memberStatus: 'Pending',
      membershipNumber: null,
    });
    expect(await auditOf('request', requestId)).toEqual([]);
    expect(await auditOf('member', memberId)).toEqual([]);
    expect(sent).toEqual([]);
  });
});
