import { ServiceRequestListSchema, ServiceRequestSchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, silentLogger, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { TestFile, uploaded } from '../../test/uploads';
import { createLogger } from '../http/logger';
import { freshClub } from '../club-account/teams/test-club';
import type { DatabaseHandle } from '../db/client';
import {
  auditEvents,
  bills,
  clubPlayers,
  members,
  outgoingMail,
  seasons,
  serviceRequests,
  tournamentEntries,
} from '../db/schema';
import { recordingMailer } from '../mail/mailer';
import { tournamentSeeds } from '../seed/tournaments';
import { pdfPages } from '../documents/pdf-text';
import { applySilence } from './steps';
import { playerAt as makePlayer } from './test-player';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
/** The clock the app reads; tests move it past a party's deadline. */
let clock = new Date();
let season: string;
const officer = 'membership@example.ae';
/** A one-page PDF a reader opens (objects, cross-reference table and trailer), to be sent ahead. */
function onePagePdf(): TestFile {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TestFile(Buffer.from(body, 'latin1'), 'application/pdf');
}
const pdf = onePagePdf();
let png: TestFile;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock, logger: createLogger('error') });
  call = await demoCallers(app, database);
  const [active] = await database.db
    .select({ name: seasons.name })
    .from(seasons)
    .where(eq(seasons.isActive, true));
  season = active!.name;
  // A real picture: the API may read more of a file than its first bytes.
  png = new TestFile(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#b48a3c' } })
      .png()
      .toBuffer(),
    'image/png',
  );
});
afterAll(() => database.close());

function playerAt(clubId: number, language: 'ar' | 'en' = 'en') {
  return makePlayer(database.db, clubId, language);
}

async function ok(response: Response, status = 200) {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return v.parse(ServiceRequestSchema, await response.json());
}

/** Two fresh clubs and a player of the first, who asks to move to the second: the transfer awaits both clubs. */
async function playerAsksTransfer() {
  const from = await freshClub(database.db);
  const to = await freshClub(database.db);
  const player = await playerAt(from.id);
  const asked = await ok(
    await call.post('/account/services/playerTransfer', player.email, {
      receivingClubId: to.id,
      reason: 'x',
      season,
    }),
    201,
  );
  return { from, to, player, asked };
}

async function clubOf(playerId: number) {
  const [row] = await database.db
    .select({ clubId: clubPlayers.clubId })
    .from(clubPlayers)
    .where(eq(clubPlayers.playerId, playerId));
  return row?.clubId;
}

async function auditOf(requestId: number) {
  return database.db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      reason: auditEvents.reason,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, 'request'), eq(auditEvents.subjectId, requestId)))
    .orderBy(auditEvents.id);
}

async function mailTo(email: string) {
  return database.db
    .select({ subject: outgoingMail.subject, body: outgoingMail.body })
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, email))
    .orderBy(outgoingMail.id);
}

async function tournamentId(key: string) {
  const seed = tournamentSeeds.find((candidate) => candidate.key === key)!;
  const { data } = (await (await call.get('/tournaments')).json()) as {
    data: { id: number; name: { en: string } }[];
  };
  return data.find((tournament) => tournament.name.en.startsWith(`${seed.name.en} `))!.id;
}

