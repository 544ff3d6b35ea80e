import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { expectSession, logInAs, me } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { members, sessions } from '../db/schema';
import { requireSession } from './require-session';

let database: DatabaseHandle;
let app: Hono;
let clock = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
});
afterAll(() => database.close());

const minutes = (n: number) => n * 60 * 1000;

function logOut(cookie?: string): Promise<Response> | Response {
  return app.request('/api/auth/logout', { method: 'POST', headers: cookie ? { cookie } : {} });
}

/** Moves the session's last activity back, as if the member had been away that long. */
async function idleFor(cookie: string, ms: number): Promise<void> {
  const { userInfo } = await expectSession(await me(app, cookie));
  await database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(clock.getTime() - ms) })
    .where(eq(sessions.memberId, userInfo.id));
}

async function sessionsOf(email: string): Promise<number> {
  const [row] = await database.db
    .select({ rows: count() })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(members.email, email));
  return row!.rows;
}

function expectClearedCookie(response: Response): void {
  const [setCookie] = response.headers.getSetCookie();
  expect(setCookie).toMatch(/^uaeaf_session=; /);
  expect(setCookie).toContain('Max-Age=0');
  expect(setCookie).toContain('Path=/');
}

describe('GET /api/auth/me', () => {
  it('answers 401 unauthenticated without a cookie, and sets none', async () => {
    const response = await me(app);
    await expectApiError(response, 401, 'unauthenticated');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(['uaeaf_session=nonsense', `uaeaf_session=${'A'.repeat(43)}`])(
    'answers 401 to an unknown token (%s) and clears the cookie',
    async (cookie) => {
      const response = await me(app, cookie);
      await expectApiError(response, 401, 'unauthenticated');
      expectClearedCookie(response);
    },
  );

  it('keeps a session alive: each use moves last_seen_at', async () => {
    const cookie = await logInAs(app, 'person@example.ae');
    clock = new Date(clock.getTime() + minutes(170));
    await expectSession(await me(app, cookie));
    clock = new Date(clock.getTime() + minutes(170));
    await expectSession(await me(app, cookie));
    const [row] = await database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(members.email, 'person@example.ae'));
    expect(row!.lastSeenAt).toEqual(clock);
  });

  it('writes last_seen_at at most once a minute: uses within the minute only read it', async () => {
    const cookie = await logInAs(app, 'coach@example.ae');
    const lastSeen = async () => {
      const [row] = await database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(members.email, 'coach@example.ae'));
      return row!.lastSeenAt;
    };
    const loggedInAt = clock;
    clock = new Date(clock.getTime() + 59_000);
    await expectSession(await me(app, cookie));
    expect(await lastSeen()).toEqual(loggedInAt);
    clock = new Date(clock.getTime() + 1_000);
    await expectSession(await me(app, cookie));
    expect(await lastSeen()).toEqual(clock);
  });

  it('still answers after 2 hours 59 minutes idle', async () => {
    const cookie = await logInAs(app, 'employee@example.ae');
    await idleFor(cookie, minutes(179));
    await expectSession(await me(app, cookie));
  });

  it('ends a session idle for 3 hours and 1 minute: 401, and the row is gone', async () => {
    const cookie = await logInAs(app, 'technical@example.ae');
    await idleFor(cookie, minutes(181));
    const response = await me(app, cookie);
    await expectApiError(response, 401, 'unauthenticated');
    expectClearedCookie(response);
    expect(await sessionsOf('technical@example.ae')).toBe(0);
  });

  it('ends a session 12 hours after the login however active it was', async () => {
    const cookie = await logInAs(app, 'referee@example.ae');
    for (let hour = 1; hour <= 11; hour++) {
      clock = new Date(clock.getTime() + minutes(60));
      await expectSession(await me(app, cookie));
    }
    clock = new Date(clock.getTime() + minutes(61));
    const response = await me(app, cookie);
    await expectApiError(response, 401, 'unauthenticated');
    expect(await sessionsOf('referee@example.ae')).toBe(0);
  });

  it('ends the session of a member blocked after logging in with 403 account_blocked', async () => {
    const cookie = await logInAs(app, 'activity@example.ae');
    await database.db
      .update(members)
      .set({ isBlocked: true })
      .where(eq(members.email, 'activity@example.ae'));
    const response = await me(app, cookie);
    await expectApiError(response, 403, 'account_blocked');
    expectClearedCookie(response);
    expect(await sessionsOf('activity@example.ae')).toBe(0);
    await database.db
      .update(members)
      .set({ isBlocked: false })
      .where(eq(members.email, 'activity@example.ae'));
    await expectApiError(await me(app, cookie), 401, 'unauthenticated');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie; me answers 401 afterwards', async () => {
    const cookie = await logInAs(app, 'club@example.ae');
    await expectSession(await me(app, cookie));
    const response = await logOut(cookie);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expectClearedCookie(response);
    expect(await sessionsOf('club@example.ae')).toBe(0);
    await expectApiError(await me(app, cookie), 401, 'unauthenticated');
  });

  it('ends only that session: the same member logged in elsewhere stays logged in', async () => {
    const here = await logInAs(app, 'academy@example.ae');
    const there = await logInAs(app, 'academy@example.ae');
    expect((await logOut(here)).status).toBe(204);
    await expectSession(await me(app, there));
  });

  it('answers 204 and clears the cookie without a session, and a second time', async () => {
    const cookie = await logInAs(app, 'admin@example.ae');
    expect((await logOut(cookie)).status).toBe(204);
    const again = await logOut(cookie);
    expect(again.status).toBe(204);
    expectClearedCookie(again);
    expect((await logOut()).status).toBe(204);
  });

  it("refuses another site's page (its Origin) and keeps the session; the site's own origin logs out", async () => {
    const cookie = await logInAs(app, 'finance@example.ae');
    const from = (origin: string) =>
      app.request('/api/auth/logout', { method: 'POST', headers: { cookie, origin } });
    await expectApiError(await from('https://evil.example'), 403, 'cross_origin');
    await expectSession(await me(app, cookie));
    expect((await from('http://localhost:3000')).status).toBe(204);
    await expectApiError(await me(app, cookie), 401, 'unauthenticated');
  });

  it('is POST only: a link or an image cannot log anyone out', async () => {
    const cookie = await logInAs(app, 'editor@example.ae');
    expect((await app.request('/api/auth/logout', { headers: { cookie } })).status).toBe(405);
    await expectSession(await me(app, cookie));
  });
});

describe('requireSession', () => {
  it('puts the member on the context of the routes behind it', async () => {
    const guarded = new Hono();
    guarded.get(
      '/whoami',
      requireSession(database.db, () => clock),
      (c) => {
        const member = c.get('member');
        return c.json({ id: member.id, accountType: member.accountType, isRestricted: member.isRestricted });
      },
    );

    const cookie = await logInAs(app, 'restricted@example.ae');
    const response = await guarded.request('/whoami', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      accountType: 'player',
      isRestricted: true,
    });
    await expectApiError(await guarded.request('/whoami'), 401, 'unauthenticated');
  });
});

describe('idle sessions', () => {
  it('are swept away by a later login, even if their browser never comes back', async () => {
    await logInAs(app, 'guest@example.ae');
    clock = new Date(clock.getTime() + minutes(181));
    await logInAs(app, 'coach@example.ae');
    expect(await sessionsOf('guest@example.ae')).toBe(0);
    expect(await sessionsOf('coach@example.ae')).toBe(1);
  });
});
