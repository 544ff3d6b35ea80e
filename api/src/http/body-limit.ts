import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, errorResponse } from './errors';

/** Refuses a body over `maxBytes` with 413 `payload_too_large`, before reading more of it than that. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      errorResponse(c, new ApiError(413, 'payload_too_large', `The request body exceeds ${maxBytes} bytes`)),
  });
}
