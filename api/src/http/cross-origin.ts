import type { Context, MiddlewareHandler } from 'hono';
import { publicOriginOf } from '../seo/origin';
import { ApiError } from './errors';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request came from this site's own pages, or from no browser page at all. A browser names the page's origin
 * on every POST, PUT, PATCH and DELETE (`Origin`, `null` from a sandbox or an opaque redirect); it must be the site's
 * origin as the browser reached it: `PUBLIC_ORIGIN`, or the one the proxy in front says (X-Forwarded-Host, which the
 * shell's proxy and nginx set from the browser's Host; a page cannot set it on another site without a preflight this
 * API never grants). Without `Origin`, `Sec-Fetch-Site` (every current browser sends it) must say the same origin or
 * the member's own action. Neither header: no browser page sent it (the payment provider's notifications, health
 * checks, scripts, the API's own tests), and without a page there is no member's cookie to borrow.
 */
function fromThisSite(c: Context, publicOrigin: string): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === publicOrigin || origin === publicOriginOf(c, publicOrigin);
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * The API's one check against cross-site request forgery (decision 078), before any route or body is read: a request
 * that may change something, from another site's page, is refused with 403 `cross_origin`. SameSite=Lax keeps the
 * session cookie from other sites but not from the same site's other origins (every localhost port, a sibling
 * subdomain), and a form post needs no preflight, whatever its content type.
 */
export function sameOriginWrites(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (!readOnlyMethods.has(c.req.method) && !fromThisSite(c, publicOrigin)) {
      throw new ApiError(403, 'cross_origin', 'Changes are made from the site itself only');
    }
    await next();
  };
}
