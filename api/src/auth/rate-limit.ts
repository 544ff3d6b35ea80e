import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

const windowMs = 15 * 60 * 1000;
/** Failed logins allowed per window: few per account (guessing one password), more per address (shared offices). */
const maxFailures = { account: 5, address: 20 } as const;

export interface AttemptKeys {
  account: string;
  address: string;
}

export function attemptKeys(email: string, address: string): AttemptKeys {
  return { account: `account:${email.toLowerCase()}`, address: `address:${address}` };
}

/**
 * Counts a login attempt against its account and its address before the password is checked, and returns how many
 * seconds the client must wait when either is over its limit (undefined when it may go on). Counting first, in one
 * atomic upsert, means parallel requests cannot all slip through while their passwords are being hashed; an attempt
 * whose password turns out right is taken back (`forgiveAttempt`).
 */
export async function countAttempt(db: Database, keys: AttemptKeys, now: Date): Promise<number | undefined> {
  const opensAt = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${loginAttempts.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  // Account first, then address, in every request: rows are always locked in the same order, so no deadlock.
  const rows = await db
    .insert(loginAttempts)
    .values([
      { key: keys.account, failedCount: 1, windowStart: now },
      { key: keys.address, failedCount: 1, windowStart: now },
    ])
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failedCount: sql`case when ${expired} then 1 else ${loginAttempts.failedCount} + 1 end`,
        windowStart: sql`case when ${expired} then ${opensAt} else ${loginAttempts.windowStart} end`,
      },
    })
    .returning();

  let waitMs: number | undefined;
  for (const row of rows) {
    const limit = row.key === keys.account ? maxFailures.account : maxFailures.address;
    if (row.failedCount <= limit) continue;
    const remaining = row.windowStart.getTime() + windowMs - now.getTime();
    waitMs = Math.max(waitMs ?? 0, remaining);
  }
  return waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000));
}

/** The password was right: this attempt was no failure. A successful login also clears the account's record. */
export async function forgiveAttempt(
  db: Database,
  keys: AttemptKeys,
  { loggedIn }: { loggedIn: boolean },
): Promise<void> {
  if (loggedIn) await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
  // The address keeps its other failures: one working account must not reset the count for a whole address.
  const forgiven = loggedIn ? [keys.address] : [keys.account, keys.address];
  for (const key of forgiven) {
    await db
      .update(loginAttempts)
      .set({ failedCount: sql`greatest(${loginAttempts.failedCount} - 1, 0)` })
      .where(eq(loginAttempts.key, key));
  }
}

/** Drops records whose window has closed; rows another request holds are skipped, never waited for. */
export async function sweepLoginAttempts(db: Database, now: Date): Promise<void> {
  const closedBefore = new Date(now.getTime() - windowMs);
  await db.delete(loginAttempts).where(
    sql`${loginAttempts.key} in (${db
      .select({ key: loginAttempts.key })
      .from(loginAttempts)
      .where(sql`${loginAttempts.windowStart} <= ${closedBefore.toISOString()}::timestamptz`)
      .for('update', { skipLocked: true })})`,
  );
}
