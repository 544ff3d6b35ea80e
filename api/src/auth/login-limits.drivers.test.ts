import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import type { AppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import { demoPassword } from '../seed/members';
import { createApp } from '../app';
import { silentLogger } from '../../test/app';
import { testPasswordHashing } from '../../test/password-hashing';
import { loginLimitRules } from './login-limits';

let database: DatabaseHandle;
let app: Hono;

// The limiter keeps time with Date.now(), so the tests move the system clock (timers stay real).
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(async () => {
  vi.useRealTimers();
  await database.close();
});

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

// Each test uses addresses and accounts of its own (documentation ranges), so their counts do not mix.
function attempt(email: string, password: string, address: string, cookie?: string, on: Hono = app) {
  return logIn(on, { email, password }, { 'x-forwarded-for': address, ...(cookie && { cookie }) });
}

const wrong = async (email: string, address: string, cookie?: string, on?: Hono) =>
  expectApiError(await attempt(email, 'wrong', address, cookie, on), 401, 'invalid_credentials');

async function expectTooMany(response: Response): Promise<number> {
  await expectApiError(response, 429, 'too_many_attempts');
  expect(response.headers.getSetCookie()).toEqual([]);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

/** The answer of an account under attack to a browser it does not know, right password or wrong: no session. */
async function expectCodeStep(response: Response) {
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ status: 'code_required', challenge: expect.any(String) });
  expect(response.headers.getSetCookie()).toEqual([]);
}

/** The known-browser cookie a successful login sets, as `name=value`. */
function deviceCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('uaeaf_device='));
  expect(line).toMatch(/HttpOnly/i);
  return line!.split(';')[0]!;
}

describe('login limits', () => {
  it("do not let an attacker's wrong passwords from elsewhere stop the owner on a known browser", async () => {
    const owner = 'player@example.ae';
    const device = deviceCookie(await expectOk(attempt(owner, demoPassword, '192.0.2.1')));
    // An attacker spreads guesses over many addresses until the account asks unknown browsers for a mailed code.
    for (let i = 0; i < loginLimitRules.accountFailures; i++) await wrong(owner, `198.51.100.${i + 1}`);
    await expectCodeStep(await attempt(owner, 'guess', '198.51.100.99'));
    // The right password from a browser the account does not know needs the code too...
    await expectCodeStep(await attempt(owner, demoPassword, '203.0.113.5'));
    // ...but the owner's browser gets in, from home or from the attacker's very address.
    await expectOk(attempt(owner, demoPassword, '192.0.2.1', device));
    await expectOk(attempt(owner, demoPassword, '198.51.100.1', device));
    // A cookie from another account's login does not count for this one.
    const other = deviceCookie(await expectOk(attempt('coach@example.ae', demoPassword, '192.0.2.1')));
    await expectCodeStep(await attempt(owner, demoPassword, '192.0.2.1', other));
  });

  it('make each failure after the free ones wait longer (Retry-After), per account and address', async () => {
    const email = 'person@example.ae';
    for (let i = 0; i < loginLimitRules.freeFailures; i++) await wrong(email, '192.0.2.10');
    expect(await expectTooMany(await attempt(email, demoPassword, '192.0.2.10'))).toBe(30);
    // The same account from another address is not slowed by this one's failures.
    await expectOk(attempt(email, demoPassword, '192.0.2.11'));
    later(30);
    await wrong(email, '192.0.2.10');
    expect(await expectTooMany(await attempt(email, demoPassword, '192.0.2.10'))).toBe(60);
    later(60);
    await expectOk(attempt(email, demoPassword, '192.0.2.10'));
    // A success starts the count again.
    for (let i = 0; i < loginLimitRules.freeFailures - 1; i++) await wrong(email, '192.0.2.10');
    await expectOk(attempt(email, demoPassword, '192.0.2.10'));
  });

  it('count an email whatever its case, and unknown emails like known ones', async () => {
    for (const email of [
      'Referee@example.ae',
      'REFEREE@example.ae',
      'referee@EXAMPLE.AE',
      'referee@example.ae',
      'rEferee@example.ae',
    ]) {
      await wrong(email, '192.0.2.20');
    }
    await expectTooMany(await attempt('referee@example.ae', demoPassword, '192.0.2.20'));
    for (let i = 0; i < loginLimitRules.freeFailures; i++) await wrong('nobody@example.ae', '192.0.2.21');
    await expectTooMany(await attempt('nobody@example.ae', 'wrong', '192.0.2.21'));
  });

  it('answer no more than the account limit of many parallel guesses with whether they were right', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('guest@example.ae', 'wrong', `203.0.113.${100 + i}`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    const allowed = loginLimitRules.accountFailures;
    // The rest are asked for a mailed code, as a right password would be: they learn nothing.
    expect(statuses).toEqual([...Array(20 - allowed).fill(202), ...Array(allowed).fill(401)]);
  });

  it('hold across API processes sharing the database', async () => {
    const other = testApp(database);
    const email = 'academy@example.ae';
    for (let i = 0; i < loginLimitRules.freeFailures; i++)
      await wrong(email, '192.0.2.30', undefined, i % 2 ? app : other);
    await expectTooMany(await attempt(email, demoPassword, '192.0.2.30', undefined, other));
    await expectTooMany(await attempt(email, demoPassword, '192.0.2.30'));
  });

  it('refuse an address after its failures of the day, whatever the accounts, and not successful logins', async () => {
    for (let i = 0; i < 25; i++)
      await expectOk(attempt('employee@example.ae', demoPassword, '198.51.100.200'));
    for (let i = 0; i < loginLimitRules.addressFailuresPerDay; i++) {
      await wrong(`visitor${i}@example.ae`, '198.51.100.201');
    }
    await expectTooMany(await attempt('technical@example.ae', demoPassword, '198.51.100.201'));
    await expectOk(attempt('technical@example.ae', demoPassword, '198.51.100.202'));
  });
});

