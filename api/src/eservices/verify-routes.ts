import {
  validationMessages,
  type Verification,
  VerificationCodeSchema,
  VerificationErrorCodes,
} from '@uaeaf/contracts';
import * as v from 'valibot';
import { verifiedCardPhoto, verifyCard } from '../cards/cards';
import type { DatabaseHandle } from '../db/client';
import { type Context, Hono } from 'hono';
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
 * `GET /api/verify/:code` (public, decisions 046 and 055): what the document with this code states, or a membership
 * card's holder and its state today; `GET /api/verify/:code/photo`, the photo of a card not revoked. Malformed: 400 on
 * `code`, before anything is counted. Every lookup is counted against the address first, atomically (parallel
 * guesses cannot slip under the limit) and given back when the code exists; over the limit, 429
 * `too_many_verifications` with `Retry-After`, whatever the code.
 */
export function verifyRoutes(database: DatabaseHandle, now: () => Date): Hono {
  const routes = new Hono();
  const lookups = postgresLimiter(database, 'verify_address', unknownCodesPerHour, 60 * 60);

  /** Answers `find`'s result for the code, counting the lookup unless something was found. */
  async function lookUp<T>(c: Context, find: (code: string) => Promise<T | undefined>): Promise<T> {
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
    const found = await find(parsed.output);
    if (found === undefined) throw notFound(c);
    await lookups.reward(address, 1);
    return found;
  }

  routes.get('/verify/:code', async (c) => {
    const verified = await lookUp<Verification>(c, async (code) => {
      const document = await verifyServiceDocument(database.db, code);
      if (document) return { type: 'serviceDocument', ...document };
      const card = await verifyCard(database.db, code, now());
      return card && { type: 'membership', ...card };
    });
    return c.json<Verification>(verified);
  });

  routes.get('/verify/:code/photo', async (c) => {
    const photo = await lookUp(c, (code) => verifiedCardPhoto(database.db, code));
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': photo.contentType,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
