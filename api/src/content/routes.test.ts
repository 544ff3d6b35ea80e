import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentChangeRoutes, keepAliveMs } from './routes';
import { eventStream } from './test-event-stream';
import type { ContentVersions } from './versions';

/** A version source the test moves by hand, counting its subscribers. */
function handVersions() {
  let version = 'v1';
  const subscribers = new Set<(version: string) => void>();
  const versions: ContentVersions = {
    current: () => version,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
  return {
    versions,
    subscribers,
    change(next: string) {
      version = next;
      for (const subscriber of subscribers) subscriber(next);
    },
  };
}

function appOf(versions: ContentVersions) {
  return new Hono().route('/api', contentChangeRoutes(versions));
}

afterEach(() => vi.useRealTimers());

describe('GET /api/content/changes', () => {
  it('sends the version at once, then each new one, as an event stream nobody keeps', async () => {
    const source = handVersions();
    const response = await appOf(source.versions).request('/api/content/changes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = eventStream(response);
    expect(await stream.next()).toBe('event: version\ndata: v1');
    source.change('v2');
    source.change('v3');
    expect(await stream.version()).toBe('v2');
    expect(await stream.version()).toBe('v3');
    await stream.close();
  });

  it('gives every client the changes from one subscription each, and drops it when the client leaves', async () => {
    const source = handVersions();
    const app = appOf(source.versions);
    const first = eventStream(await app.request('/api/content/changes'));
    const second = eventStream(await app.request('/api/content/changes'));
    await first.version();
    await second.version();
    expect(source.subscribers.size).toBe(2);
    await first.close();
    await vi.waitFor(() => expect(source.subscribers.size).toBe(1));
    source.change('v2');
    expect(await second.version()).toBe('v2');
    await second.close();
    await vi.waitFor(() => expect(source.subscribers.size).toBe(0));
  });

  it('writes a comment every 25 seconds, and stops when the client leaves', async () => {
    vi.useFakeTimers();
    const stream = eventStream(await appOf(handVersions().versions).request('/api/content/changes'));
    await stream.version();
    await vi.advanceTimersByTimeAsync(keepAliveMs);
    expect(await stream.next()).toBe(': keep-alive');
    expect(vi.getTimerCount()).toBe(1);
    await stream.close();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
  });

  it('answers HEAD with the headers alone, subscribing to nothing', async () => {
    const source = handVersions();
    const response = await appOf(source.versions).request('/api/content/changes', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('');
    expect(source.subscribers.size).toBe(0);
  });
});
