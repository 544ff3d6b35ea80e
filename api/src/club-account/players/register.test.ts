import { RosterPlayerSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { playerBody } from '../../../test/registration-bodies';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, members, penalties, registrationFiles, registrationRequests } from '../../db/schema';
import type { Mail, Mailer } from '../../mail/mailer';
import { freshClub } from '../teams/test-club';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let club: { id: number; email: string };
const sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

/** The players form as the club sends it: no password (and no club, which the player form leaves empty here). */
function newPlayer(overrides: Record<string, unknown> = {}) {
  const { password: _, passwordConfirmation: __, ...body } = playerBody(overrides);
  return body;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, {
    now: new Date('2026-11-25T08:00:00Z'),
    mailer,
    publicOrigin: 'https://uaeaf.test',
  });
  club = await freshClub(database.db);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

describe('POST /api/account/club/players/register', () => {
  it('creates the player with a request already accepted by the club, its files and audit, and mails a link', async () => {
    const body = newPlayer();
    const response = await call.post('/account/club/players/register?lang=en', club.email, body);
    expect(response.status).toBe(201);
    const player = v.parse(RosterPlayerSchema, await response.json());
    expect(player).toMatchObject({ status: 'Accepted', name: { en: 'Salem Mohammed Al Kaabi' } });

    const [request] = await database.db
      .select({
        id: registrationRequests.id,
        status: registrationRequests.status,
        clubId: registrationRequests.clubId,
        requestedBy: registrationRequests.requestedBy,
      })
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, player.id));
    expect(request).toMatchObject({ status: 'Accepted', clubId: club.id, requestedBy: club.id });
    const files = await database.db
      .select({ field: registrationFiles.field })
      .from(registrationFiles)
      .where(eq(registrationFiles.requestId, request!.id));
    expect(files.map((file) => file.field)).toEqual(expect.arrayContaining(['photo', 'passportCopy']));
    const audit = await database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, toStatus: auditEvents.toStatus })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'request'), eq(auditEvents.subjectId, request!.id)));
    expect(audit).toEqual([{ action: 'request.submitted', actorId: club.id, toStatus: 'Accepted' }]);

    const mail = sent.find((item) => item.to === body.email)!;
    expect(mail.text).toContain('https://uaeaf.test/en/auth/reset-password?token=');
    // The welcome says who registered them and invites them to set a password (in the language sent, `lang=en`).
    const [byClub] = await database.db
      .select({ name: members.nameEn })
      .from(members)
      .where(eq(members.id, club.id));
    expect(mail.text).toContain(`${byClub!.name} has registered you as a player`);
    expect(mail.text).toContain('To set your password');

    // The office approves it directly: no club step is left.
    const approved = await call.post(`/office/requests/${request!.id}/decision`, 'membership@example.ae', {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    const roster = await call.get(`/account/club/players/${player.id}`, club.email);
    expect(v.parse(RosterPlayerSchema, await roster.json()).status).toBe('Approved');
  });

  it('refuses a taken email in words on its field and creates nothing', async () => {
    const body = newPlayer({ email: 'club@example.ae' });
    const error = await expectApiError(
      await call.post('/account/club/players/register', club.email, body),
      409,
      'email_taken',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['email']);
  });

  it('refuses a body without a required file with 400, creating nothing', async () => {
    const { passportCopy: _, ...withoutPassport } = newPlayer();
    await expectApiError(
      await call.post('/account/club/players/register', club.email, withoutPassport),
      400,
      'validation_failed',
    );
    const made = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, withoutPassport.email));
    expect(made).toEqual([]);
  });

  it('refuses a club under a penalty with the reason', async () => {
    const restricted = await freshClub(database.db, 'academy');
    await database.db.insert(penalties).values({
      memberId: restricted.id,
      reasonAr: 'مخالفة',
      reasonEn: 'Breach',
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
    });
    await expectApiError(
      await call.post('/account/club/players/register', restricted.email, newPlayer()),
      403,
      'account_restricted',
    );
  });
});
