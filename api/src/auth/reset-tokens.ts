import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { hashToken } from './sessions';

/** A reset link works for an hour: long enough to find the mail, short enough that an old mailbox is no key. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;

/**
 * Makes a reset token for the member and returns it; only its hash is stored. The member's earlier unused tokens are
 * removed in the same transaction, so only the newest mail's link works.
 */
export async function issueResetToken(db: Database, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      memberId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
    });
  });
  return token;
}

export type ResetTokenState =
  { state: 'valid'; id: number; memberId: number } | { state: 'unknown' | 'used' | 'expired' };

/** What a token from a link is worth right now. */
export async function inspectResetToken(db: Database, token: string, now: Date): Promise<ResetTokenState> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', id: row.id, memberId: row.memberId };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Marks the token used, if it still is unused and unexpired; false when another request used it first. The check and
 * the mark are one statement, so two submits of the same link cannot both change the password.
 */
export async function useResetToken(tx: Transaction, id: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}

/** Drops tokens that can no longer be used and are older than a day (kept that long so "used" can be told apart). */
export async function sweepResetTokens(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)));
}
