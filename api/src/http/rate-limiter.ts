import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/client';

/**
 * The API's limiters (logins, decision 043; public forms, decision 048) count in the database the API runs on,
 * PGlite or PostgreSQL, so that every API process shares the counts.
 */
export type Limiter = RateLimiterPostgres | RateLimiterMemory;

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

/**
 * For counts made before a request is read (the public forms, decision 048): in the process's memory when the
 * database is PGlite, which only this process can open anyway and which runs every query on the API's one thread in
 * turn, so twenty counts at once held `/api/health` behind them; in PostgreSQL otherwise. A restart forgets PGlite's
 * counts, which an hourly allowance can afford.
 */
export function processLimiter(
  database: DatabaseHandle,
  keyPrefix: string,
  points: number,
  duration: number,
): Limiter {
  return database.kind === 'pglite'
    ? new RateLimiterMemory({ keyPrefix, points, duration })
    : postgresLimiter(database, keyPrefix, points, duration);
}

/** Whole seconds until the limiter lets the key go on, at least one (a `Retry-After`). */
export function secondsOf(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** A consume that reports the limit instead of rejecting: rate-limiter-flexible rejects with the result when over. */
export async function consume(
  limiter: Limiter,
  key: string,
  points = 1,
): Promise<RateLimiterRes & { over: boolean }> {
  try {
    return Object.assign(await limiter.consume(key, points), { over: false });
  } catch (result) {
    if (result instanceof Error) throw result;
    return Object.assign(result as RateLimiterRes, { over: true });
  }
}
