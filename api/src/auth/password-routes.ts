import {
  ChangePasswordRequestSchema,
  type ForgotPasswordReceipt,
  ForgotPasswordRequestSchema,
  type PasswordChangedReceipt,
  PasswordErrorCodes,
  ResetPasswordRequestSchema,
  validationMessages,
} from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { clearSessionCookie } from './cookie';
import { findMemberForLogin } from './members';
import { hashPassword, type PasswordHashing, verifyPassword } from './passwords';
import {
  type AttemptKeys,
  attemptKeys,
  countAttempt,
  forgiveAttempt,
  sweepLoginAttempts,
} from './rate-limit';
import { resetLink, resetMail } from './reset-mail';
import { inspectResetToken, issueResetToken, sweepResetTokens, useResetToken } from './reset-tokens';
import { requireSession, type SessionEnv } from './require-session';
import { deleteMemberSessions } from './sessions';

export interface PasswordRouteOptions {
  passwordHashing: PasswordHashing;
  mailer: Mailer;
  /** The site's origin, which reset links point to. */
  publicOrigin: string;
}

/**
 * Reset requests share the login limiter's table and limits (5 per email, 20 per address in 15 minutes) under keys of
 * their own, so asking for links neither locks anyone out of logging in nor floods a mailbox.
 */
function resetKeys(email: string, address: string): AttemptKeys {
  return { account: `reset-account:${email.toLowerCase()}`, address: `reset-address:${address}` };
}

async function refuseWhenOverLimit(c: Context, db: Database, keys: AttemptKeys, at: Date): Promise<void> {
  const retryAfterSeconds = await countAttempt(db, keys, at);
  if (retryAfterSeconds === undefined) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError(429, PasswordErrorCodes.tooManyAttempts, 'Too many attempts; try again later');
}

/** A link that cannot be used: 400 when it never existed, 410 when it did but is gone. */
function resetLinkRefusal(state: 'unknown' | 'used' | 'expired'): ApiError {
  if (state === 'unknown') {
    return new ApiError(400, PasswordErrorCodes.resetLinkUnknown, 'This reset link is not valid');
  }
  if (state === 'used') {
    return new ApiError(410, PasswordErrorCodes.resetLinkUsed, 'This reset link has already been used');
  }
  return new ApiError(410, PasswordErrorCodes.resetLinkExpired, 'This reset link has expired');
}

/**
 * Changing a password (logged in, with the current one) and resetting a forgotten one (with a mailed link). Either way
 * every session of the member ends in the same transaction as the new hash: a thief holding an old session is out.
 */
export function passwordRoutes(
  db: Database,
  now: () => Date,
  { passwordHashing, mailer, publicOrigin }: PasswordRouteOptions,
): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();

  routes.post('/auth/password', requireSession(db, now), async (c) => {
    const { currentPassword, newPassword } = await parseJsonBody(c, ChangePasswordRequestSchema);
    const member = c.get('member');
    const at = now();
    // The current password is guessed like a login's, so it counts against the same keys: a stolen session cannot
    // try passwords faster than the login form allows.
    const keys = attemptKeys(member.email, clientAddress(c));
    await refuseWhenOverLimit(c, db, keys, at);
    const [stored] = await db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
      throw new ApiError(400, PasswordErrorCodes.wrongPassword, 'The current password is wrong', {
        currentPassword: [validationMessages.wrongPassword],
      });
    }
    await forgiveAttempt(db, keys, { loggedIn: false });
    const passwordHash = await hashPassword(newPassword, passwordHashing);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      await deleteMemberSessions(tx, member.id);
    });
    clearSessionCookie(c);
    return c.json<PasswordChangedReceipt>({ status: 'changed' });
  });

  routes.post('/auth/forgot-password', async (c) => {
    const { email, lang } = await parseJsonBody(c, ForgotPasswordRequestSchema);
    const at = now();
    await Promise.all([sweepLoginAttempts(db, at), sweepResetTokens(db, at)]);
    // Counted for every email, known or not, so the limit says nothing about who has an account.
    await refuseWhenOverLimit(c, db, resetKeys(email, clientAddress(c)), at);
    const member = await findMemberForLogin(db, email, at);
    // A blocked member could not log in with a new password either; they are told nothing, like an unknown email.
    if (member && !member.isBlocked) {
      const token = await issueResetToken(db, member.id, at);
      await mailer.send(resetMail(member.email, lang, resetLink(publicOrigin, lang, token)));
    }
    return c.json<ForgotPasswordReceipt>({ status: 'accepted' }, 202);
  });

  routes.post('/auth/reset-password', async (c) => {
    const { token, newPassword } = await parseJsonBody(c, ResetPasswordRequestSchema);
    const at = now();
    const found = await inspectResetToken(db, token, at);
    if (found.state !== 'valid') throw resetLinkRefusal(found.state);
    const passwordHash = await hashPassword(newPassword, passwordHashing);
    const changed = await db.transaction(async (tx) => {
      if (!(await useResetToken(tx, found.id, at))) return false;
      await tx.update(members).set({ passwordHash }).where(eq(members.id, found.memberId));
      await deleteMemberSessions(tx, found.memberId);
      return true;
    });
    // Another request used the link while this one was hashing.
    if (!changed) throw resetLinkRefusal('used');
    return c.json<PasswordChangedReceipt>({ status: 'changed' });
  });

  return routes;
}
