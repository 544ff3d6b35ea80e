import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import { followContentChanges } from './content-changes.mjs';

/** Each connection to the stream, answered by the next of `answers` (the last one again when they run out). */
let answers;
let connections;
let server;
let url;
let follower;

beforeEach(async () => {
  connections = [];
  server = createServer((request, response) => {
    connections.push(request);
    answers[Math.min(connections.length, answers.length) - 1](response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/api/content/changes`;
});

afterEach(async () => {
  follower?.stop();
  vi.useRealTimers();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const stream = (response) => response.writeHead(200, { 'content-type': 'text/event-stream' });

/** Writes each chunk on its own turn, so that the client reads them apart. */
async function writeApart(response, chunks) {
  for (const chunk of chunks) {
    await new Promise((resolve) => response.write(chunk, resolve));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function follow() {
  const changed = vi.fn();
  const lost = vi.fn();
  follower = followContentChanges({ url, changed, lost });
  return { changed, lost };
}

describe('following content changes', () => {
  it('reports each version, whatever chunks the events arrive in', async () => {
    const version = Buffer.from('sion\ndata: v2-٢\n\n');
    answers = [
      (response) => {
        stream(response);
        void writeApart(response, [
          'event: version\nda',
          'ta: v1\n\n: keep-alive\n\nevent: other\ndata: x\n\nevent: ver',
          // A character split between two chunks.
          version.subarray(0, version.length - 3),
          version.subarray(version.length - 3),
        ]);
      },
    ];
    const { changed, lost } = follow();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(changed.mock.calls).toEqual([['v1'], ['v2-٢']]);
    expect(lost).not.toHaveBeenCalled();
  });

  it('tells when the stream is lost, and follows it again a second later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = [
      (response) => response.writeHead(503).end(),
      (response) => {
        stream(response);
        response.end('event: version\ndata: v1\n\n');
      },
      (response) => {
        stream(response);
        response.write('event: version\ndata: v2\n\n');
      },
    ];
    const { changed, lost } = follow();
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(connections).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(2));
    expect(changed.mock.calls).toEqual([['v1']]);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(changed.mock.calls[1]).toEqual(['v2']);
    expect(connections).toHaveLength(3);
    expect(lost).toHaveBeenCalledTimes(2);
  });

  it('stops following: the connection closes, and nothing is lost or reconnected after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = [
      (response) => {
        stream(response);
        response.write('event: version\ndata: v1\n\n');
      },
    ];
    const { changed, lost } = follow();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    const closed = new Promise((resolve) => connections[0].socket.on('close', resolve));
    follower.stop();
    await closed;
    vi.advanceTimersByTime(5000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lost).not.toHaveBeenCalled();
    expect(connections).toHaveLength(1);
  });

  it('stops waiting to reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = [(response) => response.writeHead(503).end()];
    const { lost } = follow();
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    follower.stop();
    vi.advanceTimersByTime(5000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(connections).toHaveLength(1);
    expect(lost).toHaveBeenCalledTimes(1);
  });
});
