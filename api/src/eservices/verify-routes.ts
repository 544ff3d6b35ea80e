import {
  validationMessages,
  type Verification,
  VerificationCodeSchema,
  VerificationErrorCodes,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { DatabaseHandle } from '../db/client';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { notFound } from '../http/path';
import { consume, postgresLimiter, secondsOf } from '../http/rate-limiter';
import { verifyServiceDocument } from './document';

/**
 * Unknown codes one address may ask about per hour. A code has 60 random bits, so guessing is hopeless anyway; the
 * limit keeps a scanner from turning the page into a load on the database. Found codes do not count: a reader
 * checking the documents on their desk never meets it.
 */
export const unknownCodesPerHour = 30;

/**
 * `GET /api/verify/:code` (public, decision 046): what the document with this code states. Malformed: 400 on `code`,
 * before anything is counted. Every lookup is counted against the address first, atomically (parallel guesses
 * cannot slip under the limit) and given back when the code exists; over the limit, 429 `too_many_verifications`
 * with `Retry-After`, whatever the code.
 */
export function verifyRoutes(database: DatabaseHandle): Hono {
  const routes = new Hono();
  const lookups = postgresLimiter(database, 'verify_address', unknownCodesPerHour, 60 * 60);

  routes.get('/verify/:code', async (c) => {
    const parsed = v.safeParse(VerificationCodeSchema, c.req.param('code'));
    if (!parsed.success) {
      throw new ApiError(400, 'validation_failed', 'This is not a verification code', {
        code: [validationMessages.invalid],
      });
    }
    const address = clientAddress(c);
    const counted = await consume(lookups, address);
    if (counted.over) {
      c.header('Retry-After', String(secondsOf(counted)));
      throw new ApiError(429, VerificationErrorCodes.tooMany, 'Too many unknown codes from this address');
    }
    const verified = await verifyServiceDocument(database.db, parsed.output);
    if (!verified) throw notFound(c);
    await lookups.reward(address, 1);
    return c.json<Verification>({ type: 'serviceDocument', ...verified });
  });

  return routes;
}
