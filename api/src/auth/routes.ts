import {
  type LoginCodeStep,
  type LogoutAnswer,
  LoginCodeRequestSchema,
  LoginErrorCodes,
  LoginRequestSchema,
  type SessionResponse,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { parseJsonBody } from '../http/body';
import { ApiError, errorResponse } from '../http/errors';
import { clearSessionCookie, readSessionCookie } from './cookie';
import type { Mailer } from '../mail/mailer';
import { loginCodeMail } from './login-code-mail';
import { issueLoginCode, sweepLoginCodes, useLoginCode } from './login-codes';
import { findMember, findMemberForLogin, type SessionMember, toSessionResponse } from './members';
import { isWeakPassword, ownerOf } from './password-strength';
import { dummyPasswordHash, type PasswordHashing, verifyPassword } from './passwords';
import type { LoginLimits } from './login-limits';
import { sitePage } from './reset-mail';
import { requireSession } from './require-session';
import { openSession } from './open-session';
import { deleteSession, sweepIdleSessions } from './sessions';

export interface AuthRouteOptions {
  passwordHashing: PasswordHashing;
  limits: LoginLimits;
  mailer: Mailer;
  /** The site's origin, which the login code mail's forgot-password link points to. */
  publicOrigin: string;
  /** Where a browser ends its UAE PASS session and comes back to `backTo`; absent when UAE PASS is off. */
  uaePassLogout?: (backTo: string) => string;
}

const loginCodeRefusals = {
  wrong: new ApiError(400, LoginErrorCodes.codeWrong, 'The code is wrong'),
  ended: new ApiError(410, LoginErrorCodes.codeEnded, 'Too many wrong codes; ask for a new one'),
  expired: new ApiError(410, LoginErrorCodes.codeExpired, 'The code has expired; ask for a new one'),
  used: new ApiError(410, LoginErrorCodes.codeUsed, 'The code has already been used'),
};

/**
 * Login (with a mailed code as a second step while the account is under attack, decision 080), logout and "who am I".
 * The session is a cookie; the bodies carry what the browser may keep.
 */
export function authRoutes(
  db: Database,
  now: () => Date,
  { passwordHashing, limits, mailer, publicOrigin, uaePassLogout }: AuthRouteOptions,
): Hono {
  const routes = new Hono();
  const unknownEmailHash = dummyPasswordHash(passwordHashing);

  const enter = (c: Context, member: SessionMember, at: Date) => openSession(db, limits, c, member, at);

  routes.post('/auth/login', async (c) => {
    // A malformed body is no attempt at a password, so it is answered before anything is counted.
    const { email, password, lang } = await parseJsonBody(c, LoginRequestSchema);
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
    if (admission.underAttack) {
      // Right password or wrong, the same answer and the same count: only the owner's mailbox tells them apart, so
      // guessing an account under attack teaches a stranger nothing, and a right guess alone does not get in.
      await admission.attempt.failed();
      await sweepLoginCodes(db, at);
      const owner = member && passwordMatches && !member.isBlocked ? member : undefined;
      const { challenge, code } = await issueLoginCode(db, owner?.id, at);
      if (owner && code) {
        const forgotLink = sitePage(publicOrigin, lang, '/auth/forgot-password');
        await mailer.send(loginCodeMail(owner.email, lang, code, at, forgotLink));
      }
      return c.json<LoginCodeStep>({ status: 'code_required', challenge }, 202);
    }
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
    await enter(c, member, at);
    // Judged now, the only time the server has the password in hand (decision 081).
    const passwordWeak = isWeakPassword(password, ownerOf(member)) ? { passwordWeak: true as const } : {};
    return c.json<SessionResponse>({ ...toSessionResponse(member), ...passwordWeak });
  });

  // The browser that typed the right password proves it holds the owner's mailbox; it is then a known browser.
  routes.post('/auth/login/code', async (c) => {
    const { challenge, code } = await parseJsonBody(c, LoginCodeRequestSchema);
    const at = now();
    const result = await useLoginCode(db, challenge, code, at);
    if (result.state !== 'right') throw loginCodeRefusals[result.state];
    const member = await findMember(db, result.memberId, at);
    // Blocked since the code was mailed.
    if (!member || member.isBlocked) {
      throw new ApiError(403, LoginErrorCodes.blocked, 'This account is blocked');
    }
    await enter(c, member, at);
    return c.json<SessionResponse>(toSessionResponse(member));
  });

  // No session needed: logging out twice, or with an expired cookie, still leaves the browser logged out. Another
  // site cannot log a member out: no write is taken from another origin (`sameOriginWrites`, decision 078).
  routes.post('/auth/logout', async (c) => {
    const { viaUaePass } = await deleteSession(db, readSessionCookie(c));
    clearSessionCookie(c);
    // Signed in with UAE PASS: its session ends too, on UAE PASS's page, which then sends the browser home.
    if (viaUaePass && uaePassLogout) {
      const lang = c.req.query('lang') === 'en' ? 'en' : 'ar';
      return c.json<LogoutAnswer>({
        uaePassLogout: uaePassLogout(lang === 'en' ? `${publicOrigin}/en` : `${publicOrigin}/`),
      });
    }
    return c.body(null, 204);
  });

  routes.get('/auth/me', requireSession(db, now), (c) =>
    c.json<SessionResponse>(toSessionResponse(c.get('member'))),
  );

  return routes;
}