describe('a transfer asked for by the player', () => {
  it('goes to both clubs, then the office; its approval moves the player and their future entries, not past ones', async () => {
    const from = await freshClub(database.db);
    const to = await freshClub(database.db, 'academy');
    const player = await playerAt(from.id);
    const tournament = await tournamentId('local-open-first-window');
    // An entry the old club made before the transfer.
    const entered = await call.post(`/tournaments/${tournament}/entries`, from.email, {
      archerId: player.id,
      division: 'R',
      ageClass: 'SENIOR',
    });
    expect(entered.status).toBe(201);

    const asked = await ok(
      await call.post('/account/services/playerTransfer', player.email, {
        receivingClubId: to.id,
        reason: 'Closer to home',
        season,
        agreement: pdf,
      }),
      201,
    );
    expect(asked).toMatchObject({
      kind: 'playerTransfer',
      status: 'awaitingParties',
      role: 'requester',
      player: { id: player.id },
      details: { receivingClubId: to.id, reason: 'Closer to home', season },
      files: [{ field: 'agreement', contentType: 'application/pdf', added: false }],
      bill: { status: 'unpaid' },
      // The player may take their own request back while it is open.
      allowedActions: ['withdraw'],
    });
    expect(asked.parties.map((party) => [party.role, party.club.id, party.answer])).toEqual([
      ['releasingClub', from.id, 'pending'],
      ['receivingClub', to.id, 'pending'],
    ]);
    // 14 days unless the office says otherwise.
    expect(new Date(asked.parties[0]!.answerBy).getTime() - clock.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    const [bill] = await database.db.select().from(bills).where(eq(bills.id, asked.bill!.id));
    expect(bill).toMatchObject({
      memberId: player.id,
      feeCode: 'electronicServices.transfer',
      category: 'electronicServices',
    });
    expect((await mailTo(from.email)).at(-1)!.subject).toMatch(/^اتحاد الإمارات للقوس والسهم: مطلوب ردكم/);

    // Each club sees it with its own buttons; the office may not approve yet.
    const seen = v.parse(
      ServiceRequestListSchema,
      await (await call.get('/account/services', from.email)).json(),
    );
    expect(seen.items.find((item) => item.id === asked.id)).toMatchObject({
      role: 'releasingClub',
      allowedActions: ['agree', 'object'],
    });
    await expectApiError(
      await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'approve' }),
      409,
      'awaiting_parties',
    );

    await expectApiError(
      await call.get(`/account/services/${asked.id}/document.pdf`, player.email),
      409,
      'service_not_approved',
    );
    // Each club's badge counts it while its answer is owed, and no longer once it answered.
    const awaiting = async (email: string) =>
      ((await (await call.get('/account/services/awaiting', email)).json()) as { awaiting: number }).awaiting;
    expect([await awaiting(from.email), await awaiting(to.email), await awaiting(player.email)]).toEqual([
      1, 1, 0,
    ]);
    const released = await ok(
      await call.post(`/account/services/${asked.id}/answer`, from.email, { answer: 'agree' }),
    );
    expect(released).toMatchObject({ status: 'awaitingParties', allowedActions: [] });
    expect([await awaiting(from.email), await awaiting(to.email)]).toEqual([0, 1]);
    const accepted = await ok(
      await call.post(`/account/services/${asked.id}/answer`, to.email, { answer: 'agree' }),
    );
    expect(accepted.status).toBe('awaitingOffice');
    expect((await mailTo(player.email)).map((mail) => mail.body).join('\n')).toMatch(/agreed\./);

    const approved = await ok(
      await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'approve' }),
    );
    expect(approved.status).toBe('approved');
    expect(await clubOf(player.id)).toBe(to.id);
    expect((await auditOf(asked.id)).map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['service.submitted', null, 'awaitingParties'],
      ['service.partyAgreed', 'awaitingParties', 'awaitingParties'],
      ['service.partyAgreed', 'awaitingParties', 'awaitingOffice'],
      ['service.approved', 'awaitingOffice', 'approved'],
    ]);
    expect((await mailTo(to.email)).at(-1)!.subject).toMatch(/اعتُمد طلب انتقال لاعب/);
    expect((await mailTo(player.email)).at(-1)!.subject).toBe(
      `UAE Archery Federation: player transfer request ${asked.id} (${approved.player!.name.en}) approved`,
    );

    // The member reads who took each step; staff are "the office", named to the office only.
    const own = await ok(await call.get(`/account/services/${asked.id}`, player.email));
    expect(own.timeline.map((event) => [event.by, event.name?.en ?? null, event.toStatus])).toEqual([
      ['member', approved.player!.name.en, 'awaitingParties'],
      ['club', approved.parties[0]!.club.name.en, 'awaitingParties'],
      ['club', approved.parties[1]!.club.name.en, 'awaitingOffice'],
      ['office', null, 'approved'],
    ]);
    expect(approved.timeline.at(-1)).toMatchObject({ by: 'office', name: { en: expect.any(String) } });

    // The transfer certificate, in both languages, with the code the public verify route knows.
    expect(approved.verificationCode).toMatch(/^UAEAF-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = approved.verificationCode!;
    const english = await call.get(`/account/services/${asked.id}/document.pdf?lang=en`, player.email);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('application/pdf');
    const englishText = (await pdfPages(new Uint8Array(await english.arrayBuffer()))).flat().join(' ');
    expect(englishText).toContain('Player transfer certificate');
    expect(englishText).toContain(code);
    expect(englishText).toContain(approved.player!.name.en);
    // It names the public page that verifies it, in its own language.
    expect(englishText).toContain(`/en/verify/${code}`);
    const arabic = await call.get(`/office/services/${asked.id}/document.pdf`, officer);
    expect(arabic.status).toBe(200);
    const arabicText = (await pdfPages(new Uint8Array(await arabic.arrayBuffer()))).flat().join('\n');
    expect(arabicText).toContain(`localhost:3000/verify/${code}`);
    const verified = await call.get(`/verify/${code.toLowerCase()}`);
    expect(await verified.json()).toEqual({
      type: 'serviceDocument',
      code,
      kind: 'playerTransfer',
      document: 'transferCertificate',
      holder: approved.player!.name,
      requester: approved.player!.name,
      parties: [
        { role: 'releasingClub', club: approved.parties[0]!.club.name },
        { role: 'receivingClub', club: approved.parties[1]!.club.name },
      ],
      approvedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await expectApiError(await call.get('/verify/UAEAF-AAAA-AAAA-AAAA'), 404, 'not_found');
    await expectApiError(
      await call.get(`/account/services/${asked.id}/document.pdf`, 'academy@example.ae'),
      404,
      'not_found',
    );

    // The entry made before stays the old club's; from now on only the new club enters the player.
    const [entry] = await database.db
      .select({ enteredById: tournamentEntries.enteredById })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.archerId, player.id));
    expect(entry!.enteredById).toBe(from.id);
    await expectApiError(
      await call.post(`/tournaments/${tournament}/entries`, from.email, {
        archerId: player.id,
        division: 'R',
        ageClass: 'SENIOR',
      }),
      403,
      'not_your_player',
    );
  });
});

