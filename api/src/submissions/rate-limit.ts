import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseHandle } from '../db/client';
import { clientAddress } from '../http/client';
import { ApiError } from '../http/errors';
import { consume, type Limiter, processLimiter, secondsOf } from '../http/rate-limiter';

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

export interface SubmissionLimits extends Record<FormName, MiddlewareHandler> {
  /**
   * Counts `uploads` more against the client address's allowance of uploads, for an image's decoding (decision 078):
   * 429 when that takes it past the allowance.
   */
  chargeUploads(c: Context, uploads: number): Promise<void>;
}

/**
 * One middleware per public form that counts the post against its client address before anything reads the body
 * (decision 048): a flood of large bodies, valid or not, is refused with 429 and `Retry-After` for the cost of one
 * count each, so every post counts, a refused one too. The counts live with the login limits' (043) on PostgreSQL,
 * in memory on PGlite (`processLimiter`).
 */
export function submissionLimits(database: DatabaseHandle): SubmissionLimits {
  const limiters = Object.fromEntries(
    Object.entries(perHour).map(([form, points]) => [
      form,
      processLimiter(database, `submission_${form}`, points, hour),
    ]),
  ) as Record<FormName, Limiter>;
  const count = async (form: FormName, c: Context, points: number) => {
    const result = await consume(limiters[form], clientAddress(c), points);
    if (result.over) {
      c.header('Retry-After', String(secondsOf(result)));
      throw new ApiError(429, 'too_many_submissions', refusals[form]);
    }
  };
  const limit =
    (form: FormName): MiddlewareHandler =>
    async (c, next) => {
      await count(form, c, 1);
      await next();
    };
  return {
    article: limit('article'),
    contact: limit('contact'),
    registration: limit('registration'),
    upload: limit('upload'),
    chargeUploads: async (c, uploads) => {
      if (uploads > 0) await count('upload', c, uploads);
    },
  };
}
