import { LoginErrorCodes, LoginRequestSchema, type SessionResponse } from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { ApiError, errorResponse } from '../http/errors';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { findMemberForLogin, toSessionResponse } from './members';
import { dummyPasswordHash, type PasswordHashing, verifyPassword } from './passwords';
import type { LoginLimits } from './login-limits';
import { requireSession } from './require-session';
import { createSession, deleteSession, sweepIdleSessions } from './sessions';

/** Login, logout and "who am I". The session is a cookie; the bodies carry what the browser may keep. */
export function authRoutes(
  db: Database,
  now: () => Date,
  { passwordHashing, limits }: { passwordHashing: PasswordHashing; limits: LoginLimits },
): Hono {
  const routes = new Hono();
  const unknownEmailHash = dummyPasswordHash(passwordHashing);

  routes.post('/auth/login', async (c) => {
    // A malformed body is no attempt at a password, so it is answered before anything is counted.
    const { email, password } = await parseJsonBody(c, LoginRequestSchema);
    const at = now();
    await sweepIdleSessions(db, at);

    const admission = await limits.admit(c, email);
    if (!admission.allowed) {
      c.header('Retry-After', String(admission.retryAfterSeconds));
      return errorResponse(
        c,
        new ApiError(429, LoginErrorCodes.tooManyAttempts, 'Too many failed logins; try again later'),
      );
    }

    const member = await findMemberForLogin(db, email, at);
    const passwordMatches = await verifyPassword(member?.passwordHash ?? (await unknownEmailHash), password);
    // Same answer for an unknown email and a wrong password: the login form must not tell who has an account.
    if (!member || !passwordMatches) {
      await admission.attempt.failed();
      throw new ApiError(401, LoginErrorCodes.invalidCredentials, 'The email or the password is wrong');
    }
    // Only someone who knows the password learns that the account is blocked.
    if (member.isBlocked) {
      await admission.attempt.succeeded();
      throw new ApiError(403, LoginErrorCodes.blocked, 'This account is blocked');
    }
    await admission.attempt.succeeded();
    // One session per browser: the one this browser had (another member's, or an earlier login) ends with this login.
    await deleteSession(db, readSessionCookie(c));
    setSessionCookie(c, await createSession(db, member.id, at));
    limits.rememberDevice(c, email);
    return c.json<SessionResponse>(toSessionResponse(member));
  });

  // No session needed: logging out twice, or with an expired cookie, still leaves the browser logged out. Another
  // site cannot log a member out: no write is taken from another origin (`sameOriginWrites`, decision 078).
  routes.post('/auth/logout', async (c) => {
    await deleteSession(db, readSessionCookie(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  routes.get('/auth/me', requireSession(db, now), (c) =>
    c.json<SessionResponse>(toSessionResponse(c.get('member'))),
  );

  return routes;
}