describe('a receiving club looking up a player by membership number', () => {
  const lookUp = (email: string, membershipNumber: string) =>
    call.get(`/account/services/player?membershipNumber=${encodeURIComponent(membershipNumber)}`, email);

  it('shows the name, the club now and an open request, and nothing else; an unknown number is refused', async () => {
    const from = await freshClub(database.db);
    const to = await freshClub(database.db, 'academy');
    const player = await playerAt(from.id);
    const namesOf = async (id: number) =>
      (
        await database.db
          .select({ ar: members.nameAr, en: members.nameEn })
          .from(members)
          .where(eq(members.id, id))
      )[0]!;
    // As the player gives it: only its digits, in Arabic digits.
    const digits = player.membershipNumber.slice(-6).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    const found = await lookUp(to.email, digits);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      name: await namesOf(player.id),
      club: await namesOf(from.id),
      requestPending: false,
    });

    await ok(
      await call.post('/account/services/playerRelease', player.email, { reason: 'Moving abroad', season }),
      201,
    );
    expect(await (await lookUp(to.email, player.membershipNumber)).json()).toMatchObject({
      requestPending: true,
    });
    await expectApiError(await lookUp(to.email, 'UAEAF-999999'), 404, 'player_not_found');
    const bad = await expectApiError(await lookUp(to.email, 'ES-42'), 400, 'validation_failed');
    expect(bad.fields).toEqual({ membershipNumber: ['validation.invalid'] });
    // A player asks for themself: the lookup is a club's.
    await expectApiError(await lookUp(player.email, player.membershipNumber), 403, 'forbidden');
  });

  it('stops a club going through the register: every lookup counts, 30 an hour, then 429 whatever the number', async () => {
    const club = await freshClub(database.db);
    const player = await playerAt(club.id);
    for (let lookup = 0; lookup < 30; lookup++) {
      expect((await lookUp(club.email, `UAEAF-${String(900000 + lookup)}`)).status).toBe(404);
    }
    await expectApiError(await lookUp(club.email, player.membershipNumber), 429, 'too_many_player_lookups');
    expect(
      Number((await lookUp(club.email, player.membershipNumber)).headers.get('Retry-After')),
    ).toBeGreaterThan(0);
    // Another club's allowance is its own.
    expect((await lookUp((await freshClub(database.db)).email, player.membershipNumber)).status).toBe(200);
  });
});

