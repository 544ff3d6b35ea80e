import type { Hono } from 'hono';
import { loginAttempts } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logIn } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { demoPassword } from '../seed/members';

let database: DatabaseHandle;
let app: Hono;
let clock = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
});
afterAll(() => database.close());

const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60 * 1000));

// Each test uses an address of its own (documentation range), so their counts do not mix.
function attempt(email: string, password: string, address: string) {
  return logIn(app, { email, password }, { 'x-forwarded-for': `${address}, 10.0.0.1` });
}

async function expectTooMany(response: Response): Promise<number> {
  await expectApiError(response, 429, 'too_many_attempts');
  expect(response.headers.getSetCookie()).toEqual([]);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  return retryAfter;
}

describe('login rate limit per account', () => {
  it('refuses the 6th attempt within 15 minutes after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await expectApiError(
        await attempt('player@example.ae', 'wrong', '192.0.2.1'),
        401,
        'invalid_credentials',
      );
    }
    later(5);
    // From another address too: the limit protects the account, not one client.
    const retryAfter = await expectTooMany(await attempt('player@example.ae', demoPassword, '192.0.2.2'));
    expect(retryAfter).toBe(10 * 60);
    // Other accounts are not affected.
    await expectSession(await attempt('coach@example.ae', demoPassword, '192.0.2.1'));

    later(10);
    await expectSession(await attempt('player@example.ae', demoPassword, '192.0.2.1'));
  });

  it('counts an email whatever its case', async () => {
    for (const email of [
      'Person@example.ae',
      'PERSON@example.ae',
      'person@EXAMPLE.AE',
      'person@example.ae',
      'pErson@example.ae',
    ]) {
      await expectApiError(await attempt(email, 'wrong', '192.0.2.10'), 401, 'invalid_credentials');
    }
    await expectTooMany(await attempt('person@example.ae', demoPassword, '192.0.2.10'));
  });

  it('limits unknown emails the same way', async () => {
    for (let i = 0; i < 5; i++) {
      await expectApiError(
        await attempt('nobody@example.ae', 'wrong', '192.0.2.20'),
        401,
        'invalid_credentials',
      );
    }
    await expectTooMany(await attempt('nobody@example.ae', 'wrong', '192.0.2.20'));
  });

  it('starts the count again after a successful login', async () => {
    for (let i = 0; i < 4; i++) {
      await expectApiError(
        await attempt('referee@example.ae', 'wrong', '192.0.2.30'),
        401,
        'invalid_credentials',
      );
    }
    await expectSession(await attempt('referee@example.ae', demoPassword, '192.0.2.30'));
    for (let i = 0; i < 4; i++) {
      await expectApiError(
        await attempt('referee@example.ae', 'wrong', '192.0.2.30'),
        401,
        'invalid_credentials',
      );
    }
    await expectSession(await attempt('referee@example.ae', demoPassword, '192.0.2.30'));
  });

  it('lets no more than 5 of many parallel wrong attempts reach the password check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => attempt('guest@example.ae', 'wrong', '192.0.2.40')),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });
});

describe('login rate limit per address', () => {
  it('refuses an address after 20 failures within 15 minutes, whatever the account, even with the right password', async () => {
    for (let i = 0; i < 20; i++) {
      await expectApiError(
        await attempt(`visitor${i}@example.ae`, 'wrong', '198.51.100.7'),
        401,
        'invalid_credentials',
      );
    }
    await expectTooMany(await attempt('technical@example.ae', demoPassword, '198.51.100.7'));
    // Another address, the same account: fine.
    await expectSession(await attempt('technical@example.ae', demoPassword, '198.51.100.8'));
    later(16);
    await expectSession(await attempt('technical@example.ae', demoPassword, '198.51.100.7'));
  });

  it('does not count successful logins against the address (a shared office)', async () => {
    for (let i = 0; i < 25; i++) {
      await expectSession(await attempt('employee@example.ae', demoPassword, '198.51.100.20'));
    }
  });
});

describe('login attempt records', () => {
  it('are dropped once their window has closed', async () => {
    await expectApiError(
      await attempt('club@example.ae', 'wrong', '203.0.113.50'),
      401,
      'invalid_credentials',
    );
    later(16);
    await expectApiError(
      await attempt('academy@example.ae', 'wrong', '203.0.113.51'),
      401,
      'invalid_credentials',
    );
    const keys = (await database.db.select({ key: loginAttempts.key }).from(loginAttempts)).map(
      (row) => row.key,
    );
    expect(keys.sort()).toEqual(['account:academy@example.ae', 'address:203.0.113.51']);
  });
});
