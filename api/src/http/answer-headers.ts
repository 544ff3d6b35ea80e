import type { Context } from 'hono';

/**
 * Sets a header of the answer in place, once the route has answered. Hono's `c.header()` then rebuilds the Response
 * around its body, which turns the bytes @hono/node-server had in hand into a stream it must read back: on a public
 * answer served from memory, those copies took most of the time (decision 064).
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  c.res.headers.set(name, value);
}
