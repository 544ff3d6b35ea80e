import type { HealthResponseSchema } from '@uaeaf/contracts';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { DatabaseHandle } from '../db/client';
import { ApiError, errorResponse } from '../http/errors';
import type { Logger } from '../http/logger';

/** Healthy means the database answers a query, not merely that the process is up. */
export function healthRoutes(database: DatabaseHandle, logger: Logger): Hono {
  const routes = new Hono();
  routes.get('/health', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      logger.error('Health check: the database did not answer:', error);
      return errorResponse(c, new ApiError(503, 'database_unavailable', 'The database is not available'));
    }
    return c.json<InferOutput<typeof HealthResponseSchema>>({ status: 'ok', database: database.kind });
  });
  return routes;
}
