import { and, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn, me, sessionCookie } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import { testPasswordHashing } from '../../test/password-hashing';
import type { DatabaseHandle } from '../db/client';
import { members, outgoingMail, passwordResetTokens, sessions } from '../db/schema';
import type { Mail, Mailer } from '../mail/mailer';
import { hashPassword } from './passwords';
import { loginLimitRules } from './login-limits';
import { resetTokenLifetimeMs } from './reset-tokens';
import { hashToken } from './sessions';

let database: DatabaseHandle;
let app: Hono;
let clock: Date;
const sent: Mail[] = [];
/** Records what would be mailed, so tests can read reset links. */
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

beforeAll(async () => {
  database = await openTestDatabase();
  clock = new Date('2026-03-10T12:00:00+04:00');
  app = testApp(database, { now: () => clock, mailer, publicOrigin: 'https://www.uaearchery.ae' });
});
afterAll(() => database.close());
beforeEach(() => {
  sent.length = 0;
  clock = new Date(clock.getTime() + 60 * 60 * 1000);
});

const oldPassword = 'longbow#2031';
const newPassword = 'bowstring77';
let nextMember = 1;
let nextAddress = 1;
/** Each request comes from its own address unless a test says otherwise, so address limits stay out of the way. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** A member of this test alone, with `oldPassword`, so tests never share a password that another test changes. */
async function createMember(overrides: Partial<typeof members.$inferInsert> = {}) {
  const email = `changer${nextMember++}@example.ae`;
  const [member] = await database.db
    .insert(members)
    .values({
      email,
      passwordHash: await hashPassword(oldPassword, testPasswordHashing),
      accountType: 'player',
      nameAr: 'سالم الكعبي',
      nameEn: 'Salem Al Kaabi',
      membershipStatus: 'Approved',
      ...overrides,
    })
    .returning();
  return member!;
}

