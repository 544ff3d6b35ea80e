import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { testApp } from './app';
import { demoCallers } from './callers';
import { openTestDatabase } from './database';

/** The demo office editor, who has `content.publish`. */
export const editor = 'editor@example.ae';

export interface OfficeTestContext {
  database: DatabaseHandle;
  app: Hono;
  call: Awaited<ReturnType<typeof demoCallers>>;
}

/**
 * A test file's seeded database, app and demo callers, opened before its tests and closed after them. The fields are
 * filled in `beforeAll`, so tests read them from the returned object, not by destructuring it at load time.
 */
export function officeTestContext(options: Parameters<typeof testApp>[1] = {}): OfficeTestContext {
  const context = {} as OfficeTestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = testApp(context.database, options);
    context.call = await demoCallers(context.app, context.database);
  });
  afterAll(() => context.database.close());
  return context;
}

/** The answer's status, then its body as the contract's schema reads it. */
export async function json<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
  status = 200,
) {
  expect(response.status).toBe(status);
  return v.parse(schema, await response.json());
}
