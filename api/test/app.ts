import { ApiErrorBodySchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import { type AppOptions, createApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createLogger, type Logger } from '../src/http/logger';
import { testPasswordHashing } from './password-hashing';

export const silentLogger = createLogger('silent');

/** Tests never reach the network: a remote image fetch fails unless the test passes its own stand-in. */
const noNetwork = () => Promise.reject(new Error('tests do not fetch remote images'));

/** `now` pins the clock, or, as a function, lets a test move it. */
export function testApp(
  database: DatabaseHandle,
  options: { now?: Date | (() => Date); logger?: Logger } & Pick<
    AppOptions,
    | 'fetchImage'
    | 'imageAdminHost'
    | 'publicOrigin'
    | 'mailer'
    | 'smtp'
    | 'payments'
    | 'uaePass'
    | 'uaePassFetch'
  > = {},
): Hono {
  const { now, logger = silentLogger, fetchImage = noNetwork, ...rest } = options;
  return createApp({
    database,
    logger,
    passwordHashing: testPasswordHashing,
    fetchImage,
    ...rest,
    ...(now && { now: typeof now === 'function' ? now : () => now }),
  });
}

/** Asserts the documented error body and returns it. */
export async function expectApiError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = v.parse(ApiErrorBodySchema, await response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}
