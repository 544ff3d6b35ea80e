import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/client';

/**
 * The API's limiters (logins, decision 043; public forms, decision 048) count in the database the API runs on,
 * PGlite or PostgreSQL, so that every API process shares the counts.
 */
export type Limiter = RateLimiterPostgres;

/** The limiter's queries through the API's own database handle, whichever driver it is. */
function storeClient(database: DatabaseHandle) {
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const { rows } = await database.executeSql(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

/** The limiters share one table, made by a migration (see `rateLimiterFlexible` in the schema), keyed by prefix. */
export function postgresLimiter(
  database: DatabaseHandle,
  keyPrefix: string,
  points: number,
  duration: number,
): Limiter {
  return new RateLimiterPostgres({
    storeClient: storeClient(database),
    storeType: 'pool',
    tableName: 'rate_limiter_flexible',
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
}

/** Whole seconds until the limiter lets the key go on, at least one (a `Retry-After`). */
export function secondsOf(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** A consume that reports the limit instead of rejecting: rate-limiter-flexible rejects with the result when over. */
export async function consume(limiter: Limiter, key: string): Promise<RateLimiterRes & { over: boolean }> {
  try {
    return Object.assign(await limiter.consume(key), { over: false });
  } catch (result) {
    if (result instanceof Error) throw result;
    return Object.assign(result as RateLimiterRes, { over: true });
  }
}
