import type { MiddlewareHandler } from 'hono';
import { unsizedBodyBytes } from '@uaeaf/contracts/body-limits';
import { ApiError, errorResponse } from './errors';

/**
 * How fast a body must arrive: at least `minBytes` in every `windowMs` from its first byte on, or it is cut off with
 * 408. Silence and a trickle (a slowloris sending a byte a second) fail alike, while a phone on a poor uplink
 * (8 KiB in 10 s is 6.5 kbit/s) gets through.
 */
export interface BodyPace {
  windowMs: number;
  minBytes: number;
}

export const defaultBodyPace: BodyPace = { windowMs: 10_000, minBytes: 8 * 1024 };

declare module 'hono' {
  interface ContextVariableMap {
    bodyPace: BodyPace;
  }
}

/** Puts the pace where `limitBody` finds it (tests shorten it). */
export function paceBodies(pace: BodyPace): MiddlewareHandler {
  return async (c, next) => {
    c.set('bodyPace', pace);
    await next();
  };
}

// Shared with the proxies in front of the API (decision 082).
export { unsizedBodyBytes } from '@uaeaf/contracts/body-limits';

/**
 * Refuses a body over `maxBytes` with 413 `payload_too_large` before reading any of it when Content-Length says so,
 * and otherwise counts it as the route reads it: the read fails with that 413 at the first byte over (a chunked body
 * is held to `unsizedBodyBytes`), or with 408 `body_timeout` when the body comes too slowly. Nothing is read here: a
 * route can refuse first (the public forms count the post, decision 048) and the bytes stay in the socket until it
 * reads. Nested limits (the app's general one, then a route's) each count; the smallest wins.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (declared !== undefined && !chunked && Number(declared) > maxBytes) {
      c.header('Connection', 'close');
      return errorResponse(c, tooLarge(maxBytes));
    }
    const limit = chunked ? Math.min(maxBytes, unsizedBodyBytes) : maxBytes;
    const guard = guarded(body, limit, c.get('bodyPace') ?? defaultBodyPace);
    c.req.raw = new Request(c.req.raw, { body: guard.stream, duplex: 'half' } as RequestInit);
    await next();
    // The rest of a refused body is not worth reading: the client is told the connection ends with this answer.
    if (guard.refused()) c.header('Connection', 'close');
  };
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body exceeds ${maxBytes} bytes`);
}

function tooSlow(pace: BodyPace): ApiError {
  return new ApiError(
    408,
    'body_timeout',
    `The request body came slower than ${pace.minBytes} bytes in ${pace.windowMs / 1000} s`,
  );
}

/** `source` counted and paced as it is read; the reader sees an ApiError when it is over the size or too slow. */
function guarded(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  pace: BodyPace,
): { stream: ReadableStream<Uint8Array>; refused(): boolean } {
  const reader = source.getReader();
  let received = 0;
  let sinceCheck = 0;
  let watch: NodeJS.Timeout | undefined;
  let refusal: ApiError | undefined;
  let done = false;

  function refuse(controller: ReadableStreamDefaultController<Uint8Array>, error: ApiError) {
    clearInterval(watch);
    refusal = error;
    controller.error(error);
    // Not cancelled: cancelling would destroy the socket before the refusal is sent.
    reader.releaseLock();
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Timed from the first read: a route may do its own checks before it reads.
        watch ??= setInterval(() => {
          if (!done && sinceCheck < pace.minBytes) refuse(controller, tooSlow(pace));
          sinceCheck = 0;
        }, pace.windowMs).unref();
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (refusal) return;
          clearInterval(watch);
          throw error;
        }
        if (refusal) return;
        if (chunk.done) {
          done = true;
          clearInterval(watch);
          controller.close();
          return;
        }
        received += chunk.value.byteLength;
        sinceCheck += chunk.value.byteLength;
        if (received > maxBytes) refuse(controller, tooLarge(maxBytes));
        else controller.enqueue(chunk.value);
      },
      cancel(reason) {
        clearInterval(watch);
        return reader.cancel(reason);
      },
      // Nothing is pulled before the route reads.
    },
    { highWaterMark: 0 },
  );
  return { stream, refused: () => refusal !== undefined };
}
