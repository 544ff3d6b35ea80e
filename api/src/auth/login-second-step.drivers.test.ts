import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import type { Mail, Mailer } from '../mail/mailer';
import { demoPassword } from '../seed/members';
import { loginCodeRules } from './login-codes';
import { loginLimitRules } from './login-limits';

let database: DatabaseHandle;
let app: Hono;
let sent: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void sent.push(mail) };

// The limiter and the codes keep time with Date, so the tests move the system clock (timers stay real).
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  database = await openTestDatabase();
  app = testApp(database, { mailer, publicOrigin: 'https://www.uaearchery.ae' });
});
afterAll(async () => {
  vi.useRealTimers();
  await database.close();
});

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

let nextAddress = 1;
/** A browser the account has never seen, at an address no other test used. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** Strangers spread wrong passwords over many addresses until the account is under attack. */
async function attack(email: string) {
  for (let i = 0; i < loginLimitRules.accountFailures; i++) {
    await expectApiError(
      await logIn(app, { email, password: 'wrong' }, { 'x-forwarded-for': freshAddress() }),
      401,
      'invalid_credentials',
    );
  }
}

/** A login from a new browser that is asked for the code; returns the challenge. */
async function codeStep(email: string, password: string, lang?: 'ar' | 'en'): Promise<string> {
  const response = await logIn(app, { email, password, lang }, { 'x-forwarded-for': freshAddress() });
  expect(response.status).toBe(202);
  expect(response.headers.getSetCookie()).toEqual([]);
  const body = (await response.json()) as { status: string; challenge: string };
  expect(body.status).toBe('code_required');
  return body.challenge;
}

function sendCode(challenge: string, code: string, cookie?: string) {
  return app.request('/api/auth/login/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ challenge, code }),
  });
}

/** The one mail sent since the last call, and its code. */
function theMail(to: string): { mail: Mail; code: string } {
  expect(sent.map((mail) => mail.to)).toEqual([to]);
  const mail = sent[0]!;
  sent = [];
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return { mail, code: code! };
}

/** Any six digits but these. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('an account under attack', () => {
  it('lets the owner in from a new browser with the right password and the mailed code, once, and remembers it', async () => {
    const owner = 'player@example.ae';
    await attack(owner);
    const challenge = await codeStep(owner, demoPassword, 'en');
    const { code } = theMail(owner);

    const response = await sendCode(challenge, code);
    expect((await expectSession(response.clone())).userInfo.email).toBe(owner);
    const device = response.headers.getSetCookie().find((line) => line.startsWith('uaeaf_device='));
    expect(device).toMatch(/HttpOnly/);
    // The code works once.
    await expectApiError(await sendCode(challenge, code), 410, 'login_code_used');
    // The browser is known now: while the attack goes on, the owner logs in with the password alone.
    const again = await logIn(
      app,
      { email: owner, password: demoPassword },
      { 'x-forwarded-for': freshAddress(), cookie: device!.split(';')[0]! },
    );
    await expectSession(again);
  });

  it('answers a wrong password as it does a right one, mails nothing, and takes no code', async () => {
    const owner = 'coach@example.ae';
    await attack(owner);
    const challenge = await codeStep(owner, 'a good guess');
    expect(sent).toEqual([]);
    for (let i = 1; i < loginCodeRules.wrongAttempts; i++) {
      await expectApiError(await sendCode(challenge, String(i).padStart(6, '0')), 400, 'login_code_wrong');
    }
    await expectApiError(await sendCode(challenge, '000000'), 410, 'login_code_ended');
  });

  it('ends a code after five wrong tries, even sent at once, and the right code after them', async () => {
    const owner = 'referee@example.ae';
    await attack(owner);
    const challenge = await codeStep(owner, demoPassword);
    const { code } = theMail(owner);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(challenge, otherThan(code))),
    );
    const statuses = responses.map((response) => response.status).sort();
    const wrong = loginCodeRules.wrongAttempts - 1;
    expect(statuses).toEqual([...Array(wrong).fill(400), ...Array(10 - wrong).fill(410)]);
    await expectApiError(await sendCode(challenge, code), 410, 'login_code_ended');
  });

  it('takes a code for ten minutes, and a new login mails a new one', async () => {
    const owner = 'person@example.ae';
    await attack(owner);
    const challenge = await codeStep(owner, demoPassword);
    const { code } = theMail(owner);
    later(loginCodeRules.lifetimeMs / 1000);
    await expectApiError(await sendCode(challenge, code), 410, 'login_code_expired');
    await expectApiError(await sendCode('never-issued', code), 410, 'login_code_expired');
    const fresh = await codeStep(owner, demoPassword);
    await expectSession(await sendCode(fresh, theMail(owner).code));
  });

  it('mails an account at most three codes in ten minutes, answering alike after', async () => {
    const owner = 'guest@example.ae';
    await attack(owner);
    for (let i = 0; i < loginCodeRules.mailsPerAccount; i++) {
      await codeStep(owner, demoPassword);
      theMail(owner);
    }
    const unmailed = await codeStep(owner, demoPassword);
    expect(sent).toEqual([]);
    await expectApiError(await sendCode(unmailed, '123456'), 400, 'login_code_wrong');
    later(loginCodeRules.lifetimeMs / 1000);
    await codeStep(owner, demoPassword);
    theMail(owner);
  });

  it("writes the mail in the page's language: when, the code, what to do if it was not the owner", async () => {
    const owner = 'technical@example.ae';
    vi.setSystemTime(new Date('2026-03-02T06:05:00Z'));
    await attack(owner);
    await codeStep(owner, demoPassword, 'en');
    const english = theMail(owner);
    expect(english.mail.subject).toBe(`Your UAE Archery Federation login code: ${english.code}`);
    expect(english.mail.text).toContain(
      'On 2 March 2026 at 10:05 (UAE time), someone typed the right password',
    );
    expect(english.mail.text).toContain('within 10 minutes');
    expect(english.mail.text).toContain('If it was not you, do not give this code to anyone');
    expect(english.mail.text).toContain('https://www.uaearchery.ae/en/auth/forgot-password');
    await codeStep(owner, demoPassword);
    const arabic = theMail(owner);
    expect(arabic.mail.subject).toBe(`رمز الدخول إلى حسابك في اتحاد الإمارات للقوس والسهم: ${arabic.code}`);
    expect(arabic.mail.text).toContain('بتوقيت الإمارات');
    expect(arabic.mail.text).toContain('إذا لم تكن أنت، فلا تعطِ هذا الرمز لأحد');
    expect(arabic.mail.text).toContain('https://www.uaearchery.ae/auth/forgot-password');
    // Who asked is told by the time alone: no address.
    for (const { mail } of [english, arabic]) expect(mail.text).not.toMatch(/203\.0\.113/);
  });

  it('refuses a code that is not six digits as bad input', async () => {
    await expectApiError(await sendCode('x', '12345'), 400, 'validation_failed');
  });
});
