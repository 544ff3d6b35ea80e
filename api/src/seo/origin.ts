import type { Context } from 'hono';

// A host name or IPv4/IPv6 literal with an optional port: nothing that could break out of an XML attribute or a URL.
const hostPattern =
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the visitor sees it: the shell's proxy says so in X-Forwarded-Proto and X-Forwarded-Host.
 * Without a usable host (a direct request, a malformed header) the configured public origin is used.
 */
export function publicOriginOf(c: Context, fallback: string): string {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host || !hostPattern.test(host)) return fallback;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'http' || proto === 'https' ? proto : new URL(fallback).protocol.slice(0, -1);
  return `${scheme}://${host.toLowerCase()}`;
}