describe('X-Forwarded-For', () => {
  async function listening(options: Partial<AppOptions>) {
    const served = createApp({
      database,
      logger: silentLogger,
      passwordHashing: testPasswordHashing,
      ...options,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    const post = (email: string, password: string, forwardedFor: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ email, password }),
      });
    return { post, close: () => new Promise((done) => server.close(done)) };
  }

  it('is ignored from a peer that is not a trusted proxy: a client cannot pick a fresh address per guess', async () => {
    const site = await listening({ trustedProxies: ['10.0.0.0/8'] });
    try {
      for (let i = 0; i < loginLimitRules.freeFailures; i++) {
        await expectApiError(
          await site.post('restricted@example.ae', 'wrong', `192.0.2.${50 + i}`),
          401,
          'invalid_credentials',
        );
      }
      await expectTooMany(await site.post('restricted@example.ae', demoPassword, '192.0.2.99'));
      // Nor is its X-Forwarded-Proto: no HSTS, and no Secure cookie the plain-HTTP site could not send back.
      const session = await expectOk(site.post('noura.cadet@example.ae', demoPassword, '192.0.2.98'));
      expect(session.headers.get('strict-transport-security')).toBeNull();
      expect(session.headers.getSetCookie()[0]).not.toMatch(/Secure/);
    } finally {
      await site.close();
    }
  });

  it('names the client when the peer is a trusted proxy (the entry it appended, not what the client sent)', async () => {
    const site = await listening({ trustedProxies: ['127.0.0.1', '::1'] });
    try {
      for (let i = 0; i < loginLimitRules.freeFailures; i++) {
        await expectApiError(
          await site.post('rashid.junior@example.ae', 'wrong', `10.9.9.9, 192.0.2.${60 + i}`),
          401,
          'invalid_credentials',
        );
      }
      // Each guess came from another address: none of them is slowed.
      const session = await expectOk(
        site.post('rashid.junior@example.ae', demoPassword, '10.9.9.9, 192.0.2.70'),
      );
      // The proxy terminated TLS: the cookie is Secure and HSTS is sent.
      expect(session.headers.getSetCookie()[0]).toMatch(/; Secure/);
      expect(session.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await site.close();
    }
  });
});

async function expectOk(response: Promise<Response> | Response): Promise<Response> {
  const answered = await response;
  await expectSession(answered.clone());
  return answered;
}
