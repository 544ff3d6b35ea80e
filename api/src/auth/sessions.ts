import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

/** Spec section 9: a session ends after 3 hours without activity. */
export const sessionIdleLimitMs = 3 * 60 * 60 * 1000;
/** However active, a session ends 12 hours after the login: a stolen cookie does not last forever. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

// 32 random bytes in base64url; anything else in the cookie is not one of our tokens and costs no query.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns its token, the only copy of which goes to the browser. */
export async function createSession(
  db: Database,
  memberId: number,
  now: Date,
  { viaUaePass = false }: { viaUaePass?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ memberId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, viaUaePass });
  return token;
}

/**
 * A use moves `last_seen_at` only when the stored one is this old: a page's burst of requests reads the row and writes
 * it at most once a minute, instead of every request queueing on the same row's lock (decision 064's member reads).
 * The idle limit is therefore counted from up to a minute before the last use: the session ends that much early.
 */
export const sessionTouchIntervalMs = 60 * 1000;

/**
 * The member of a live session, which this use keeps alive. A session idle past the limit, or older than its lifetime,
 * is deleted and, like an unknown token, gives undefined.
 */
export async function touchSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<{ sessionId: number; memberId: number } | undefined> {
  if (token === undefined || !tokenPattern.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - sessionIdleLimitMs);
  const bornSince = new Date(now.getTime() - sessionLifetimeMs);
  const [live] = await db
    .select({ sessionId: sessions.id, memberId: sessions.memberId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gte(sessions.lastSeenAt, idleSince),
        gte(sessions.createdAt, bornSince),
      ),
    );
  if (!live) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  const staleSince = new Date(now.getTime() - sessionTouchIntervalMs);
  if (live.lastSeenAt <= staleSince) {
    // Only forwards: two requests of the same moment may both write, and neither moves the time back.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, live.sessionId), lt(sessions.lastSeenAt, now)));
  }
  return { sessionId: live.sessionId, memberId: live.memberId };
}

/** Ends the session of this token, if there is one. */
/** Ends the session the token names, if any; says whether it was opened with UAE PASS. */
export async function deleteSession(
  db: Database,
  token: string | undefined,
): Promise<{ viaUaePass: boolean }> {
  if (token === undefined || !tokenPattern.test(token)) return { viaUaePass: false };
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ viaUaePass: sessions.viaUaePass });
  return { viaUaePass: ended?.viaUaePass ?? false };
}

export async function deleteSessionById(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Removes sessions nobody came back to, and those past their lifetime. Rows another request holds are skipped rather than waited for, so two logins
 * sweeping at once cannot deadlock.
 */
export async function sweepIdleSessions(db: Database, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - sessionIdleLimitMs);
  const bornSince = new Date(now.getTime() - sessionLifetimeMs);
  await db.delete(sessions).where(
    sql`${sessions.id} in (${db
      .select({ id: sessions.id })
      .from(sessions)
      .where(or(lt(sessions.lastSeenAt, idleSince), lt(sessions.createdAt, bornSince)))
      .for('update', { skipLocked: true })})`,
  );
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Ends every session of a member (their password changed): each browser is logged out on its next request. */
export async function deleteMemberSessions(db: Database | Transaction, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}
