import type { ApiErrorBody } from '@uaeaf/contracts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './logger';

/** An error meant for the client: its status, code and message are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = {
    error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
  };
  return c.json(body, error.status);
}

/** Anything that is not an ApiError is a bug: log it in full, tell the client nothing about it. */
export function handleError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (isUnstorableText(error)) {
      logger.info(`Text the database cannot store on ${c.req.method} ${c.req.path}; answered 400`);
      return errorResponse(
        c,
        new ApiError(400, 'validation_failed', 'The request body is not valid', {
          '': ['validation.invalid'],
        }),
      );
    }
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return errorResponse(c, new ApiError(500, 'internal_error', 'Internal Server Error'));
  };
}

export const handleNotFound: NotFoundHandler = (c) =>
  errorResponse(c, new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));

/**
 * How PostgreSQL refuses text it cannot store: 22021 (a NUL byte), 22P05 (a `\u0000` escape in JSON) and 22P02 for
 * JSON (a lone surrogate). The body checks refuse these first; this is the last guard, so what slips past them is the
 * client's bad input (400) and not a crash (500). Drizzle wraps the driver's error, so the causes are searched too.
 */
function isUnstorableText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    if (code === '22P02' && /type json/.test(cause.message)) return true;
  }
  return false;
}
