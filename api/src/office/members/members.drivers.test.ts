import {
  OfficeMemberDetailSchema,
  OfficeMemberListResponseSchema,
  OfficeMemberRowSchema,
} from '@uaeaf/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { logIn, me } from '../../../test/auth';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, clubPlayers, members, sessions } from '../../db/schema';
import { demoPassword } from '../../seed/members';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const officer = 'membership@example.ae';

async function list(query: string, email = officer) {
  const response = await call.get(`/office/members${query}`, email);
  expect(response.status).toBe(200);
  return v.parse(OfficeMemberListResponseSchema, await response.json());
}

const emailsOf = (page: { items: { email: string }[] }) => page.items.map((row) => row.email).sort();

describe('GET /api/office/members', () => {
  it('lists every member but the staff, by English name, 25 to a page, with club and status', async () => {
    const { total } = (
      await database.db.select({ total: count() }).from(members).where(ne(members.accountType, 'admin'))
    )[0]!;
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 25, total, totalPages: Math.ceil(total / 25) });
    expect(page.items.map((row) => row.accountType)).not.toContain('admin');
    const names = page.items.map((row) => row.name.en);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const salem = page.items.find((row) => row.email === 'player@example.ae')!;
    expect(salem).toMatchObject({
      accountType: 'player',
      membershipStatus: 'Approved',
      membershipNumber: expect.stringMatching(/^UAEAF-\d{6}$/),
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      club: { id: call.idOf('club@example.ae'), name: { en: 'Sharjah Archery Club' } },
      isBlocked: false,
      isRestricted: false,
    });
  });

  it('pages: the second page of 5 continues the first, and a page past the end is empty', async () => {
    const first = await list('?pageSize=5');
    const second = await list('?pageSize=5&page=2');
    expect(second.items).toHaveLength(5);
    expect(second.items[0]!.name.en >= first.items[4]!.name.en).toBe(true);
    expect((await list('?page=999')).items).toEqual([]);
  });

  it.each([
    ['an English name fragment, any case', 'KAABI', ['player@example.ae']],
    ['an Arabic name fragment', 'الكعبي', ['player@example.ae']],
    ['an email fragment', 'rashid.jun', ['rashid.junior@example.ae']],
    ['a whole email address, any case', 'Noura.Cadet@example.ae', ['noura.cadet@example.ae']],
  ])('finds members by %s', async (_, q, emails) => {
    expect(emailsOf(await list(`?q=${encodeURIComponent(q)}`))).toEqual(emails);
  });

  it('folds Arabic: a name typed without hamza finds the name written with it', async () => {
    const [member] = await database.db
      .select({ nameAr: members.nameAr, email: members.email })
      .from(members)
      .where(eq(members.email, 'person@example.ae'));
    expect(member!.nameAr).toContain('علي');
    await database.db
      .update(members)
      .set({ nameAr: 'فاطمة علي الإماراتي' })
      .where(eq(members.email, 'person@example.ae'));
    try {
      expect(emailsOf(await list(`?q=${encodeURIComponent('الاماراتي')}`))).toEqual(['person@example.ae']);
    } finally {
      await database.db
        .update(members)
        .set({ nameAr: member!.nameAr })
        .where(eq(members.email, 'person@example.ae'));
    }
  });

  it('finds a member by Emirates ID typed with dashes, and by membership number in full or by its digits', async () => {
    await database.db
      .update(members)
      .set({ emiratesId: '784199012345676' })
      .where(eq(members.email, 'coach@example.ae'));
    expect(emailsOf(await list('?q=784-1990-1234567-6'))).toEqual(['coach@example.ae']);
    const { number } = (
      await database.db
        .select({ number: members.membershipNumber })
        .from(members)
        .where(eq(members.email, 'referee@example.ae'))
    )[0]!;
    expect(emailsOf(await list(`?q=${number}`))).toEqual(['referee@example.ae']);
    expect(emailsOf(await list(`?q=${Number(number!.slice('UAEAF-'.length))}`))).toContain(
      'referee@example.ae',
    );
  });

  it('filters by kind, status, club, blocked and restricted', async () => {
    expect(emailsOf(await list('?kind=club'))).toEqual(['club@example.ae']);
    expect(emailsOf(await list('?status=Pending&kind=player'))).toEqual(['sultan.pending@example.ae']);
    const clubPlayerEmails = await database.db
      .select({ email: members.email })
      .from(clubPlayers)
      .innerJoin(members, eq(members.id, clubPlayers.playerId))
      .where(eq(clubPlayers.clubId, call.idOf('club@example.ae')));
    expect(emailsOf(await list(`?clubId=${call.idOf('club@example.ae')}&pageSize=100`))).toEqual(
      clubPlayerEmails.map((row) => row.email).sort(),
    );
    expect(emailsOf(await list('?blocked=true'))).toEqual(['blocked@example.ae']);
    const restricted = await list('?restricted=true');
    expect(emailsOf(restricted)).toEqual(['restricted@example.ae']);
    expect(restricted.items[0]!.isRestricted).toBe(true);
    expect(emailsOf(await list('?restricted=false&pageSize=100'))).not.toContain('restricted@example.ae');
  });

  it('sorts newest first and by membership number, members without one last', async () => {
    const newest = await list('?sort=-joined&pageSize=100');
    const joined = newest.items.map((row) => row.createdAt);
    expect(joined).toEqual([...joined].sort().reverse());
    const byNumber = await list('?sort=number&pageSize=100');
    const numbers = byNumber.items.map((row) => row.membershipNumber);
    const numbered = numbers.filter((number) => number !== null);
    expect(numbered).toEqual([...numbered].sort());
    expect(numbers.slice(numbered.length).every((number) => number === null)).toBe(true);
  });

  it.each([
    ['staff as a kind', '?kind=admin', 'kind'],
    ['an unknown sort', '?sort=email', 'sort'],
    ['a page that is no number', '?page=abc', 'page'],
    ['a club id that is no id', '?clubId=-1', 'clubId'],
    ['a yes/no filter that is neither', '?blocked=1', 'blocked'],
  ])('answers 400 for %s', async (_, query, field) => {
    const error = await expectApiError(
      await call.get(`/office/members${query}`, officer),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields!)).toEqual([field]);
  });

  it('is for staff who may read members: 401 without a session, 403 for a member and the content editor', async () => {
    await expectApiError(await call.get('/office/members'), 401, 'unauthenticated');
    await expectApiError(await call.get('/office/members', 'player@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/members', 'editor@example.ae'), 403, 'forbidden');
    expect((await call.get('/office/members', 'finance@example.ae')).status).toBe(200);
  });
});

