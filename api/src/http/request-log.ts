import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { inRequest, type Logger } from './logger';

// The proxy's rule (scripts/cluster/nginx.mjs): a plain short token is the client's own id, anything else is replaced,
// so a log line never carries what a stranger typed there.
const plainToken = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && plainToken.test(header) ? header : randomUUID();
}

/**
 * One line per request once its answer (or error page) is known: method, path without the query (its values may be
 * personal data), status and duration, under the request's id, which the answer's `X-Request-Id` gives back.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const started = performance.now();
    c.header('X-Request-Id', requestId);
    await inRequest(requestId, async () => {
      await next();
      logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  };
}
