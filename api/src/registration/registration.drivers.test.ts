import { MemberClubListSchema, RegistrationReceiptSchema } from '@uaeaf/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import { minimalPdf } from '../../test/pdf';
import { freshEmail, guestBody, password, pdf, playerBody, png } from '../../test/registration-bodies';
import { TestFile, uploadCookie, withUploads } from '../../test/uploads';
import type { DatabaseHandle } from '../db/client';
import { members, outgoingMail, registrationFiles, registrationRequests } from '../db/schema';
import { registrationsPerHour } from '../submissions/rate-limit';
import { conflictOf } from './registration';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  // 10 March 2026 in the UAE: a birth date of 1990 is an adult's.
  app = testApp(database, { now: new Date('2026-03-10T12:00:00+04:00') });
});
afterAll(() => database.close());

let nextAddress = 1;
/** Each request comes from its own address unless a test says otherwise, so the hourly allowance stays out of the way. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** Posts the form as the browser does: its files sent ahead from this browser (`withUploads`), then the JSON. */
async function register(form: string, body: unknown, address = freshAddress(), query = '') {
  return app.request(`/api/register/${form}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, cookie: uploadCookie },
    body: typeof body === 'string' ? body : JSON.stringify(await withUploads(app, body)),
  });
}

async function rowCounts() {
  const rows = async (table: typeof members | typeof registrationRequests | typeof registrationFiles) =>
    (await database.db.select({ rows: count() }).from(table))[0]!.rows;
  return {
    members: await rows(members),
    requests: await rows(registrationRequests),
    files: await rows(registrationFiles),
  };
}

/** The mails recorded for an address, whatever its case. */
async function mailsTo(email: string) {
  return database.db
    .select()
    .from(outgoingMail)
    .where(sql`lower(${outgoingMail.recipient}) = ${email.toLowerCase()}`)
    .orderBy(outgoingMail.id);
}

async function memberByEmail(email: string) {
  const [member] = await database.db.select().from(members).where(eq(members.email, email));
  return member;
}

const referenceForm = /^REG-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

async function expectReceipt(
  response: Response,
  accountType: string,
  decidesNext: 'club' | 'federation' = 'federation',
) {
  expect(response.status).toBe(201);
  const receipt = v.parse(RegistrationReceiptSchema, await response.json());
  expect(receipt).toEqual({
    status: 'Pending',
    accountType,
    reference: expect.stringMatching(referenceForm),
    decidesNext,
  });
  return receipt;
}

/** A receipt's text with its reference (random, decision 087) blanked, to compare two answers. */
const withoutReference = (text: string) => text.replace(/REG-[0-9A-Z]{5}-[0-9A-Z]{5}/, 'REG-?');

describe('POST /api/register/:form', () => {
  it('registers a guest as a Pending account that can log in', async () => {
    const before = await rowCounts();
    const body = guestBody();
    const { reference } = await expectReceipt(await register('guest', body), 'guest');

    const member = await memberByEmail(body.email);
    expect(member).toMatchObject({
      accountType: 'guest',
      membershipStatus: 'Pending',
      nameAr: 'سالم محمد الكعبي',
      nameEn: 'Salem Mohammed Al Kaabi',
      emiratesId: null,
      isBlocked: false,
      // A guest gives a gender but no birth date.
      birthDate: null,
      gender: 'female',
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    const [request] = await database.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, member!.id));
    expect(request).toMatchObject({ kind: 'new', form: 'guest', status: 'Pending', reference });
    expect(request!.details).toMatchObject({ email: body.email, gender: 2, nationality: 'GB' });
    // The applicant is told at once, in the page's language (Arabic by default): reference, who decides, how long.
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe(`استلمنا طلب تسجيلك في اتحاد الإمارات للقوس والسهم: ${reference}`);
    expect(mail!.body).toContain(`الرقم المرجعي لطلبك ${reference}`);
    expect(mail!.body).toContain('يبت الاتحاد في طلبك عادةً خلال 5 أيام عمل.');
    expect(mail!.html).toContain('dir="rtl"');
    expect(request!.details).not.toHaveProperty('password');
    expect(request!.details).not.toHaveProperty('passwordConfirmation');
    expect(await rowCounts()).toEqual({
      ...before,
      members: before.members + 1,
      requests: before.requests + 1,
    });

    // Pending members log in; their area shows the status.
    const session = await expectSession(await logIn(app, { email: body.email.toUpperCase(), password }));
    expect(session.accountType).toBe('guest');
    expect(session.userInfo.membershipStatus).toBe('Pending');
  });

  it('registers a player with every file stored by field and by the type its bytes show', async () => {
    const before = await rowCounts();
    const body = playerBody();
    await expectReceipt(await register('players', body), 'player');

    const member = await memberByEmail(body.email);
    expect(member).toMatchObject({ accountType: 'player', membershipStatus: 'Pending' });
    // Kept on the member, where tournament entries read the age class from.
    expect(member).toMatchObject({ birthDate: '1990-05-01', gender: 'male' });
    expect(member!.emiratesId).toBe(body.emiratesId.replace(/\D/g, ''));
    const [request] = await database.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, member!.id));
    expect(request!.details).toMatchObject({
      birthDate: '1990-05-01',
      passportNumber: 'A1234567',
      uniformSizeId: 2,
      qualificationId: 3,
      emiratesId: member!.emiratesId,
    });
    // Unasked (a student's university) and blank optional fields are not stored; neither are the files.
    expect(request!.details).not.toHaveProperty('university');
    expect(request!.details).not.toHaveProperty('photo');

    const files = await database.db
      .select({
        field: registrationFiles.field,
        contentType: registrationFiles.contentType,
        byteSize: registrationFiles.byteSize,
        bytes: registrationFiles.bytes,
      })
      .from(registrationFiles)
      .where(eq(registrationFiles.requestId, request!.id))
      .orderBy(registrationFiles.field);
    expect(files.map(({ field, contentType }) => [field, contentType])).toEqual([
      ['emiratesIdBack', 'image/png'],
      ['emiratesIdFront', 'image/png'],
      ['medicalExam', 'application/pdf'],
      ['passportCopy', 'application/pdf'],
      ['photo', 'image/png'],
    ]);
    const photo = files.find((file) => file.field === 'photo')!;
    // Re-encoded (decision 042): the same picture, pixel for pixel, in the bytes sharp wrote.
    expect(await pixelsOf(photo.bytes)).toEqual(await pixelsOf(png.bytes));
    expect(photo.byteSize).toBe(photo.bytes.byteLength);
    expect(await rowCounts()).toEqual({
      members: before.members + 1,
      requests: before.requests + 1,
      files: before.files + 5,
    });

    const session = await expectSession(await logIn(app, { email: body.email, password }));
    expect(session).toMatchObject({ accountType: 'player', userInfo: { membershipStatus: 'Pending' } });
  });

  it.each([
    ['an empty body', () => ({}), { firstNameAr: 'validation.required', email: 'validation.required' }],
    [
      'missing names',
      () => playerBody({ firstNameAr: undefined, lastNameEn: '' }),
      { firstNameAr: 'validation.required', lastNameEn: 'validation.required' },
    ],
    [
      'a bad Emirates ID',
      () => playerBody({ emiratesId: '784-1990-1234567-0' }),
      { emiratesId: 'validation.emiratesId' },
    ],
    ['an empty birth date', () => playerBody({ birthDate: '' }), { birthDate: 'validation.required' }],
    [
      'a birth date that is no date',
      () => playerBody({ birthDate: 'abc' }),
      { birthDate: 'validation.invalid' },
    ],
    [
      'a name too long',
      () => playerBody({ firstNameAr: 'س'.repeat(200) }),
      { firstNameAr: 'validation.maxLength' },
    ],
    [
      'values of the wrong type',
      () => playerBody({ firstNameEn: 42, birthDate: 19900101, photo: { bytes: 'x' } }),
      { firstNameEn: 'validation.invalid', birthDate: 'validation.invalid', photo: 'validation.invalid' },
    ],
    ['a PDF as the photo', () => playerBody({ photo: pdf }), { photo: 'validation.fileType' }],
    [
      'an image as the passport copy',
      () => playerBody({ passportCopy: png }),
      { passportCopy: 'validation.pdfType' },
    ],
    [
      'a file sent inline rather than ahead',
      () => playerBody({ passportCopy: pdf.bytes.toString('base64') }),
      { passportCopy: 'validation.invalid' },
    ],
    [
      'an upload id nobody was given',
      () => playerBody({ photo: { uploadId: 'x'.repeat(43) } }),
      { photo: 'validation.uploadMissing' },
    ],
  ])('answers 400 for %s, naming the fields, and stores nothing', async (_, body, expected) => {
    const before = await rowCounts();
    const error = await expectApiError(await register('players', body()), 400, 'validation_failed');
    expect(error.fields).toMatchObject(
      Object.fromEntries(Object.entries(expected).map(([f, m]) => [f, [m]])),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const error = await expectApiError(await register('guest', 'not json'), 400, 'validation_failed');
    expect(error.fields).toEqual({ '': ['validation.invalid'] });
  });

  it('answers 400 validation.invalid for a value the lookups do not serve', async () => {
    const before = await rowCounts();
    const unknownNationality = await expectApiError(
      await register('guest', guestBody({ nationality: 'XX' })),
      400,
      'validation_failed',
    );
    expect(unknownNationality.fields).toEqual({ nationality: ['validation.invalid'] });
    const unknownLists = await expectApiError(
      await register('players', playerBody({ qualificationId: 99, uniformSizeId: 42 })),
      400,
      'validation_failed',
    );
    expect(unknownLists.fields).toEqual({
      qualificationId: ['validation.invalid'],
      uniformSizeId: ['validation.invalid'],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers an email another account has (any case) as a new one, storing nothing and mailing its owner', async () => {
    const first = guestBody();
    await expectReceipt(await register('guest', first), 'guest');
    const newOne = await register('players', playerBody(), freshAddress(), '?lang=en');
    const before = await rowCounts();
    const taken = await register(
      'players',
      playerBody({ email: first.email.toUpperCase() }),
      freshAddress(),
      '?lang=en',
    );
    // Status, headers that matter and body as for the new address, each with a reference of its own: nothing tells
    // the two apart.
    expect(taken.status).toBe(newOne.status);
    expect(taken.headers.get('content-type')).toBe(newOne.headers.get('content-type'));
    const [takenText, newText] = [await taken.text(), await newOne.text()];
    expect(takenText).toMatch(/"reference":"REG-/);
    expect(takenText).not.toBe(newText);
    expect(withoutReference(takenText)).toBe(withoutReference(newText));
    expect(await rowCounts()).toEqual(before);
    // After the first registration's own mail (a request received), the owner's.
    const [, mail] = await mailsTo(first.email);
    expect(mail!.subject).toBe('Someone tried to register with your email at the UAE Archery Federation');
    expect(mail!.body).toContain('http://localhost:3000/en/auth/login');
    expect(mail!.body).toContain('http://localhost:3000/en/auth/forgot-password');
    // A demo member's email too, mailed in Arabic by default, with links without a locale prefix.
    await expectReceipt(await register('guest', guestBody({ email: 'Player@Example.ae' })), 'guest');
    const [arabic] = await mailsTo('player@example.ae');
    expect(arabic!.subject).toBe('محاولة تسجيل ببريدك الإلكتروني في اتحاد الإمارات للقوس والسهم');
    expect(arabic!.body).toContain('http://localhost:3000/auth/forgot-password');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a weak password with 400 weak_password on the field, the same for a taken email', async () => {
    const before = await rowCounts();
    const mailsBefore = (await mailsTo('player@example.ae')).length;
    const weak = (email?: string) =>
      guestBody({
        password: 'password123',
        passwordConfirmation: 'password123',
        ...(email ? { email } : {}),
      });
    for (const body of [weak(), weak('player@example.ae')]) {
      const error = await expectApiError(await register('guest', body), 400, 'weak_password');
      expect(error.fields).toEqual({ password: ['validation.passwordWeak'] });
    }
    // Made from the applicant's own email.
    const own = guestBody({ email: 'falconwing@example.ae' });
    const error = await expectApiError(
      await register('guest', { ...own, password: 'Falconwing77', passwordConfirmation: 'Falconwing77' }),
      400,
      'weak_password',
    );
    expect(error.fields).toEqual({ password: ['validation.passwordWeak'] });
    expect(await rowCounts()).toEqual(before);
    expect(await mailsTo('player@example.ae')).toHaveLength(mailsBefore);
  });

  it('answers 409 emirates_id_taken for an Emirates ID another account has, however it is typed', async () => {
    const first = playerBody();
    await expectReceipt(await register('players', first), 'player');
    const before = await rowCounts();
    const digits = first.emiratesId.replace(/\D/g, '');
    const error = await expectApiError(
      await register('coaches', {
        ...playerBody({ emiratesId: digits }),
        qualificationCertificate: pdf,
        cv: pdf,
      }),
      409,
      'emirates_id_taken',
    );
    expect(error.fields).toEqual({ emiratesId: ['validation.emiratesIdTaken'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps one account when two registrations with one email race, and leaves nothing of the other', async () => {
    const before = await rowCounts();
    const email = freshEmail();
    const responses = await Promise.all([
      register('players', playerBody({ email })),
      register('players', playerBody({ email })),
    ]);
    // The second finds the first's account, and is answered as a new address with a mail to it; the first's
    // applicant has the mail of a request received.
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect((await mailsTo(email)).map((mail) => mail.subject.split(':')[0]).sort()).toEqual(
      [
        'محاولة تسجيل ببريدك الإلكتروني في اتحاد الإمارات للقوس والسهم',
        'استلمنا طلب تسجيلك في اتحاد الإمارات للقوس والسهم',
      ].sort(),
    );
    expect(await rowCounts()).toEqual({
      members: before.members + 1,
      requests: before.requests + 1,
      files: before.files + 5,
    });
  });

  it("reads the unique indexes' violations as the conflicts they are, on either driver", async () => {
    const taken = playerBody();
    await expectReceipt(await register('players', taken), 'player');
    const existing = await memberByEmail(taken.email);
    const insert = (values: Partial<typeof members.$inferInsert>) =>
      database.db
        .insert(members)
        .values({
          email: freshEmail(),
          passwordHash: 'x',
          accountType: 'player',
          nameAr: 'أ',
          nameEn: 'A',
          ...values,
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    const emailError = await insert({ email: taken.email.toUpperCase() });
    expect(conflictOf(emailError)).toMatchObject({ status: 409, code: 'email_taken' });
    const idError = await insert({ emiratesId: existing!.emiratesId });
    expect(conflictOf(idError)).toMatchObject({ status: 409, code: 'emirates_id_taken' });
    expect(conflictOf(new Error('other'))).toBeUndefined();
  });

  it('answers 404 for a form that does not exist', async () => {
    await expectApiError(await register('referees', guestBody()), 404, 'not_found');
    await expectApiError(await register('toString', guestBody()), 404, 'not_found');
  });

  it('answers 413 for a body over the 64 KiB JSON limit', async () => {
    const body = JSON.stringify(guestBody({ phone: 'x'.repeat(100_000) }));
    await expectApiError(await register('guest', body), 413, 'payload_too_large');
  });

  it('takes a players form with two 1.5 MB PDFs in a JSON body of a few kilobytes', async () => {
    const bigPdf = new TestFile(minimalPdf(1_500_000), 'application/pdf');
    const body = await withUploads(app, playerBody({ medicalExam: bigPdf, passportCopy: bigPdf }));
    expect(JSON.stringify(body).length).toBeLessThan(4 * 1024);
    await expectReceipt(await register('players', body), 'player');
  });

  it('keeps the uploads of a refused form for its corrected send, and lets them be claimed once', async () => {
    const body = (await withUploads(app, playerBody())) as Record<string, unknown>;
    const refused = await register('players', { ...body, birthDate: '' });
    expect((await expectApiError(refused, 400, 'validation_failed')).fields).toEqual({
      birthDate: ['validation.required'],
    });
    const before = await rowCounts();
    await expectReceipt(await register('players', body), 'player');
    expect((await rowCounts()).files).toBe(before.files + 5);
    // The same uploads again, in another registration: gone, every file field says so, nothing is stored.
    const again = await register('players', {
      ...playerBody(),
      photo: body.photo,
      medicalExam: body.medicalExam,
    });
    expect((await expectApiError(again, 400, 'validation_failed')).fields).toEqual({
      photo: ['validation.uploadMissing'],
      medicalExam: ['validation.uploadMissing'],
    });
    expect((await rowCounts()).members).toBe(before.members + 1);
  });

  it("refuses another browser's uploads as if they did not exist", async () => {
    const body = await withUploads(app, playerBody());
    const response = await app.request('/api/register/players', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': freshAddress(),
        cookie: `uaeaf_upload=${'s'.repeat(43)}`,
      },
      body: JSON.stringify(body),
    });
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(Object.values(error.fields ?? {})).toEqual(Array(5).fill(['validation.uploadMissing']));
  });

  it(`answers 429 after ${registrationsPerHour} registrations an hour from one address`, async () => {
    const address = '192.0.2.77';
    const taken = guestBody();
    await expectReceipt(await register('guest', taken, address), 'guest');
    // Duplicates count as well: each one mails the account's owner, which must not go on without limit.
    for (let sent = 1; sent < registrationsPerHour; sent++) {
      expect((await register('guest', guestBody({ email: taken.email }), address)).status).toBe(201);
    }
    const before = await rowCounts();
    const response = await register('guest', guestBody(), address);
    await expectApiError(response, 429, 'too_many_submissions');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
    // Another address is not held back.
    await expectReceipt(await register('guest', guestBody()), 'guest');
  });
});

describe('naming a club or academy, and the language of mail', () => {
  async function accountId(email: string) {
    return (await memberByEmail(email))!.id;
  }

  async function requestOf(email: string) {
    const [request] = await database.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, await accountId(email)));
    return request!;
  }

  it('stores the approved club or academy a player, coach or community player names', async () => {
    const club = await accountId('club@example.ae');
    const academy = await accountId('academy@example.ae');
    const player = playerBody({ clubId: club });
    await expectReceipt(await register('players', player, undefined, '?lang=en'), 'player', 'club');
    const request = await requestOf(player.email);
    expect(request.clubId).toBe(club);
    // The club answers first: the applicant's mail names it.
    const [mail] = await mailsTo(player.email);
    expect(mail!.body).toContain('Sharjah Archery Club, which you named, answers your request first');
    // Kept in its column only, so the two cannot disagree.
    expect(request.details).not.toHaveProperty('clubId');

    const { bestLocalScore: _l, bestInternationalScore: _i, ...community } = playerBody({ clubId: academy });
    await expectReceipt(await register('playersCommunity', community), 'activity', 'club');
    expect((await requestOf(community.email)).clubId).toBe(academy);
  });

  it('stores no club when none is named', async () => {
    const player = playerBody({ clubId: '' });
    await expectReceipt(await register('players', player), 'player');
    expect((await requestOf(player.email)).clubId).toBeNull();
  });

  it.each([
    ['a player account', 'player@example.ae'],
    ['the federation office', 'admin@example.ae'],
  ])('refuses %s as a club with a field error, storing nothing', async (_, email) => {
    const before = await rowCounts();
    const error = await expectApiError(
      await register('players', playerBody({ clubId: await accountId(email) })),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ clubId: ['validation.invalid'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a club whose membership is not approved, and an id no account has', async () => {
    const pendingClub = playerBody();
    await database.db
      .update(members)
      .set({ membershipStatus: 'Pending' })
      .where(eq(members.email, 'academy@example.ae'));
    try {
      const response = await register('players', {
        ...pendingClub,
        clubId: await accountId('academy@example.ae'),
      });
      expect((await expectApiError(response, 400, 'validation_failed')).fields).toEqual({
        clubId: ['validation.invalid'],
      });
    } finally {
      await database.db
        .update(members)
        .set({ membershipStatus: 'Approved' })
        .where(eq(members.email, 'academy@example.ae'));
    }
    const unknown = await register('players', playerBody({ clubId: 2_000_000 }));
    expect((await expectApiError(unknown, 400, 'validation_failed')).fields).toEqual({
      clubId: ['validation.invalid'],
    });
  });

  it("keeps the page's language for the member's mail, Arabic by default", async () => {
    const english = guestBody();
    await expectReceipt(await register('guest', english, freshAddress(), '?lang=en'), 'guest');
    expect((await memberByEmail(english.email))!.language).toBe('en');
    const arabic = guestBody();
    await expectReceipt(await register('guest', arabic), 'guest');
    expect((await memberByEmail(arabic.email))!.language).toBe('ar');
    const error = await expectApiError(
      await register('guest', guestBody(), freshAddress(), '?lang=fr'),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ lang: ['validation.invalid'] });
  });
});

describe('GET /api/lookups/member-clubs', () => {
  it('lists the approved clubs and academies an applicant may name, in both languages', async () => {
    const response = await app.request('/api/lookups/member-clubs');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const clubs = v.parse(MemberClubListSchema, await response.json());
    expect(clubs).toEqual(
      expect.arrayContaining([
        {
          id: (await memberByEmail('club@example.ae'))!.id,
          name: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
          kind: 'club',
        },
        expect.objectContaining({
          name: expect.objectContaining({ en: 'Al Dhafra Archery Academy' }),
          kind: 'academy',
        }),
      ]),
    );
    expect(clubs.every((club) => club.kind === 'club' || club.kind === 'academy')).toBe(true);
  });
});

/** Decoded pixels: two files show the same picture when these are equal, whatever bytes encode them. */
function pixelsOf(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

describe('files are what they say (decisions 042, 052)', () => {
  it('stores a good JPEG re-encoded without its metadata, a good PNG and a good PDF', async () => {
    // A photo with camera metadata (EXIF), which must not be stored.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7c5e24' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'FuzzCam', Copyright: 'secret place' } })
      .toBuffer();
    const body = playerBody({ photo: new TestFile(jpeg, 'image/jpeg') });
    await expectReceipt(await register('players', body), 'player');
    const [member] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, body.email));
    const [request] = await database.db
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, member!.id));
    const files = await database.db
      .select({
        field: registrationFiles.field,
        contentType: registrationFiles.contentType,
        bytes: registrationFiles.bytes,
      })
      .from(registrationFiles)
      .where(eq(registrationFiles.requestId, request!.id));
    const stored = Object.fromEntries(files.map((file) => [file.field, file]));
    expect(stored.photo!.contentType).toBe('image/jpeg');
    const metadata = await sharp(stored.photo!.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      width: 64,
      height: 48,
      exif: undefined,
    });
    expect(Buffer.from(stored.photo!.bytes).includes('FuzzCam')).toBe(false);
    expect(stored.emiratesIdFront!.contentType).toBe('image/png');
    expect(await pixelsOf(stored.emiratesIdFront!.bytes)).toEqual(await pixelsOf(png.bytes));
    expect(stored.passportCopy!.contentType).toBe('application/pdf');
    expect(Buffer.from(stored.passportCopy!.bytes)).toEqual(pdf.bytes);
  });
});