describe('GET /api/office/members/:id', () => {
  it("shows a player's data, club, requests, entries, bills, penalties and history", async () => {
    const id = call.idOf('restricted@example.ae');
    const response = await call.get(`/office/members/${id}`, officer);
    expect(response.status).toBe(200);
    const detail = v.parse(OfficeMemberDetailSchema, await response.json());
    expect(detail.member).toMatchObject({
      id,
      email: 'restricted@example.ae',
      isRestricted: true,
      gender: 'male',
      language: 'ar',
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ageClass: 'SENIOR',
      club: { id: call.idOf('club@example.ae') },
      uaePassLinked: false,
    });
    expect(detail.penalties).toHaveLength(1);
    expect(detail.penalties[0]).toMatchObject({
      member: { id },
      reason: { en: 'Breach of the range safety rules' },
      status: 'active',
      lifted: null,
    });
    expect(detail.players).toEqual([]);
  });

  it("shows a club's players and the entries it made for them", async () => {
    const clubId = call.idOf('club@example.ae');
    const detail = v.parse(
      OfficeMemberDetailSchema,
      await (await call.get(`/office/members/${clubId}`, officer)).json(),
    );
    expect(detail.member).toMatchObject({ accountType: 'club', ageClass: null, club: null });
    expect(detail.players.map((player) => player.id)).toContain(call.idOf('player@example.ae'));
    for (const entry of detail.entries) expect(entry.archer.id).not.toBe(clubId);
    // Its bills, whatever their status: the entry withdrawn in the first window left a cancelled one.
    expect(detail.bills.map((bill) => bill.status)).toEqual(expect.arrayContaining(['unpaid', 'cancelled']));
    expect(detail.bills.map((bill) => bill.name.en)).toContain('Season subscription: club');
  });

  it("lists a person's documents with their expiry state, and files that open for whoever reads requests", async () => {
    const read = async (email: string, as = officer) =>
      v.parse(
        OfficeMemberDetailSchema,
        await (await call.get(`/office/members/${call.idOf(email)}`, as)).json(),
      ).documents;
    const coach = await read('coach@example.ae');
    expect(coach.map((document) => [document.document, document.state])).toEqual([
      ['emiratesId', 'expired'],
      ['passport', 'valid'],
      ['medicalExam', 'valid'],
      ['photo', 'noExpiry'],
    ]);
    const player = await read('player@example.ae', 'finance@example.ae');
    const passport = player.find((document) => document.document === 'passport')!;
    expect(passport).toMatchObject({ state: 'expiring', replacementPending: false });
    expect(passport.fileIds).toHaveLength(1);
    const file = `/office/requests/${passport.requestId}/files/${passport.fileIds[0]}`;
    const opened = await call.get(file, officer);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    // Finance reads members but not their requests' files: the page shows no link to them.
    expect((await call.get(file, 'finance@example.ae')).status).toBe(403);
    expect(await read('club@example.ae')).toEqual([]);
  });

  it('answers 404 for an id nobody has', async () => {
    await expectApiError(await call.get('/office/members/99999999', officer), 404, 'not_found');
    await expectApiError(await call.get('/office/members/abc', officer), 404, 'not_found');
  });
});

