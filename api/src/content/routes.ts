import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ContentVersions } from './versions';

/** A comment line this often keeps proxies (nginx reads for 60 s) from closing a quiet stream. */
export const keepAliveMs = 25_000;

const streamHeaders = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  // nginx passes each event on at once, whatever its location says.
  'X-Accel-Buffering': 'no',
};

/**
 * `GET /api/content/changes`, public: a Server-Sent Events stream of the public content's version (decision 091), sent
 * at once and again each time it changes, for a server that keeps rendered pages until then.
 */
export function contentChangeRoutes(versions: ContentVersions): Hono {
  const routes = new Hono();

  routes.get('/content/changes', (c) => {
    // Hono answers HEAD with the GET's headers and drops its body unread: a stream would never hear its client leave.
    if (c.req.method === 'HEAD') return c.body(null, 200, streamHeaders);
    const response = streamSSE(c, async (stream) => {
      // Writes are queued in the order they are made: a change while the first event is on its way comes after it.
      const send = (version: string) => void stream.write(`event: version\ndata: ${version}\n\n`);
      const unsubscribe = versions.subscribe(send);
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), keepAliveMs);
      send(versions.current());
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(keepAlive);
      unsubscribe();
    });
    for (const [name, value] of Object.entries(streamHeaders)) response.headers.set(name, value);
    return response;
  });

  return routes;
}
