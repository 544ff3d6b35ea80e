import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn, me, sessionCookie } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { members, rateLimiterFlexible, sessions } from '../db/schema';
import { demoPassword } from '../seed/members';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  // A day inside the restricted demo member's penalty.
  app = testApp(database, { now: new Date('2026-03-01T12:00:00+04:00') });
});
afterAll(() => database.close());

async function sessionCount(): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(sessions);
  return row!.rows;
}

describe('POST /api/auth/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie without Max-Age, and me answers with the member', async () => {
    const response = await logIn(app, { email: 'player@example.ae', password: demoPassword });
    const session = await expectSession(response);
    expect(session).toEqual({
      userInfo: {
        id: expect.any(Number),
        email: 'player@example.ae',
        name: { ar: 'سالم راشد الكعبي', en: 'Salem Rashed Al Kaabi' },
        isBlock: false,
        isRestricted: false,
        membershipStatus: 'Approved',
      },
      accountType: 'player',
    });

    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^uaeaf_session=[A-Za-z0-9_-]{43}; /);
    const attributes = setCookie!.split('; ').slice(1);
    expect(new Set(attributes)).toEqual(new Set(['Path=/', 'HttpOnly', 'SameSite=Lax']));

    expect(await expectSession(await me(app, sessionCookie(response)))).toEqual(session);
  });

  it('marks the cookie Secure when the request came over HTTPS through the proxy', async () => {
    const response = await logIn(
      app,
      { email: 'coach@example.ae', password: demoPassword },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]!.split('; ')).toContain('Secure');
  });

  it('stores only the SHA-256 of the session token', async () => {
    const cookie = sessionCookie(await logIn(app, { email: 'guest@example.ae', password: demoPassword }));
    const token = cookie.slice('uaeaf_session='.length);
    const stored = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    expect(stored.map((row) => row.tokenHash)).toContain(tokenHash);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it("ends the browser's earlier session: a second login, as the same member or another, leaves one", async () => {
    let earlier = sessionCookie(await logIn(app, { email: 'referee@example.ae', password: demoPassword }));
    for (const email of ['referee@example.ae', 'technical@example.ae']) {
      const before = await sessionCount();
      const again = await logIn(app, { email, password: demoPassword }, { cookie: earlier });
      await expectSession(again);
      expect(await sessionCount()).toBe(before);
      await expectApiError(await me(app, earlier), 401, 'unauthenticated');
      earlier = sessionCookie(again);
      await expectSession(await me(app, earlier));
    }
  });

  it('keeps the session of a browser whose second login fails', async () => {
    const cookie = sessionCookie(await logIn(app, { email: 'academy@example.ae', password: demoPassword }));
    const wrong = await logIn(app, { email: 'academy@example.ae', password: 'not the password' }, { cookie });
    await expectApiError(wrong, 401, 'invalid_credentials');
    await expectSession(await me(app, cookie));
  });

  it('finds the member whatever the case of the email and around spaces', async () => {
    const response = await logIn(app, { email: '  Referee@EXAMPLE.ae ', password: demoPassword });
    expect((await expectSession(response)).userInfo.email).toBe('referee@example.ae');
  });

  it('answers 401 invalid_credentials for a wrong password, and no cookie', async () => {
    const response = await logIn(app, { email: 'player@example.ae', password: 'Archery#2025' });
    const error = await expectApiError(response, 401, 'invalid_credentials');
    expect(error.fields).toBeUndefined();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const unknown = await logIn(app, { email: 'nobody@example.ae', password: demoPassword });
    const wrong = await logIn(app, { email: 'player@example.ae', password: 'wrong' });
    expect(await expectApiError(unknown, 401, 'invalid_credentials')).toEqual(
      await expectApiError(wrong, 401, 'invalid_credentials'),
    );
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('answers 403 account_blocked to a blocked member with the right password, and starts no session', async () => {
    const before = await sessionCount();
    const response = await logIn(app, { email: 'blocked@example.ae', password: demoPassword });
    await expectApiError(response, 403, 'account_blocked');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('tells a blocked member with a wrong password only that the credentials are wrong', async () => {
    const response = await logIn(app, { email: 'blocked@example.ae', password: 'wrong' });
    await expectApiError(response, 401, 'invalid_credentials');
  });

  it('lets a member under a penalty log in, marked restricted', async () => {
    const response = await logIn(app, { email: 'restricted@example.ae', password: demoPassword });
    const { userInfo } = await expectSession(response);
    expect(userInfo).toMatchObject({ isRestricted: true, isBlock: false });
    const again = await expectSession(await me(app, sessionCookie(response)));
    expect(again.userInfo.isRestricted).toBe(true);
  });

  it('judges the penalty by the UAE calendar day, both ends included', async () => {
    const restrictedAt = async (instant: string) => {
      const at = testApp(database, { now: new Date(instant) });
      const response = await logIn(at, { email: 'restricted@example.ae', password: demoPassword });
      return (await expectSession(response)).userInfo.isRestricted;
    };
    // 2025-12-31 23:59 in the UAE, then 2026-01-01 00:30 there (still 2025-12-31 in UTC).
    expect(await restrictedAt('2025-12-31T19:59:00Z')).toBe(false);
    expect(await restrictedAt('2025-12-31T20:30:00Z')).toBe(true);
    expect(await restrictedAt('2027-12-31T19:00:00Z')).toBe(true);
    expect(await restrictedAt('2027-12-31T20:30:00Z')).toBe(false);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [member] = await database.db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.email, 'player@example.ae'));
    expect(member!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(member!.passwordHash).not.toContain(demoPassword);
  });
});

describe('login body validation', () => {
  async function tableCounts() {
    const [attempts] = await database.db.select({ rows: count() }).from(rateLimiterFlexible);
    return { sessions: await sessionCount(), attempts: attempts!.rows };
  }

  const tenKilobytes = `${'a'.repeat(10 * 1024)}@example.ae`;

  it.each<[string, unknown, Record<string, string[]>]>([
    ['an empty object', {}, { email: ['validation.required'], password: ['validation.required'] }],
    ['a missing password', { email: 'player@example.ae' }, { password: ['validation.required'] }],
    [
      'empty strings',
      { email: '', password: '' },
      { email: ['validation.required'], password: ['validation.required'] },
    ],
    ['blank email', { email: '   ', password: 'x' }, { email: ['validation.required'] }],
    [
      'nulls',
      { email: null, password: null },
      { email: ['validation.required'], password: ['validation.required'] },
    ],
    [
      'wrong types',
      { email: 42, password: ['x'] },
      { email: ['validation.invalid'], password: ['validation.invalid'] },
    ],
    ['not an email', { email: 'player.example.ae', password: 'x' }, { email: ['validation.email'] }],
    ['a 10 KB email', { email: tenKilobytes, password: 'x' }, { email: ['validation.maxLength'] }],
    [
      'a 201-character password',
      { email: 'a@example.ae', password: 'p'.repeat(201) },
      { password: ['validation.maxLength'] },
    ],
    // valibot takes an array for an object without the keys.
    ['a JSON array', [], { email: ['validation.required'], password: ['validation.required'] }],
    ['a JSON string', '"player@example.ae"', { '': ['validation.invalid'] }],
    ['JSON null', null, { '': ['validation.invalid'] }],
  ])('answers 400 for %s with the field message ids, and changes nothing', async (_, body, fields) => {
    const before = await tableCounts();
    const response = await logIn(app, body);
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it.each<[string, string, Record<string, string>]>([
    ['malformed JSON', '{"email": "player@example.ae", "password": ', {}],
    ['an empty body', '', {}],
    [
      'JSON sent as text/plain (what a cross-site form can send)',
      '{"email":"a@example.ae","password":"x"}',
      { 'content-type': 'text/plain' },
    ],
    [
      'a form body',
      'email=player%40example.ae&password=x',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
  ])('answers 400 for %s', async (_, body, headers) => {
    const before = await tableCounts();
    const response = await logIn(app, body, headers);
    const error = await expectApiError(response, 400, 'validation_failed');
    expect(error.fields).toEqual({ '': ['validation.invalid'] });
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 405 to GET', async () => {
    const response = await app.request('/api/auth/login');
    expect(response.headers.get('allow')).toBe('POST');
    await expectApiError(response, 405, 'method_not_allowed');
  });
});
