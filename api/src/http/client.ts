import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

// Longer than any IPv6 address with a zone; a forged header must not become an arbitrarily long database key.
const maxAddressLength = 64;

/**
 * The client's address: the first entry of X-Forwarded-For (the shell's proxy and the production proxy set it), else
 * the socket's peer. Only as trustworthy as the proxy in front: it must overwrite the header, not append to a
 * client-sent one.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, maxAddressLength);
  // @hono/node-server passes the Node request as `env.incoming`; `app.request()` in tests passes no env at all.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

/** Whether the browser reached us over HTTPS, directly or through a proxy that terminated TLS. */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}
