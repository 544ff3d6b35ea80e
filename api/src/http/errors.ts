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
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return errorResponse(c, new ApiError(500, 'internal_error', 'Internal Server Error'));
  };
}

export const handleNotFound: NotFoundHandler = (c) =>
  errorResponse(c, new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