describe('a transfer asked for by the receiving club', () => {
  it('lets the releasing club object only for a stated reason, and the office weigh it', async () => {
    const from = await freshClub(database.db);
    const to = await freshClub(database.db);
    const player = await playerAt(from.id, 'ar');
    const asked = await ok(
      await call.post('/account/services/playerTransfer', to.email, {
        membershipNumber: player.membershipNumber,
        reason: 'Scouted',
        season,
      }),
      201,
    );
    // The club that asked has agreed by asking; the player is told. The number named them; it is no answer kept.
    expect(asked.player!.id).toBe(player.id);
    expect(asked.details).toEqual({ reason: 'Scouted', season });
    expect(asked.parties.map((party) => party.answer)).toEqual(['pending', 'agreed']);
    expect((await mailTo(player.email)).at(-1)!.body).toMatch(/^عزيزنا/);

    const path = `/account/services/${asked.id}/answer`;
    await expectApiError(await call.post(path, from.email, { answer: 'object' }), 400, 'validation_failed');
    const declined = await expectApiError(
      await call.post(path, from.email, { answer: 'decline' }),
      400,
      'validation_failed',
    );
    expect(declined.fields).toEqual({ answer: ['validation.invalid'] });
    // A club that is no party, and a player, cannot answer.
    await expectApiError(await call.post(path, 'academy@example.ae', { answer: 'agree' }), 404, 'not_found');
    await expectApiError(await call.post(path, player.email, { answer: 'agree' }), 403, 'forbidden');

    const objected = await ok(
      await call.post(path, from.email, { answer: 'object', objection: 'feesOwed', note: 'AED 500 unpaid' }),
    );
    expect(objected.status).toBe('awaitingOffice');
    expect(objected.parties[0]).toMatchObject({
      answer: 'objected',
      objection: 'feesOwed',
      note: 'AED 500 unpaid',
    });
    await expectApiError(await call.post(path, from.email, { answer: 'agree' }), 409, 'already_answered');

    await expectApiError(
      await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'reject' }),
      400,
      'validation_failed',
    );
    const rejected = await ok(
      await call.post(`/office/services/${asked.id}/decision`, officer, {
        decision: 'reject',
        reason: 'The fees are owed',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      officeNote: 'The fees are owed',
      bill: { status: 'cancelled' },
    });
    expect(await clubOf(player.id)).toBe(from.id);
    await expectApiError(
      await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'approve' }),
      409,
      'already_decided',
    );
    // Closed, so the player may be asked for again.
    await ok(
      await call.post('/account/services/playerTransfer', to.email, {
        membershipNumber: player.membershipNumber,
        reason: 'Again',
        season,
      }),
      201,
    );
  });

  it('ends when the receiving club declines, cancelling the bill', async () => {
    const { from, to, asked } = await playerAsksTransfer();
    const declined = await ok(
      await call.post(`/account/services/${asked.id}/answer`, to.email, { answer: 'decline' }),
    );
    expect(declined).toMatchObject({ status: 'declined', bill: { status: 'cancelled' } });
    await expectApiError(
      await call.post(`/account/services/${asked.id}/answer`, from.email, { answer: 'agree' }),
      409,
      'already_answered',
    );
  });
});

describe('a release', () => {
  it("asked for by the club goes straight to the office; approval ends the player's place at the club", async () => {
    const club = await freshClub(database.db);
    const player = await playerAt(club.id);
    const asked = await ok(
      await call.post('/account/services/playerRelease', club.email, {
        playerId: player.id,
        reason: 'Mutual',
        season,
      }),
      201,
    );
    expect(asked).toMatchObject({
      status: 'awaitingOffice',
      parties: [{ role: 'releasingClub', answer: 'agreed' }],
    });
    const [bill] = await database.db
      .select({ feeCode: bills.feeCode })
      .from(bills)
      .where(eq(bills.id, asked.bill!.id));
    expect(bill!.feeCode).toBe('electronicServices.letter');
    await ok(await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'approve' }));
    expect(await clubOf(player.id)).toBeUndefined();
    // No club any more: nothing to be released from.
    await expectApiError(
      await call.post('/account/services/playerRelease', player.email, { reason: 'x', season }),
      409,
      'player_has_no_club',
    );
  });
});