async function logInWith(email: string, password = oldPassword): Promise<string> {
  const response = await logIn(app, { email, password }, { 'x-forwarded-for': freshAddress() });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function changePassword(cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return post('/auth/password', body, { ...(cookie && { cookie }), ...headers });
}

const change = (current = oldPassword, next = newPassword) => ({
  currentPassword: current,
  newPassword: next,
  newPasswordConfirmation: next,
});

async function passwordHashOf(id: number) {
  const [row] = await database.db
    .select({ hash: members.passwordHash })
    .from(members)
    .where(eq(members.id, id));
  return row!.hash;
}

async function sessionsOf(id: number) {
  const [row] = await database.db.select({ rows: count() }).from(sessions).where(eq(sessions.memberId, id));
  return row!.rows;
}

describe('a login with a password too easy to guess', () => {
  it('succeeds, flagged passwordWeak so the page asks for a new one; a strong password is not flagged', async () => {
    const weak = await createMember({ passwordHash: await hashPassword('password1', testPasswordHashing) });
    const flagged = await expectSession(
      await logIn(app, { email: weak.email, password: 'password1' }, { 'x-forwarded-for': freshAddress() }),
    );
    expect(flagged).toMatchObject({ passwordWeak: true, userInfo: { email: weak.email } });
    const strong = await createMember();
    const session = await expectSession(
      await logIn(app, { email: strong.email, password: oldPassword }, { 'x-forwarded-for': freshAddress() }),
    );
    expect(session).not.toHaveProperty('passwordWeak');
  });
});

describe('POST /api/auth/password', () => {
  it('sets the new password, ends every session of the member, clears the cookie, and keeps other members in', async () => {
    const member = await createMember();
    const other = await createMember();
    const first = await logInWith(member.email);
    const second = await logInWith(member.email);
    const others = await logInWith(other.email);

    const response = await changePassword(first, change());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'changed' });
    expect(response.headers.getSetCookie()[0]).toMatch(/^uaeaf_session=; Max-Age=0; /);

    expect(await sessionsOf(member.id)).toBe(0);
    await expectApiError(await me(app, first), 401, 'unauthenticated');
    await expectApiError(await me(app, second), 401, 'unauthenticated');
    await expectSession(await me(app, others));

    expect(await passwordHashOf(member.id)).toMatch(/^\$argon2id\$/);
    await expectApiError(
      await logIn(app, { email: member.email, password: oldPassword }, { 'x-forwarded-for': freshAddress() }),
      401,
      'invalid_credentials',
    );
    await logInWith(member.email, newPassword);
  });

  it('lets a member under a penalty change their password', async () => {
    const cookie = await logInWith('restricted@example.ae', 'Archery#2026');
    const response = await changePassword(cookie, change('Archery#2026', 'Archery#2027'));
    expect(response.status).toBe(200);
    await logInWith('restricted@example.ae', 'Archery#2027');
  });

  it('answers 400 wrong_password with a field error for a wrong current password, and changes nothing', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    const hash = await passwordHashOf(member.id);
    const error = await expectApiError(
      await changePassword(cookie, change('not-my-password1')),
      400,
      'wrong_password',
    );
    expect(error.fields).toEqual({ currentPassword: ['validation.wrongPassword'] });
    expect(await passwordHashOf(member.id)).toBe(hash);
    await expectSession(await me(app, cookie));
  });

  it('refuses a new password too easy to guess with 400 weak_password, and changes nothing', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    for (const guessable of ['qwerty123456', 'Kaabi.Salem1', 'iloveyou2024']) {
      const error = await expectApiError(
        await changePassword(cookie, change(oldPassword, guessable)),
        400,
        'weak_password',
      );
      expect(error.fields).toEqual({ newPassword: ['validation.passwordWeak'] });
    }
    expect(await sessionsOf(member.id)).toBe(1);
    await logInWith(member.email);
  });

  it('counts wrong current passwords against the login limits of the account', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    for (let attempt = 1; attempt <= loginLimitRules.accountFailures; attempt++) {
      await expectApiError(
        await changePassword(cookie, change(`wrong${attempt}-guess`)),
        400,
        'wrong_password',
      );
    }
    // The next try is refused before the password is checked, even the right one; a login from a browser the account
    // has not logged in from is asked for a mailed code (decision 080).
    const refused = await changePassword(cookie, change());
    await expectApiError(refused, 429, 'too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await logIn(
      app,
      { email: member.email, password: oldPassword },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(login.status).toBe(202);
    expect(await login.json()).toMatchObject({ status: 'code_required' });
  });

  it('lets only one of two simultaneous changes with the same current password succeed', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    const [first, second] = await Promise.all([
      changePassword(cookie, change(oldPassword, 'firstchoice1')),
      changePassword(cookie, change(oldPassword, 'secondchoice2')),
    ]);
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = first!.status === 400 ? first! : second!;
    await expectApiError(loser, 400, 'wrong_password');
    const winner = first!.status === 200 ? 'firstchoice1' : 'secondchoice2';
    await logInWith(member.email, winner);
  });

  it('answers 400 with field errors for every bad body, and changes nothing', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    const hash = await passwordHashOf(member.id);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          currentPassword: ['validation.required'],
          newPassword: ['validation.required'],
          newPasswordConfirmation: ['validation.required'],
        },
      ],
      [change(oldPassword, 'short1'), { newPassword: ['validation.password'] }],
      [change(oldPassword, 'lettersonly'), { newPassword: ['validation.password'] }],
      [change(oldPassword, '1234567890'), { newPassword: ['validation.password'] }],
      [change(oldPassword, `a1${'x'.repeat(199)}`), { newPassword: ['validation.maxLength'] }],
      [
        { ...change(), newPasswordConfirmation: 'bowstring78' },
        { newPasswordConfirmation: ['validation.passwordMatch'] },
      ],
      [{ ...change(), currentPassword: 42 }, { currentPassword: ['validation.invalid'] }],
      [{ ...change(), currentPassword: '' }, { currentPassword: ['validation.required'] }],
    ];
    for (const [body, fields] of cases) {
      const error = await expectApiError(await changePassword(cookie, body), 400, 'validation_failed');
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    await expectApiError(await changePassword(cookie, 'not json'), 400, 'validation_failed');
    await expectApiError(
      await changePassword(cookie, change(), { 'content-type': 'text/plain' }),
      400,
      'validation_failed',
    );
    expect(await passwordHashOf(member.id)).toBe(hash);
    await expectSession(await me(app, cookie));
  });

  it('answers 401 without a session, and a member can only ever change their own password', async () => {
    const victim = await createMember();
    const attacker = await createMember();
    await expectApiError(await changePassword(undefined, change()), 401, 'unauthenticated');
    await expectApiError(await changePassword('uaeaf_session=forged', change()), 401, 'unauthenticated');

    // The body names no member: a change always applies to the session's own account.
    const cookie = await logInWith(attacker.email);
    const hash = await passwordHashOf(victim.id);
    const response = await changePassword(cookie, { ...change(), memberId: victim.id, email: victim.email });
    expect(response.status).toBe(200);
    expect(await passwordHashOf(victim.id)).toBe(hash);
    await logInWith(victim.email);
    await logInWith(attacker.email, newPassword);
  });
});