describe('blocking', () => {
  const target = 'rashid.junior@example.ae';

  async function auditRowsOf(memberId: number) {
    return database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'member'), eq(auditEvents.subjectId, memberId)));
  }

  it('ends the live session at once, refuses the login, and writes one audit row; unblocking lets them in', async () => {
    const id = call.idOf(target);
    const cookie = await call.as(target);
    expect((await me(app, cookie)).status).toBe(200);

    const response = await call.post(`/office/members/${id}/block`, officer, {
      reason: '  Forged documents  ',
    });
    expect(response.status).toBe(200);
    expect(v.parse(OfficeMemberRowSchema, await response.json())).toMatchObject({ id, isBlocked: true });

    expect([401, 403]).toContain((await me(app, cookie)).status);
    const { live } = (
      await database.db.select({ live: count() }).from(sessions).where(eq(sessions.memberId, id))
    )[0]!;
    expect(live).toBe(0);
    await expectApiError(await logIn(app, { email: target, password: demoPassword }), 403, 'account_blocked');
    expect(await auditRowsOf(id)).toEqual([
      expect.objectContaining({
        actorId: call.idOf(officer),
        memberId: id,
        action: 'member.blocked',
        fromStatus: 'unblocked',
        toStatus: 'blocked',
        reason: 'Forged documents',
      }),
    ]);

    await expectApiError(
      await call.post(`/office/members/${id}/block`, officer, { reason: 'Again' }),
      409,
      'already_blocked',
    );
    expect(await auditRowsOf(id)).toHaveLength(1);

    const unblocked = await call.post(`/office/members/${id}/unblock`, officer, {
      reason: 'Documents checked',
    });
    expect(unblocked.status).toBe(200);
    expect((await logIn(app, { email: target, password: demoPassword })).status).toBe(200);
    expect((await auditRowsOf(id)).map((row) => row.action).sort()).toEqual([
      'member.blocked',
      'member.unblocked',
    ]);
    await expectApiError(
      await call.post(`/office/members/${id}/unblock`, officer, { reason: 'Again' }),
      409,
      'not_blocked',
    );
  });

  it('shows the block in the member history, newest first, with the actor', async () => {
    const detail = v.parse(
      OfficeMemberDetailSchema,
      await (await call.get(`/office/members/${call.idOf(target)}`, officer)).json(),
    );
    expect(detail.history.map((event) => event.action).slice(0, 2)).toEqual([
      'member.unblocked',
      'member.blocked',
    ]);
    expect(detail.history[0]!.actor).toMatchObject({
      id: call.idOf(officer),
      name: { en: expect.any(String) },
    });
  });

  it('needs a reason: 400 and nothing changes', async () => {
    const id = call.idOf('noura.cadet@example.ae');
    const error = await expectApiError(
      await call.post(`/office/members/${id}/block`, officer, { reason: '   ' }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ reason: ['validation.required'] });
    await expectApiError(
      await call.post(`/office/members/${id}/block`, officer, { reason: 'x'.repeat(1001) }),
      400,
      'validation_failed',
    );
    const [row] = await database.db
      .select({ isBlocked: members.isBlocked })
      .from(members)
      .where(eq(members.id, id));
    expect(row!.isBlocked).toBe(false);
    expect(await auditRowsOf(id)).toEqual([]);
  });

  it('saves nothing when the audit row cannot be written: the member stays unblocked and logged in', async () => {
    const email = 'noura.cadet@example.ae';
    const id = call.idOf(email);
    const cookie = await call.as(email);
    await database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`,
    );
    try {
      const response = await call.post(`/office/members/${id}/block`, officer, { reason: 'Test' });
      expect(response.status).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_audit on audit_events`);
      await database.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await database.db
      .select({ isBlocked: members.isBlocked })
      .from(members)
      .where(eq(members.id, id));
    expect(row!.isBlocked).toBe(false);
    expect((await me(app, cookie)).status).toBe(200);
  });

  it('refuses staff blocking themselves (409) and anyone but an administrator blocking staff (403)', async () => {
    await expectApiError(
      await call.post(`/office/members/${call.idOf(officer)}/block`, officer, { reason: 'Me' }),
      409,
      'own_account',
    );
    await expectApiError(
      await call.post(`/office/members/${call.idOf('editor@example.ae')}/block`, officer, {
        reason: 'Staff',
      }),
      403,
      'forbidden',
    );
    const editor = call.idOf('editor@example.ae');
    const blocked = await call.post(`/office/members/${editor}/block`, 'admin@example.ae', {
      reason: 'Left',
    });
    expect(blocked.status).toBe(200);
    expect(
      (await call.post(`/office/members/${editor}/unblock`, 'admin@example.ae', { reason: 'Back' })).status,
    ).toBe(200);
  });

  it('is for the membership officer and the administrator: 403 for finance, 404 for an unknown member', async () => {
    const id = call.idOf('hamad.masters@example.ae');
    await expectApiError(
      await call.post(`/office/members/${id}/block`, 'finance@example.ae', { reason: 'No' }),
      403,
      'forbidden',
    );
    await expectApiError(
      await call.post('/office/members/99999999/block', officer, { reason: 'Nobody' }),
      404,
      'not_found',
    );
  });

  it('lets one of two simultaneous blocks win: the other answers 409 and the trail holds one row', async () => {
    const id = call.idOf('saeed.youth@example.ae');
    await call.as('admin@example.ae');
    const answers = await Promise.all([
      call.post(`/office/members/${id}/block`, officer, { reason: 'First' }),
      call.post(`/office/members/${id}/block`, 'admin@example.ae', { reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRowsOf(id)).toHaveLength(1);
    await call.post(`/office/members/${id}/unblock`, officer, { reason: 'Undo' });
  });
});