describe('refusals', () => {
  it('refuses a second open release or transfer of a player, a club naming itself, and another club releasing', async () => {
    const from = await freshClub(database.db);
    const other = await freshClub(database.db);
    const player = await playerAt(from.id);
    await ok(
      await call.post('/account/services/playerRelease', player.email, { reason: 'Moving abroad', season }),
      201,
    );
    await expectApiError(
      await call.post('/account/services/playerTransfer', other.email, {
        membershipNumber: player.membershipNumber,
        reason: 'x',
        season,
      }),
      409,
      'player_request_pending',
    );
    const second = await playerAt(from.id);
    await expectApiError(
      await call.post('/account/services/playerTransfer', from.email, {
        membershipNumber: second.membershipNumber,
        reason: 'x',
        season,
      }),
      409,
      'same_club',
    );
    await expectApiError(
      await call.post('/account/services/playerRelease', other.email, {
        playerId: second.id,
        reason: 'x',
        season,
      }),
      409,
      'player_has_no_club',
    );
    // Two at once for one player: one is made.
    const third = await playerAt(from.id);
    const answers = await Promise.all(
      [other, await freshClub(database.db)].map((club) =>
        call.post('/account/services/playerTransfer', club.email, {
          membershipNumber: third.membershipNumber,
          reason: 'x',
          season,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses a member under a penalty, a kind the service is not for, and a kind with no services', async () => {
    await expectApiError(
      await call.post('/account/services/internationalCode', 'restricted@example.ae', {}),
      403,
      'account_restricted',
    );
    await expectApiError(
      await call.post('/account/services/eventOrganisation', 'coach@example.ae', {}),
      403,
      'service_not_available',
    );
    await expectApiError(
      await call.post('/account/services/equipmentImport', 'guest@example.ae', {}),
      403,
      'forbidden',
    );
    await expectApiError(
      await call.post('/account/services/nothing', 'club@example.ae', {}),
      404,
      'not_found',
    );
  });

  it('answers bad input with the fields at fault, never a 500', async () => {
    const event = {
      nameAr: 'بطولة النادي',
      nameEn: 'Club Open',
      eventKind: 'competition',
      startDate: '2027-02-10',
      endDate: '2027-02-11',
      venue: 'Club range',
      emirate: 'dubai',
      participants: 60,
      programme: png,
    };
    const error = await expectApiError(
      await call.post('/account/services/eventOrganisation', 'club@example.ae', event),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ programme: ['validation.pdfType'] });
    // A form refers only to its sender's uploads (decision 052): another member's is as good as none.
    const others = await uploaded(app, pdf, await call.as('academy@example.ae'));
    const fake = await expectApiError(
      await call.post('/account/services/equipmentImport', 'player@example.ae', {
        items: [{ description: 'Sight', quantity: 1 }],
        supplier: 'Shibuya',
        country: 'JP',
        invoice: others,
      }),
      400,
      'validation_failed',
    );
    expect(fake.fields).toEqual({ invoice: ['validation.uploadMissing'] });
    for (const body of [
      { items: 'many', supplier: 7, country: 'USA', invoice: 'x' },
      { items: [{ description: '', quantity: -1 }], supplier: 'Hoyt', country: 'US', invoice: pdf },
      [],
      'text',
    ]) {
      const response = await call.post('/account/services/equipmentImport', 'player@example.ae', body);
      expect(response.status).toBe(400);
    }
    // A receiving club names the player by membership number: one of another shape is bad input on the field, one
    // no player has is refused on it.
    const transferOf = (membershipNumber: string) =>
      call.post('/account/services/playerTransfer', 'club@example.ae', {
        membershipNumber,
        reason: 'x',
        season,
      });
    const badNumber = await expectApiError(await transferOf('ES-42'), 400, 'validation_failed');
    expect(badNumber.fields).toEqual({ membershipNumber: ['validation.invalid'] });
    await expectApiError(await transferOf('UAEAF-999999'), 404, 'player_not_found');
    const [club] = await database.db
      .select({ number: members.membershipNumber })
      .from(members)
      .where(eq(members.email, 'academy@example.ae'));
    await expectApiError(await transferOf(club!.number!), 404, 'player_not_found');
    const unknownSeason = await expectApiError(
      await call.post('/account/services/playerRelease', 'player@example.ae', {
        reason: 'x',
        season: '1990-1991',
      }),
      400,
      'validation_failed',
    );
    expect(unknownSeason.fields).toEqual({ season: ['validation.invalid'] });
  });
});

describe('bulk decisions', () => {
  it('decides each request on its own and skips those that cannot take the decision, with their code', async () => {
    const programme = {
      eventKind: 'workshop',
      venue: 'Range',
      emirate: 'ajman',
      participants: 12,
      programme: pdf,
    };
    const made = await Promise.all(
      ['Winter Workshop', 'Spring Workshop'].map(async (nameEn, index) =>
        ok(
          await call.post('/account/services/eventOrganisation', 'academy@example.ae', {
            ...programme,
            nameAr: index === 0 ? 'ورشة الشتاء' : 'ورشة الربيع',
            nameEn,
            startDate: '2027-03-01',
            endDate: '2027-03-02',
          }),
          201,
        ),
      ),
    );
    const ids = made.map((request) => request.id);
    await ok(await call.post(`/office/services/${ids[1]}/decision`, officer, { decision: 'approve' }));
    const response = await call.post('/office/services/decisions', officer, {
      ids: [...ids, 2147483647],
      decision: 'reject',
      reason: 'Dates clash with the national championship',
    });
    expect(await response.json()).toEqual({
      decided: [ids[0]],
      skipped: [
        { id: ids[1], code: 'already_decided' },
        { id: 2147483647, code: 'not_found' },
      ],
    });
    await expectApiError(
      await call.post('/office/services/decisions', officer, { ids: [ids[0]], decision: 'reject' }),
      400,
      'validation_failed',
    );
  });
});

describe('documents', () => {
  it('the office asks for more, the member adds them and the request returns to the queue', async () => {
    const asked = await ok(
      await call.post('/account/services/equipmentImport', 'academy@example.ae', {
        items: [
          { description: 'Recurve limbs', quantity: 6 },
          { description: 'Arrows (dozen)', quantity: 10 },
        ],
        supplier: 'Win & Win',
        country: 'kr',
        invoice: png,
      }),
      201,
    );
    expect(asked).toMatchObject({
      status: 'awaitingOffice',
      details: { country: 'KR', supplier: 'Win & Win' },
      files: [{ field: 'invoice', contentType: 'image/png' }],
    });
    const documents = `/account/services/${asked.id}/documents`;
    const addition = { files: [{ name: 'Packing list', file: pdf }] };
    await expectApiError(
      await call.post(documents, 'academy@example.ae', addition),
      409,
      'invalid_transition',
    );

    const asking = await ok(
      await call.post(`/office/services/${asked.id}/decision`, officer, {
        decision: 'requestDocuments',
        reason: 'The packing list',
      }),
    );
    expect(asking).toMatchObject({
      status: 'moreDocuments',
      officeNote: 'The packing list',
      allowedActions: ['reject'],
    });
    const mine = await ok(await call.get(`/account/services/${asked.id}`, 'academy@example.ae'));
    expect(mine.allowedActions).toEqual(['addDocuments', 'withdraw']);
    expect((await mailTo('academy@example.ae')).at(-1)!.body).toMatch(/The packing list/);

    await expectApiError(await call.post(documents, 'club@example.ae', addition), 404, 'not_found');
    await expectApiError(
      await call.get(`/account/services/${asked.id}`, 'club@example.ae'),
      404,
      'not_found',
    );
    const added = await ok(await call.post(documents, 'academy@example.ae', addition));
    expect(added).toMatchObject({ status: 'awaitingOffice' });
    expect(added.files.map((file) => [file.field, file.added])).toEqual([
      ['invoice', false],
      ['Packing list', true],
    ]);
    const office = await ok(await call.get(`/office/services/${asked.id}`, officer));
    expect(office.allowedActions).toEqual(['approve', 'reject', 'requestDocuments']);
    // Staff who do not decide read it without buttons.
    await expectApiError(
      await call.get(`/office/services/${asked.id}`, 'editor@example.ae'),
      403,
      'forbidden',
    );

    // The files: to the member and the office, as stored; to anyone else 404.
    const fileId = added.files[1]!.id;
    const file = await call.get(`/account/services/${asked.id}/files/${fileId}`, 'academy@example.ae');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call.get(`/office/services/${asked.id}/files/${fileId}`, officer)).status).toBe(200);
    await expectApiError(
      await call.get(`/account/services/${asked.id}/files/${fileId}`, 'club@example.ae'),
      404,
      'not_found',
    );
    const list = await call.get('/office/services?kind=equipmentImport&status=awaitingOffice', officer);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: { id: number }[] }).items.map((item) => item.id)).toContain(
      asked.id,
    );
    await expectApiError(await call.get('/office/services?status=lost', officer), 400, 'validation_failed');
  });
});

