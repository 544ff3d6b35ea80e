import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

// Longer than any IPv6 address with a zone; a forged header must not become an arbitrarily long database key.
const maxAddressLength = 64;

/** TRUSTED_PROXIES: the peers whose X-Forwarded-For and X-Forwarded-Proto are believed. */
export interface ProxyTrust {
  trusts(address: string): boolean;
  /** Whether a request's `proxySecretHeader` is PROXY_SECRET's, or no secret is set. */
  vouchedFor(header: string | undefined): boolean;
}

/**
 * The header our proxies prove themselves with (PROXY_SECRET, decision 082): on one machine a trusted address is any
 * local process's, so without it a direct caller of the API's port could name its own address for the rate limits.
 */
export const proxySecretHeader = 'x-proxy-secret';

declare module 'hono' {
  interface ContextVariableMap {
    proxyTrust: ProxyTrust;
  }
}

/**
 * Addresses (`127.0.0.1`, `::1`) and ranges (`10.0.0.0/8`, `fd00::/8`); an empty list trusts nobody. With a `secret`,
 * a trusted peer's forwarded headers count only when it sends that secret too.
 */
export function proxyTrust(entries: readonly string[], secret?: string): ProxyTrust {
  const expected = secret === undefined ? undefined : createHash('sha256').update(secret).digest();
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    trusts(address) {
      // Node reports an IPv4 peer on a dual-stack socket as ::ffff:a.b.c.d.
      const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
    vouchedFor(header) {
      if (expected === undefined) return true;
      // Compared as digests of equal length, in constant time: the secret is not guessed a byte at a time.
      return header !== undefined && timingSafeEqual(createHash('sha256').update(header).digest(), expected);
    },
  };
}

/** Whether `entry` is an address or a range `proxyTrust` takes (the configuration checks TRUSTED_PROXIES with it). */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32);
}

/** Puts the configured trust where `clientAddress` and `isHttps` find it. */
export function trustProxies(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    c.set('proxyTrust', trust);
    await next();
  };
}

/**
 * The network peer, or undefined for a request made in-process (`app.request()` in the API's own tests, which play
 * the proxy): @hono/node-server always passes the Node request as `env.incoming`.
 */
function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? (incoming.socket.remoteAddress ?? '') : undefined;
}

function fromTrustedProxy(c: Context): boolean {
  const peer = peerAddress(c);
  if (peer === undefined) return true;
  const trust = c.get('proxyTrust');
  return (trust?.trusts(peer) && trust.vouchedFor(c.req.header(proxySecretHeader))) ?? false;
}

/**
 * The client's address. X-Forwarded-For counts only when the peer is a trusted proxy; then its entries are read from
 * the right (the ones our proxies appended) and the first that is not itself a trusted proxy is the client: anything
 * further left was written by the client and proves nothing.
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c);
  if (!fromTrustedProxy(c)) return (peer || 'unknown').slice(0, maxAddressLength);
  const trust = c.get('proxyTrust');
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (hops.length > 1 && trust?.trusts(hops.at(-1)!)) hops.pop();
  const client = hops.at(-1) ?? peer;
  return (client || 'unknown').slice(0, maxAddressLength);
}

/** Whether the browser reached us over HTTPS, directly or through a trusted proxy that terminated TLS. */
export function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!fromTrustedProxy(c)) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
