import { LoginErrorCodes } from '@uaeaf/contracts';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { ApiError, errorResponse } from '../http/errors';
import { clearSessionCookie, readSessionCookie } from './cookie';
import { findMember, type SessionMember } from './members';
import { deleteSessionById, touchSession } from './sessions';

/** The context a route behind `requireSession` gets: `c.get('member')`. */
export interface SessionEnv {
  Variables: { member: SessionMember };
}

/**
 * Lets a request through only with a live session, which it keeps alive, and puts the member on the context.
 * Otherwise: 401 `unauthenticated` (and a stale cookie is cleared), or 403 `account_blocked` for a member blocked
 * since logging in, whose session ends there.
 */
export function requireSession(db: Database, now: () => Date): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    const at = now();
    const session = await touchSession(db, token, at);
    const member = session && (await findMember(db, session.memberId, at));
    if (!session || !member) {
      if (token !== undefined) clearSessionCookie(c);
      return errorResponse(c, new ApiError(401, 'unauthenticated', 'Log in to continue'));
    }
    if (member.isBlocked) {
      await deleteSessionById(db, session.sessionId);
      clearSessionCookie(c);
      return errorResponse(c, new ApiError(403, LoginErrorCodes.blocked, 'This account is blocked'));
    }
    c.set('member', member);
    await next();
  };
}
