import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginCodes } from '../db/schema';
import { hashToken } from './sessions';

/**
 * The second step of a login from a browser the account does not know while the account is under attack (decision
 * 080): a six-digit code mailed to the owner, for ten minutes, once, five wrong tries.
 */
export const loginCodeRules = {
  lifetimeMs: 10 * 60 * 1000,
  wrongAttempts: 5,
  /** Codes mailed to one account in `lifetimeMs`: someone who knows the password cannot flood the mailbox. */
  mailsPerAccount: 3,
} as const;

const codeHash = (challenge: string, code: string) =>
  createHash('sha256').update(`${challenge}:${code}`).digest('hex');

/**
 * Makes the challenge of one attempt. With a member (the password was right and the account's mail allowance is not
 * spent) it holds a code to mail; without, it holds none that anyone knows, and answers every code like a wrong one, so
 * a wrong password's code step behaves as a right one's does for whoever lacks the mailbox.
 */
export async function issueLoginCode(
  db: Database,
  memberId: number | undefined,
  now: Date,
): Promise<{ challenge: string; code?: string }> {
  const challenge = randomBytes(32).toString('base64url');
  const mailed =
    memberId !== undefined && (await codesMailedRecently(db, memberId, now)) < loginCodeRules.mailsPerAccount;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(loginCodes).values({
    challengeHash: hashToken(challenge),
    memberId: mailed ? memberId : null,
    codeHash: codeHash(challenge, mailed ? code : randomBytes(16).toString('hex')),
    createdAt: now,
    expiresAt: new Date(now.getTime() + loginCodeRules.lifetimeMs),
  });
  return mailed ? { challenge, code } : { challenge };
}

async function codesMailedRecently(db: Database, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - loginCodeRules.lifetimeMs);
  const [row] = await db
    .select({ mailed: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.memberId, memberId), gt(loginCodes.createdAt, since)));
  return row!.mailed;
}

export type LoginCodeResult =
  { state: 'right'; memberId: number } | { state: 'wrong' | 'ended' | 'expired' | 'used' };

/**
 * Checks a code against its challenge. The check and the mark (used, or one more wrong try) are single conditional
 * updates, so parallel guesses cannot use more tries than allowed and one code cannot log in twice.
 */
export async function useLoginCode(
  db: Database,
  challenge: string,
  code: string,
  now: Date,
): Promise<LoginCodeResult> {
  const challengeHash = hashToken(challenge);
  const live = and(
    eq(loginCodes.challengeHash, challengeHash),
    isNull(loginCodes.usedAt),
    sql`${loginCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
    lt(loginCodes.wrongAttempts, loginCodeRules.wrongAttempts),
  );
  const [used] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(live, isNotNull(loginCodes.memberId), eq(loginCodes.codeHash, codeHash(challenge, code))))
    .returning({ memberId: loginCodes.memberId });
  if (used) return { state: 'right', memberId: used.memberId! };
  const [missed] = await db
    .update(loginCodes)
    .set({ wrongAttempts: sql`${loginCodes.wrongAttempts} + 1` })
    .where(live)
    .returning({ wrongAttempts: loginCodes.wrongAttempts });
  if (missed) return { state: missed.wrongAttempts >= loginCodeRules.wrongAttempts ? 'ended' : 'wrong' };
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.challengeHash, challengeHash))
    .limit(1);
  // A challenge never issued, or swept a day after it ended, is as good as an expired one: ask for a new code.
  if (!row || row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: row.usedAt ? 'used' : 'ended' };
}

/** Drops codes that ended more than a day ago (kept that long so "used" and "expired" can be told apart). */
export async function sweepLoginCodes(db: Database, now: Date): Promise<void> {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
