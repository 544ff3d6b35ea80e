import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchesEtag } from './etag';

/** A public answer as a route gave it: its bytes, the headers that describe them, its ETag, how long it may be kept. */
export interface FreshAnswer {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  etag: string;
  ttlMs: number;
}

export interface KeptAnswer extends FreshAnswer {
  /** On the app's clock, for the `Age` header. */
  storedAt: number;
}

/** Where answers are kept (`content/cache.ts`): one answer per key, and emptied by any change. */
export interface AnswerStore {
  /** The kept answer for `key`, or `run`'s (kept if it may be); undefined when `run` found nothing to keep. */
  read(key: string, run: () => Promise<FreshAnswer | undefined>): Promise<KeptAnswer | undefined>;
  /** Forgets every answer, here and in the other processes. */
  invalidate(): Promise<void>;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// Text only: files and images have their own ETags and can be large; a kept answer is at most this big.
const textual = /^(text\/|application\/([\w.+-]+\+)?(json|xml)\b)/;
const maxAnswerBytes = 1024 * 1024;
// What an answer may vary on (the sitemap's origin): part of every key.
const keyedHeaders = ['x-forwarded-host', 'x-forwarded-proto'];
const keptHeaders = ['content-type', 'cache-control', 'vary'];
// An answer that declares no max-age (revalidated by ETag on every view) is kept this long, unless a change comes first.
const defaultTtlMs = 60_000;

/**
 * Every GET answer a route declares `public` (JSON, XML or text) is kept in memory and served from there, with an ETag
 * computed once and a 304 when it matches, until any write succeeds (every POST, PUT, PATCH or DELETE answered below
 * 400, whoever made it: an office change, a member's entry, a payment's notification) or the answer's time is up
 * (decision 064). Routes declare what is public (`publicCache`, `publishedCache`, `revalidatedCache`); a session's
 * answer is never public, so it is never kept.
 */
export function memoryCache(store: AnswerStore, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (!safeMethods.has(method) && c.res.status < 400) await store.invalidate();
      return;
    }
    let ran = false;
    const answer = await store.read(keyOf(c), async () => {
      ran = true;
      await next();
      return freshAnswer(c);
    });
    if (!answer) return;
    const response = respond(c, answer, now());
    // After the route ran, its answer is replaced; before, this one is the answer.
    if (ran) c.res = response;
    else return response;
  };
}

function keyOf(c: Context): string {
  return [c.req.url, ...keyedHeaders.map((name) => c.req.header(name) ?? '')].join('\n');
}

async function freshAnswer(c: Context): Promise<FreshAnswer | undefined> {
  const response = c.res;
  const headers = response.headers;
  if (response.status !== 200 || headers.has('set-cookie')) return undefined;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  const directives = cacheControl.split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || !textual.test(headers.get('content-type') ?? '')) return undefined;
  const vary = headers.get('vary');
  if (vary && !vary.split(',').every((name) => keyedHeaders.includes(name.trim().toLowerCase())))
    return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength > maxAnswerBytes) {
    c.res = new Response(body, response);
    return undefined;
  }
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  return {
    body,
    headers: Object.fromEntries(
      keptHeaders.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)!]] : [])),
    ),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    ttlMs: maxAge ? Number(maxAge.slice('max-age='.length)) * 1000 : defaultTtlMs,
  };
}

function respond(c: Context, answer: KeptAnswer, at: Date): Response {
  const age = Math.floor((at.getTime() - answer.storedAt) / 1000);
  // A browser or proxy counts the time the answer spent here against its max-age.
  const { 'content-type': type, ...described } = answer.headers;
  const headers: Record<string, string> = {
    ...described,
    etag: answer.etag,
    ...(age > 0 && { age: String(age) }),
  };
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
  return c.body(answer.body, 200, { ...headers, 'content-type': type! });
}
