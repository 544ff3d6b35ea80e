import type { MiddlewareHandler } from 'hono';

/** Responses are private and fresh unless a route says otherwise: errors and health must never be cached. */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

/** Lets browsers and the proxy reuse a successful answer; errors keep the no-store default. */
export function publicCache(maxAgeSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  };
}
