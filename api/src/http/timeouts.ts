import type { ServerOptions } from 'node:http';

/**
 * The Node server's own clocks (decision 048); the body's pace is `limitBody`'s, since Node has no idle timeout for
 * a body that trickles in.
 * - headers: a client has this long to send all its request headers (slowloris on headers), checked every
 *   `checkEveryMs`; Node answers 408 and closes.
 * - request: the whole request, body included, however steadily it comes: a 17 MB registration at 1 Mbit/s takes
 *   about 2.5 minutes.
 * - keepAlive: how long an idle connection waits for its next request, as Node's default; a proxy in front keeps
 *   its own idle timeout below it.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
};

/** The options `http.createServer` takes for these timeouts. */
export function timeoutOptions(timeouts: ServerTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}
