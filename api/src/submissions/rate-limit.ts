import type { MiddlewareHandler } from 'hono';
import type { DatabaseHandle } from '../db/client';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { consume, processLimiter, secondsOf } from '../http/rate-limiter';

const hour = 60 * 60;
/** Forms a client address may send per hour, per form: enough for a family behind one router, not for a flood. */
export const submissionsPerHour = 10;
/** Registrations per hour per client address: a club registering its archers from one office needs more. */
export const registrationsPerHour = 20;
/**
 * Files sent ahead per hour per client address (decision 052): each of those registrations with its seven files and a
 * few chosen again, with room to spare.
 */
export const uploadsPerHour = 200;

export type FormName = 'article' | 'contact' | 'registration' | 'upload';

const perHour: Record<FormName, number> = {
  article: submissionsPerHour,
  contact: submissionsPerHour,
  registration: registrationsPerHour,
  upload: uploadsPerHour,
};

const refusals: Record<FormName, string> = {
  article: 'Too many forms sent from this address; try again later',
  contact: 'Too many forms sent from this address; try again later',
  registration: 'Too many registrations from this address; try again later',
  upload: 'Too many files sent from this address; try again later',
};

/**
 * One middleware per public form that counts the post against its client address before anything reads the body
 * (decision 048): a flood of large bodies, valid or not, is refused with 429 and `Retry-After` for the cost of one
 * count each, so every post counts, a refused one too. The counts live with the login limits' (043) on PostgreSQL,
 * in memory on PGlite (`processLimiter`).
 */
export function submissionLimits(database: DatabaseHandle): Record<FormName, MiddlewareHandler> {
  const limit = (form: FormName): MiddlewareHandler => {
    const limiter = processLimiter(database, `submission_${form}`, perHour[form], hour);
    return async (c, next) => {
      const result = await consume(limiter, clientAddress(c));
      if (result.over) {
        c.header('Retry-After', String(secondsOf(result)));
        throw new ApiError(429, 'too_many_submissions', refusals[form]);
      }
      await next();
    };
  };
  return {
    article: limit('article'),
    contact: limit('contact'),
    registration: limit('registration'),
    upload: limit('upload'),
  };
}