describe('the answer period (the 14-day rule)', () => {
  it('is the office setting, and a silent party is taken as agreeing once, whichever instance runs the job', async () => {
    await expectApiError(
      await call.put('/office/services/settings', officer, { partyAnswerDays: 0 }),
      400,
      'validation_failed',
    );
    const set = await call.put('/office/services/settings', officer, { partyAnswerDays: 3 });
    expect(await set.json()).toEqual({ partyAnswerDays: 3 });
    const { to, player, asked } = await playerAsksTransfer();
    await ok(await call.post(`/account/services/${asked.id}/answer`, to.email, { answer: 'agree' }));
    const deadline = new Date(asked.parties[0]!.answerBy);
    expect(deadline.getTime() - clock.getTime()).toBe(3 * 24 * 60 * 60 * 1000);

    // Two API instances on one database, each with its own mailer, run the rule at the same moment.
    const contexts = [0, 1].map(() => ({
      db: database.db,
      now: () => clock,
      mailer: recordingMailer(database.db, silentLogger, () => clock),
      publicOrigin: 'http://localhost:3000',
      logger: silentLogger,
    }));
    clock = new Date(deadline.getTime() - 1000);
    expect(await Promise.all(contexts.map((ctx) => applySilence(ctx)))).toEqual([0, 0]);
    clock = new Date(deadline.getTime() + 1000);
    const applied = await Promise.all(contexts.map((ctx) => applySilence(ctx)));
    expect(applied.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const deemed = (await auditOf(asked.id)).filter((row) => row.action === 'service.partyDeemedAgreed');
    expect(deemed).toEqual([
      {
        action: 'service.partyDeemedAgreed',
        actorId: null,
        fromStatus: 'awaitingParties',
        toStatus: 'awaitingOffice',
        reason: 'releasingClub',
      },
    ]);
    // Days have passed: everyone logs in again.
    call.forgetSessions();
    const read = await ok(await call.get(`/account/services/${asked.id}`, player.email));
    expect(read.status).toBe('awaitingOffice');
    expect(read.parties[0]).toMatchObject({ answer: 'deemedAgreed' });
    expect(read.timeline.at(-1)).toMatchObject({
      by: 'system',
      name: null,
      action: 'service.partyDeemedAgreed',
    });
    expect(
      (await mailTo(player.email)).filter((mail) => /did not answer in time/.test(mail.body)),
    ).toHaveLength(1);
    const [row] = await database.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, asked.id));
    expect(row!.status).toBe('awaitingOffice');
    await call.put('/office/services/settings', officer, { partyAnswerDays: 14 });
    clock = new Date();
    call.forgetSessions();
  });
});

