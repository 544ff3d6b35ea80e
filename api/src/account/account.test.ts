import { AccountProfileSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { logIn, sessionCookie } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import { testPasswordHashing } from '../../test/password-hashing';
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/client';
import { members, registrationFiles, registrationRequests } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;

const password = 'longbow#2031';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

interface Owner {
  id: number;
  email: string;
  cookie: string;
  photoId: number;
  passportId: number;
}

let a: Owner;
let b: Owner;

/** A registered member with a request and two files, logged in. */
async function registeredMember(email: string, nameEn: string): Promise<Owner> {
  const [member] = await database.db
    .insert(members)
    .values({
      email,
      passwordHash: await hashPassword(password, testPasswordHashing),
      accountType: 'player',
      nameAr: 'سالم الكعبي',
      nameEn,
      emiratesId: null,
    })
    .returning();
  const [request] = await database.db
    .insert(registrationRequests)
    .values({
      memberId: member!.id,
      kind: 'new',
      form: 'players',
      details: { email, nationality: 'AE', shoeSize: 42.5 },
      clientAddress: '203.0.113.9',
      createdAt: new Date('2026-03-01T08:00:00Z'),
    })
    .returning();
  const files = await database.db
    .insert(registrationFiles)
    .values([
      { requestId: request!.id, field: 'photo', contentType: 'image/png', byteSize: png.length, bytes: png },
      {
        requestId: request!.id,
        field: 'passportCopy',
        contentType: 'application/pdf',
        byteSize: pdf.length,
        bytes: pdf,
      },
    ])
    .returning({ id: registrationFiles.id });
  const login = await logIn(app, { email, password }, { 'x-forwarded-for': `198.18.0.${member!.id % 250}` });
  expect(login.status).toBe(200);
  return {
    id: member!.id,
    email,
    cookie: sessionCookie(login),
    photoId: files[0]!.id,
    passportId: files[1]!.id,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: new Date('2026-03-10T12:00:00+04:00') });
  a = await registeredMember('owner.a@example.ae', 'Member A');
  b = await registeredMember('owner.b@example.ae', 'Member B');
});
afterAll(() => database.close());

const get = (path: string, cookie?: string) =>
  app.request(`/api${path}`, { headers: cookie ? { cookie } : {} });

describe('GET /api/account/profile', () => {
  it("answers the caller's own member, registration answers and files, without secrets or bytes", async () => {
    const response = await get('/account/profile', a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const raw = await response.text();
    expect(raw).not.toContain('argon2');
    expect(raw).not.toMatch(/passwordHash|"bytes"|JVBER/);
    const profile = v.parse(AccountProfileSchema, JSON.parse(raw));
    expect(profile).toEqual({
      member: {
        id: a.id,
        email: a.email,
        name: { ar: 'سالم الكعبي', en: 'Member A' },
        accountType: 'player',
        membershipStatus: 'Pending',
        createdAt: expect.any(String),
      },
      registration: {
        id: expect.any(Number),
        form: 'players',
        status: 'Pending',
        clubId: null,
        decisionReason: null,
        submittedAt: '2026-03-01T08:00:00.000Z',
        details: { email: a.email, nationality: 'AE', shoeSize: 42.5 },
      },
      files: [
        { id: a.photoId, field: 'photo', contentType: 'image/png', byteSize: png.length },
        { id: a.passportId, field: 'passportCopy', contentType: 'application/pdf', byteSize: pdf.length },
      ],
    });
  });

  it('answers the registration, not a later rejected renewal of the same member', async () => {
    const c = await registeredMember('owner.c@example.ae', 'Member C');
    await database.db.insert(registrationRequests).values({
      memberId: c.id,
      kind: 'renewal',
      form: 'players',
      status: 'Cancled',
      decisionReason: 'The season is not open',
      details: { seasonId: 1 },
      clientAddress: '203.0.113.9',
      createdAt: new Date('2026-03-05T08:00:00Z'),
    });
    const profile = v.parse(AccountProfileSchema, await (await get('/account/profile', c.cookie)).json());
    expect(profile.registration).toMatchObject({
      status: 'Pending',
      submittedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(profile.files.map((file) => file.field)).toEqual(['photo', 'passportCopy']);
  });

  it('answers a member without a registration form with no registration and no files', async () => {
    // A demo player seeded without the form the role areas' demo members have (decision 056).
    const login = await logIn(app, { email: 'rashid.junior@example.ae', password: 'Archery#2026' });
    const profile = v.parse(
      AccountProfileSchema,
      await (await get('/account/profile', sessionCookie(login))).json(),
    );
    expect(profile.member.email).toBe('rashid.junior@example.ae');
    expect(profile.registration).toBeNull();
    expect(profile.files).toEqual([]);
  });

  it('refuses staff, who have no member account: 403 on every account route', async () => {
    const login = await logIn(app, { email: 'admin@example.ae', password: 'Archery#2026' });
    const cookie = sessionCookie(login);
    for (const path of ['/account/profile', '/account/requests', `/account/files/${a.photoId}`]) {
      await expectApiError(await get(path, cookie), 403, 'forbidden');
    }
  });
});

describe('GET /api/account/files/:id', () => {
  it("serves the caller's own file with its type, a download name and nosniff", async () => {
    const response = await get(`/account/files/${a.passportId}`, a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="passportCopy.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);

    const photo = await get(`/account/files/${a.photoId}`, a.cookie);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toBe('attachment; filename="photo.png"');
  });

  it("answers 404 for another member's file, exactly as for a file that does not exist", async () => {
    const others = await get(`/account/files/${b.passportId}`, a.cookie);
    const missing = await get('/account/files/2147483647', a.cookie);
    expect(await expectApiError(others, 404, 'not_found')).toMatchObject({ code: 'not_found' });
    await expectApiError(missing, 404, 'not_found');
    // B still reads their own file.
    expect((await get(`/account/files/${b.passportId}`, b.cookie)).status).toBe(200);
  });

  it('answers 4xx, never 500, for ids that are no ids', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%00', '1e3']) {
      const response = await get(`/account/files/${id}`, a.cookie);
      expect(response.status, id).toBe(404);
    }
  });
});

describe('every account route needs a session', () => {
  it('answers 401 without a session or with a forged one, on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/account/profile'],
      ['GET', `/account/files/${a.photoId}`],
      ['GET', '/account/files/abc'],
      ['GET', '/account/requests'],
      ['POST', '/account/requests/1/resubmission'],
      ['POST', '/auth/password'],
    ];
    for (const cookie of [undefined, 'uaeaf_session=forged', `uaeaf_session=${'A'.repeat(43)}`]) {
      for (const [method, path] of routes) {
        const response = await app.request(`/api${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
          ...(method === 'POST' && {
            body: JSON.stringify({
              currentPassword: password,
              newPassword: 'bowstring77',
              newPasswordConfirmation: 'bowstring77',
            }),
          }),
        });
        await expectApiError(response, 401, 'unauthenticated');
      }
    }
  });

  it('answers 401 once the session has been logged out', async () => {
    const login = await logIn(app, { email: b.email, password }, { 'x-forwarded-for': '198.18.1.1' });
    const cookie = sessionCookie(login);
    expect((await get('/account/profile', cookie)).status).toBe(200);
    await app.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    await expectApiError(await get('/account/profile', cookie), 401, 'unauthenticated');
    await expectApiError(await get(`/account/files/${b.photoId}`, cookie), 401, 'unauthenticated');
  });
});