async function forgot(email: string, lang?: string, address = freshAddress()) {
  return post('/auth/forgot-password', { email, ...(lang && { lang }) }, { 'x-forwarded-for': address });
}

function tokenOf(mail: Mail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

function reset(token: string, password = newPassword, confirmation = password) {
  return post('/auth/reset-password', {
    token,
    newPassword: password,
    newPasswordConfirmation: confirmation,
  });
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a one-hour link in the language of the request, storing only the hash of its token', async () => {
    const member = await createMember();
    const response = await forgot(member.email.toUpperCase(), 'en');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe(member.email);
    expect(mail!.subject).toBe('Reset your UAE Archery Federation password');
    expect(mail!.text).toMatch(
      /\nhttps:\/\/www\.uaearchery\.ae\/en\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}\n/,
    );
    const token = tokenOf(mail!);
    const [row] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.memberId, member.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.expiresAt.getTime() - clock.getTime()).toBe(resetTokenLifetimeMs);
    expect(row!.usedAt).toBeNull();
  });

  it('writes in Arabic by default, with the link without a locale prefix', async () => {
    const member = await createMember();
    expect((await forgot(member.email)).status).toBe(202);
    expect(sent[0]!.subject).toContain('إعادة تعيين كلمة المرور');
    expect(sent[0]!.text).toContain('https://www.uaearchery.ae/auth/reset-password?token=');
  });

  it('answers an unknown or a blocked email exactly as a known one, and mails nothing', async () => {
    const known = await forgot('player@example.ae', 'en');
    const unknown = await forgot('nobody@example.ae', 'en');
    const blocked = await forgot('blocked@example.ae', 'en');
    for (const response of [known, unknown, blocked]) {
      expect(response.status).toBe(202);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await unknown.json()).toEqual(await known.json());
    expect(await blocked.json()).toEqual({ status: 'accepted' });
    expect(sent.map((mail) => mail.to)).toEqual(['player@example.ae']);
  });

  it('keeps only the newest link of a member working', async () => {
    const member = await createMember();
    await forgot(member.email, 'en');
    await forgot(member.email, 'en');
    const [first, second] = sent.map(tokenOf);
    await expectApiError(await reset(first!), 400, 'reset_link_unknown');
    expect((await reset(second!)).status).toBe(200);
  });

  it('allows 5 requests per email and 20 per address in 15 minutes, then 429 with Retry-After', async () => {
    const member = await createMember();
    for (let request = 1; request <= 5; request++) expect((await forgot(member.email)).status).toBe(202);
    const refused = await forgot(member.email);
    await expectApiError(refused, 429, 'too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sent).toHaveLength(5);
    // Unknown emails count the same way, and logging in is not affected.
    for (let request = 1; request <= 5; request++)
      expect((await forgot('ghost@example.ae')).status).toBe(202);
    await expectApiError(await forgot('ghost@example.ae'), 429, 'too_many_attempts');
    await logInWith(member.email);

    const address = '192.0.2.200';
    for (let request = 1; request <= 20; request++) {
      expect((await forgot(`someone${request}@example.ae`, 'en', address)).status).toBe(202);
    }
    await expectApiError(await forgot('someone21@example.ae', 'en', address), 429, 'too_many_attempts');

    // The limiter keeps time with Date.now().
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 });
    try {
      expect((await forgot(member.email)).status).toBe(202);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 400 with a field error for a missing or malformed email or language', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { email: ['validation.required'] }],
      [{ email: 'not-an-email' }, { email: ['validation.email'] }],
      [{ email: `${'a'.repeat(250)}@example.ae` }, { email: ['validation.maxLength'] }],
      [{ email: 'player@example.ae', lang: 'fr' }, { lang: ['validation.invalid'] }],
    ];
    for (const [body, fields] of cases) {
      const error = await expectApiError(await post('/auth/forgot-password', body), 400, 'validation_failed');
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(sent).toEqual([]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, uses the token once and ends every session of the member', async () => {
    const member = await createMember();
    const cookie = await logInWith(member.email);
    await forgot(member.email, 'en');
    const token = tokenOf(sent[0]!);

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'changed' });
    expect(await sessionsOf(member.id)).toBe(0);
    await expectApiError(await me(app, cookie), 401, 'unauthenticated');
    await logInWith(member.email, newPassword);

    const hash = await passwordHashOf(member.id);
    await expectApiError(await reset(token, 'another1pass'), 410, 'reset_link_used');
    expect(await passwordHashOf(member.id)).toBe(hash);
  });

  it('refuses a link after its hour with reset_link_expired, and accepts it just before', async () => {
    const late = await createMember();
    await forgot(late.email, 'en');
    const lateToken = tokenOf(sent[0]!);
    clock = new Date(clock.getTime() + resetTokenLifetimeMs);
    const hash = await passwordHashOf(late.id);
    await expectApiError(await reset(lateToken), 410, 'reset_link_expired');
    expect(await passwordHashOf(late.id)).toBe(hash);

    const onTime = await createMember();
    await forgot(onTime.email, 'en');
    const onTimeToken = tokenOf(sent[1]!);
    clock = new Date(clock.getTime() + resetTokenLifetimeMs - 1000);
    expect((await reset(onTimeToken)).status).toBe(200);
  });

  it('refuses an unknown token with reset_link_unknown and a malformed one with a field error', async () => {
    await expectApiError(await reset('A'.repeat(43)), 400, 'reset_link_unknown');
    for (const token of ['', 'short', `${'A'.repeat(42)}=`, 'A'.repeat(44)]) {
      const error = await expectApiError(await reset(token), 400, 'validation_failed');
      expect(Object.keys(error.fields!)).toEqual(['token']);
    }
  });

  it('checks the new password like a change does, and a refusal leaves the link usable', async () => {
    const member = await createMember();
    await forgot(member.email, 'en');
    const token = tokenOf(sent[0]!);
    const weak = await expectApiError(await reset(token, 'weak'), 400, 'validation_failed');
    expect(weak.fields).toEqual({ newPassword: ['validation.password'] });
    // Common, or made of the member's own name (Salem Al Kaabi) or email: refused by the API alone.
    for (const guessable of ['password1234', 'SalemKaabi2026', `${member.email.split('@')[0]}xyz`]) {
      const refused = await expectApiError(await reset(token, guessable), 400, 'weak_password');
      expect(refused.fields).toEqual({ newPassword: ['validation.passwordWeak'] });
    }
    const mismatch = await expectApiError(
      await reset(token, newPassword, 'bowstring78'),
      400,
      'validation_failed',
    );
    expect(mismatch.fields).toEqual({ newPasswordConfirmation: ['validation.passwordMatch'] });
    const [row] = await database.db
      .select({ rows: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
    expect(row!.rows).toBe(1);
    expect((await reset(token)).status).toBe(200);
  });
});

describe('the default mailer', () => {
  it('records the reset mail in outgoing_mail, unsent without SMTP', async () => {
    const recording = testApp(database, { now: () => clock });
    const member = await createMember();
    const response = await recording.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ email: member.email, lang: 'en' }),
    });
    expect(response.status).toBe(202);
    const rows = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, member.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('http://localhost:3000/en/auth/reset-password?token=');
    expect(rows[0]!.sentAt).toBeNull();
  });
});
