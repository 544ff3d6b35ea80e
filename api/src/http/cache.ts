import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';

/** Responses are private and fresh unless a route says otherwise: errors and health must never be cached. */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
};

/** Lets browsers and the proxy reuse a successful answer; errors keep the no-store default. */
export function publicCache(maxAgeSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) setAnswerHeader(c, 'Cache-Control', `public, max-age=${maxAgeSeconds}`);
  };
}

/**
 * For what the office publishes (news, articles, circulars, decision 057): a browser or proxy keeps an answer for
 * five seconds, then asks again with its ETag (`memoryCache`) and gets a 304 without a body when nothing changed.
 */
export function publishedCache(maxAgeSeconds = 5): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) setAnswerHeader(c, 'Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
  };
}

/**
 * For a public answer that a member's own action changes (an entry count after an entry): the browser keeps it but asks
 * every time, and an unchanged answer costs a 304 without a body (`memoryCache` gives every public answer its ETag).
 */
export function revalidatedCache(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) setAnswerHeader(c, 'Cache-Control', 'public, no-cache');
  };
}
