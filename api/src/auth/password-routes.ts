import {
  ChangePasswordRequestSchema,
  type ForgotPasswordReceipt,
  ForgotPasswordRequestSchema,
  type PasswordChangedReceipt,
  PasswordErrorCodes,
  ResetPasswordRequestSchema,
  validationMessages,
} from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { parseJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { clearSessionCookie } from './cookie';
import { findMemberForLogin } from './members';
import { assertStrongPassword, ownerOf } from './password-strength';
import { hashPassword, type PasswordHashing, verifyPassword } from './passwords';
import type { LoginLimits } from './login-limits';
import { resetLink, resetMail } from './reset-mail';
import { inspectResetToken, issueResetToken, sweepResetTokens, useResetToken } from './reset-tokens';
import { requireSession, type SessionEnv } from './require-session';
import { deleteMemberSessions } from './sessions';

export interface PasswordRouteOptions {
  passwordHashing: PasswordHashing;
  mailer: Mailer;
  /** The site's origin, which reset links point to. */
  publicOrigin: string;
  limits: LoginLimits;
}

function tooManyAttempts(c: Context, retryAfterSeconds: number): ApiError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, PasswordErrorCodes.tooManyAttempts, 'Too many attempts; try again later');
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
  { passwordHashing, mailer, publicOrigin, limits }: PasswordRouteOptions,
): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();

  routes.post('/auth/password', requireSession(db, now), async (c) => {
    const { currentPassword, newPassword } = await parseJsonBody(c, ChangePasswordRequestSchema);
    const member = c.get('member');
    // The current password is guessed like a login's, so it counts against the same limits: a stolen session cannot
    // try passwords faster than the login form allows.
    const admission = await limits.admit(c, member.email);
    if (!admission.allowed) throw tooManyAttempts(c, admission.retryAfterSeconds);
    // A session on a browser the account does not know tries no current passwords while the account is under attack:
    // a stolen one would otherwise learn which guess is right, which the login's code step tells nobody.
    if (admission.underAttack) throw tooManyAttempts(c, admission.underAttack.retryAfterSeconds);
    const [stored] = await db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id));
    const wrongPassword = () =>
      new ApiError(400, PasswordErrorCodes.wrongPassword, 'The current password is wrong', {
        currentPassword: [validationMessages.wrongPassword],
      });
    if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
      await admission.attempt.failed();
      throw wrongPassword();
    }
    await admission.attempt.succeeded();
    assertStrongPassword(newPassword, ownerOf(member), 'newPassword');
    const passwordHash = await hashPassword(newPassword, passwordHashing);
    const changed = await db.transaction(async (tx) => {
      // The hash that was checked is the version: of two changes made with the same current password, the one that
      // comes second finds another hash and changes nothing, since its "current" password is no longer current.
      const updated = await tx
        .update(members)
        .set({ passwordHash })
        .where(and(eq(members.id, member.id), eq(members.passwordHash, stored.passwordHash)))
        .returning({ id: members.id });
      if (updated.length === 0) return false;
      await deleteMemberSessions(tx, member.id);
      return true;
    });
    if (!changed) throw wrongPassword();
    clearSessionCookie(c);
    return c.json<PasswordChangedReceipt>({ status: 'changed' });
  });

  routes.post('/auth/forgot-password', async (c) => {
    const { email, lang } = await parseJsonBody(c, ForgotPasswordRequestSchema);
    const at = now();
    await sweepResetTokens(db, at);
    // Counted for every email, known or not, so the limit says nothing about who has an account.
    const retryAfterSeconds = await limits.countResetRequest(c, email);
    if (retryAfterSeconds !== undefined) throw tooManyAttempts(c, retryAfterSeconds);
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
    const [owner] = await db
      .select({ email: members.email, name: { ar: members.nameAr, en: members.nameEn } })
      .from(members)
      .where(eq(members.id, found.memberId));
    if (owner) assertStrongPassword(newPassword, ownerOf(owner), 'newPassword');
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
