import {
  type MembershipCard,
  MembershipCardSchema,
  type OfficeCard,
  OfficeCardSchema,
  VerificationSchema,
} from '@uaeaf/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { createApplicant } from '../../test/requests';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { auditEvents, members, membershipCards, penalties } from '../db/schema';
import { pdfPages } from '../documents/pdf-text';
import { newVerificationCode } from '../eservices/document';
import { cardPhoto } from './cards';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const origin = 'https://www.uaearchery.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { publicOrigin: origin });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function cardOf(email: string): Promise<MembershipCard> {
  const response = await call.get('/account/card', email);
  expect(response.status).toBe(200);
  return v.parse(MembershipCardSchema, await response.json());
}

async function issuedCardOf(email: string) {
  const card = await cardOf(email);
  if (!card.issued) throw new Error(`${email} has no card`);
  return card;
}

async function verify(code: string) {
  const response = await call.get(`/verify/${code}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  return { body: body as Record<string, unknown>, parsed: v.parse(VerificationSchema, body) };
}

describe('the card code', () => {
  it('is random, unique and says nothing of the membership number', async () => {
    const rows = await database.db
      .select({ code: membershipCards.code, number: members.membershipNumber })
      .from(membershipCards)
      .innerJoin(members, eq(members.id, membershipCards.memberId))
      .orderBy(members.membershipNumber);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    for (const row of rows) expect(row.code).toMatch(/^UAEAF(-[A-HJ-NP-Z2-9]{4}){3}$/);
    // Numbers given in order do not give codes in order (a reissue, below, gives one number another code).
    const codes = rows.map((row) => row.code);
    expect(codes).not.toEqual([...codes].sort());
    // 60 random bits a code: a thousand new ones never meet.
    const fresh = new Set(Array.from({ length: 1000 }, newVerificationCode));
    expect(fresh.size).toBe(1000);
  });

  it('comes with the approval of a membership', async () => {
    const pending = call.idOf('sultan.pending@example.ae');
    expect(await cardOf('sultan.pending@example.ae')).toEqual({ issued: false, membershipStatus: 'Pending' });
    const none = await database.db
      .select()
      .from(membershipCards)
      .where(eq(membershipCards.memberId, pending));
    expect(none).toEqual([]);

    const applicant = await createApplicant(database.db);
    const decided = await call.post(
      `/office/requests/${applicant.requestId}/decision`,
      'membership@example.ae',
      {
        decision: 'approve',
      },
    );
    expect(decided.status).toBe(200);
    const cards = await database.db
      .select({ code: membershipCards.code })
      .from(membershipCards)
      .where(eq(membershipCards.memberId, applicant.memberId));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.code).toMatch(/^UAEAF(-[A-HJ-NP-Z2-9]{4}){3}$/);
  });
});

describe('GET /api/account/card', () => {
  it("gives an approved player's card: both names, kind, club, number, validity, age class and a photo", async () => {
    const card = await issuedCardOf('player@example.ae');
    const [member] = await database.db.select().from(members).where(eq(members.email, 'player@example.ae'));
    expect(card).toMatchObject({
      name: { ar: member!.nameAr, en: member!.nameEn },
      accountType: 'player',
      club: { en: 'Sharjah Archery Club' },
      membershipNumber: member!.membershipNumber,
      validUntil: member!.validUntil,
      state: 'valid',
    });
    expect(card.ageClass).toMatch(/^(U15|U18|U21|SENIOR|50\+)$/);
  });

  it('draws the QR code as SVG holding the absolute verification link', async () => {
    const card = await issuedCardOf('coach@example.ae');
    const response = await call.get('/account/card/qr.svg?lang=en', 'coach@example.ae');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(card.code).toMatch(/^UAEAF-/);
  });

  it('downloads as a PDF in each language, with both names and the verification link', async () => {
    const card = await issuedCardOf('coach@example.ae');
    for (const lang of ['en', 'ar'] as const) {
      const response = await call.get(`/account/card/card.pdf?lang=${lang}`, 'coach@example.ae');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPages(new Uint8Array(await response.arrayBuffer()))).flat().join(' ');
      expect(text).toContain(card.name.en);
      expect(text).toContain(card.membershipNumber);
      // Under the federation's name in both languages, whichever the document's.
      expect(text).toContain('UAE Archery Federation');
      expect(text).toContain('اتحاد الإمارات للقوس والسهم');
      expect(text).toContain(`${origin}${lang === 'en' ? '/en' : ''}/verify/${card.code}`);
      if (lang === 'en') expect(text).toContain('Membership card');
    }
  });

  it('tells a member without approval why there is no card, and refuses its PDF', async () => {
    await expectApiError(
      await call.get('/account/card/card.pdf', 'sultan.pending@example.ae'),
      409,
      'membership_not_approved',
    );
    await expectApiError(await call.get('/account/card'), 401, 'unauthenticated');
  });
});

describe('GET /api/verify/:code for a card', () => {
  it('answers only name, photo, kind, club, validity and the state: valid', async () => {
    const card = await issuedCardOf('player@example.ae');
    const { body, parsed } = await verify(card.code.toLowerCase());
    expect(Object.keys(body).sort()).toEqual(
      ['accountType', 'club', 'code', 'hasPhoto', 'name', 'state', 'type', 'validUntil'].sort(),
    );
    expect(parsed).toMatchObject({ type: 'membership', state: 'valid', name: card.name, club: card.club });
    const text = JSON.stringify(body);
    expect(text).not.toContain(card.membershipNumber);
    expect(text).not.toContain('@example.ae');
  });

  it('reads suspended under an active penalty, blocked for a blocked account, expired after the validity', async () => {
    const states: Record<string, string> = {
      'restricted@example.ae': 'suspended',
      'blocked@example.ae': 'blocked',
      'expired@example.ae': 'expired',
    };
    for (const [email, state] of Object.entries(states)) {
      const [row] = await database.db
        .select({ code: membershipCards.code })
        .from(membershipCards)
        .where(and(eq(membershipCards.memberId, call.idOf(email)), isNull(membershipCards.revokedAt)));
      expect((await verify(row!.code)).parsed).toMatchObject({ type: 'membership', state });
    }
  });

  it('follows a penalty live: lifted, the card is valid again', async () => {
    const card = await issuedCardOf('referee@example.ae');
    const today = uaeToday(new Date());
    const [penalty] = await database.db
      .insert(penalties)
      .values({
        memberId: call.idOf('referee@example.ae'),
        reasonAr: 'سبب',
        reasonEn: 'Reason',
        startsOn: today,
        endsOn: today,
      })
      .returning();
    expect((await verify(card.code)).parsed).toMatchObject({ state: 'suspended' });
    await database.db
      .update(penalties)
      .set({ liftedAt: new Date(), liftReason: 'Test' })
      .where(eq(penalties.id, penalty!.id));
    expect((await verify(card.code)).parsed).toMatchObject({ state: 'valid' });
  });

  it("shows a club's or academy's logo, which its registration sends in place of a photo", async () => {
    const logo = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7c5e24' } })
        .png()
        .toBuffer(),
    );
    const club = await createApplicant(database.db, {
      accountType: 'club',
      form: 'club',
      files: [{ field: 'logo', contentType: 'image/png', bytes: logo }],
    });
    const photo = await cardPhoto(database.db, club.memberId);
    expect(photo).toMatchObject({ contentType: 'image/png' });
    expect(Buffer.from(photo!.bytes)).toEqual(logo);
  });

  it("serves the holder's photo only while the code is not revoked", async () => {
    const card = await issuedCardOf('coach@example.ae');
    const photo = await call.get(`/verify/${card.code}/photo`);
    if (card.hasPhoto) {
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
    } else {
      expect(photo.status).toBe(404);
    }
    await expectApiError(await call.get('/verify/UAEAF-2222-2222-2222/photo'), 404, 'not_found');
  });
});

describe('the office revokes and reissues a card', () => {
  it('makes the old code read revoked and gives a new one, audited', async () => {
    const email = 'technical@example.ae';
    const id = call.idOf(email);
    const before = await issuedCardOf(email);
    const office = await call.get(`/office/members/${id}/card`, 'membership@example.ae');
    expect(v.parse(OfficeCardSchema, await office.json()).code).toBe(before.code);

    const reissued = await call.post(`/office/members/${id}/card/reissue`, 'membership@example.ae', {
      reason: 'Card lost',
    });
    expect(reissued.status).toBe(200);
    const fresh: OfficeCard = v.parse(OfficeCardSchema, await reissued.json());
    expect(fresh.code).not.toBe(before.code);
    expect((await issuedCardOf(email)).code).toBe(fresh.code);
    expect((await verify(before.code)).parsed).toMatchObject({
      state: 'revoked',
      name: before.name,
      hasPhoto: false,
    });
    await expectApiError(await call.get(`/verify/${before.code}/photo`), 404, 'not_found');
    expect((await verify(fresh.code!)).parsed).toMatchObject({ state: 'valid' });

    const revoked = await call.post(`/office/members/${id}/card/revoke`, 'membership@example.ae', {
      reason: 'Misused',
    });
    expect(v.parse(OfficeCardSchema, await revoked.json())).toEqual({ code: null, issuedAt: null });
    expect((await verify(fresh.code!)).parsed).toMatchObject({ state: 'revoked' });
    await expectApiError(
      await call.post(`/office/members/${id}/card/revoke`, 'membership@example.ae', { reason: 'Again' }),
      409,
      'no_card',
    );

    const audit = await database.db
      .select({ action: auditEvents.action, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'member'), eq(auditEvents.subjectId, id)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'member.cardReissued', reason: 'Card lost' },
        { action: 'member.cardRevoked', reason: 'Misused' },
      ]),
    );
  });

  it('refuses a bad reason on its field, a finance officer, and a missing member', async () => {
    const id = call.idOf('person@example.ae');
    const error = await expectApiError(
      await call.post(`/office/members/${id}/card/reissue`, 'membership@example.ae', { reason: ' ' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['reason']);
    await expectApiError(
      await call.post(`/office/members/${id}/card/reissue`, 'finance@example.ae', { reason: 'Lost' }),
      403,
      'forbidden',
    );
    await expectApiError(
      await call.post('/office/members/99999999/card/reissue', 'membership@example.ae', { reason: 'Lost' }),
      404,
      'not_found',
    );
    expect((await issuedCardOf('person@example.ae')).state).toBe('valid');
  });
});

describe('the manifest that puts the card page on a home screen', () => {
  it('starts at the card page it names and has install-size icons', async () => {
    const response = await call.get('/card/manifest.webmanifest?lang=en&start=/en/my-account-player/card');
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      start_url: string;
      icons: { sizes: string }[];
      display: string;
    };
    expect(manifest).toMatchObject({ start_url: '/en/my-account-player/card', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    const icon = await call.get('/card/icon-512.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    await expectApiError(
      await call.get('/card/manifest.webmanifest?lang=en&start=https://elsewhere.example/'),
      400,
      'validation_failed',
    );
  });
});
