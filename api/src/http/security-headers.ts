import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';
import { isHttps } from './client';

/** Two years, the HSTS preload list's minimum. */
const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/**
 * Headers every API answer carries (decision 043): its JSON, images and files are never to be sniffed into another
 * type, framed by any page, or given a full referrer; HSTS only when the browser came over HTTPS (directly or through
 * a trusted proxy that terminated TLS), since over plain HTTP a browser ignores it anyway.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
  setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
  setAnswerHeader(c, 'X-Frame-Options', 'DENY');
  // Nothing the API answers needs to load anything; a PDF is left out, as the browser's own viewer would be blocked.
  const isPdf = c.res.headers.get('content-type')?.startsWith('application/pdf') ?? false;
  setAnswerHeader(
    c,
    'Content-Security-Policy',
    isPdf ? "frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'",
  );
  if (isHttps(c))
    setAnswerHeader(c, 'Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
};