describe('withdrawing', () => {
  it('the player takes back their transfer: withdrawn, bill cancelled, clubs told, nothing more asked of them', async () => {
    const { from, to, player, asked } = await playerAsksTransfer();
    const withdraw = `/account/services/${asked.id}/withdraw`;
    // A party club is asked to answer, not to withdraw; a stranger does not see it.
    await expectApiError(await call.post(withdraw, from.email, undefined), 404, 'not_found');
    await expectApiError(await call.post(withdraw, 'club@example.ae', undefined), 404, 'not_found');
    await expectApiError(await call.post(withdraw, undefined, undefined), 401, 'unauthenticated');

    const withdrawn = await ok(await call.post(withdraw, player.email, undefined));
    expect(withdrawn).toMatchObject({
      status: 'withdrawn',
      bill: { status: 'cancelled' },
      allowedActions: [],
    });
    expect(withdrawn.timeline.at(-1)).toMatchObject({
      action: 'service.withdrawn',
      fromStatus: 'awaitingParties',
      toStatus: 'withdrawn',
      by: 'member',
    });
    expect((await auditOf(asked.id)).at(-1)).toMatchObject({
      action: 'service.withdrawn',
      actorId: player.id,
      fromStatus: 'awaitingParties',
      toStatus: 'withdrawn',
    });
    for (const club of [from, to]) {
      expect((await mailTo(club.email)).at(-1)!.subject).toMatch(/^اتحاد الإمارات للقوس والسهم: سُحب طلب/);
    }
    expect((await mailTo(player.email)).some((mail) => /withdrawn/.test(mail.subject))).toBe(false);
    const seen = v.parse(
      ServiceRequestListSchema,
      await (await call.get('/account/services', from.email)).json(),
    );
    expect(seen.items.find((item) => item.id === asked.id)).toMatchObject({
      status: 'withdrawn',
      allowedActions: [],
    });

    await expectApiError(await call.post(withdraw, player.email, undefined), 409, 'already_decided');
    await expectApiError(
      await call.post(`/account/services/${asked.id}/answer`, from.email, { answer: 'agree' }),
      409,
      'already_answered',
    );
    await expectApiError(
      await call.post(`/office/services/${asked.id}/decision`, officer, { decision: 'reject', reason: 'x' }),
      409,
      'already_decided',
    );
    // The player is free to ask again.
    await ok(
      await call.post('/account/services/playerTransfer', player.email, {
        receivingClubId: to.id,
        reason: 'Second thoughts',
        season,
      }),
      201,
    );
  });

  it('the player takes back a release their club asked for; an approved one can no longer be withdrawn', async () => {
    const club = await freshClub(database.db);
    const player = await playerAt(club.id);
    const release = { playerId: player.id, reason: 'Mutual', season };
    const asked = await ok(await call.post('/account/services/playerRelease', club.email, release), 201);
    const subject = await ok(await call.get(`/account/services/${asked.id}`, player.email));
    expect(subject).toMatchObject({ role: 'subject', allowedActions: ['withdraw'] });
    const withdrawn = await ok(
      await call.post(`/account/services/${asked.id}/withdraw`, player.email, undefined),
    );
    expect(withdrawn).toMatchObject({ status: 'withdrawn', bill: { status: 'cancelled' } });
    expect((await mailTo(club.email)).at(-1)!.body).toMatch(/سحب/);
    expect(await clubOf(player.id)).toBe(club.id);

    const again = await ok(await call.post('/account/services/playerRelease', club.email, release), 201);
    expect(again.allowedActions).toEqual(['withdraw']);
    const approved = await ok(
      await call.post(`/office/services/${again.id}/decision`, officer, { decision: 'approve' }),
    );
    expect(approved.status).toBe('approved');
    await expectApiError(
      await call.post(`/account/services/${again.id}/withdraw`, club.email, undefined),
      409,
      'already_decided',
    );
    await expectApiError(
      await call.post('/account/services/abc/withdraw', club.email, undefined),
      404,
      'not_found',
    );
  });

  it("leaves a withdrawn request's silent parties alone when their time runs out", async () => {
    const { player, asked } = await playerAsksTransfer();
    await ok(await call.post(`/account/services/${asked.id}/withdraw`, player.email, undefined));
    const ctx = {
      db: database.db,
      now: () => clock,
      mailer: recordingMailer(database.db, silentLogger, () => clock),
      publicOrigin: 'http://localhost:3000',
      logger: silentLogger,
    };
    clock = new Date(new Date(asked.parties[0]!.answerBy).getTime() + 1000);
    try {
      await applySilence(ctx);
    } finally {
      clock = new Date();
    }
    const read = await ok(await call.get(`/office/services/${asked.id}`, officer));
    expect(read.status).toBe('withdrawn');
    expect(read.parties.map((party) => party.answer)).toEqual(['pending', 'pending']);
    expect((await auditOf(asked.id)).map((row) => row.action)).not.toContain('service.partyDeemedAgreed');
  });
});
