import { once } from 'node:events';
import { request as httpRequest, Agent as HttpAgent, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { createAdaptorServer } from '@hono/node-server';
import { imageUpload } from '@uaeaf/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, silentLogger } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { testPasswordHashing } from '../../test/password-hashing';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { members, registrationRequests, uploads } from '../db/schema';
import { registrationsPerHour } from '../submissions/rate-limit';
import { type BodyPace, unsizedBodyBytes } from './body-limit';
import { decodeSlots } from './decode-slots';
import { type ServerTimeouts, timeoutOptions } from './timeouts';

/**
 * Decision 048, issue 15 item 2: what a stranger sends without logging in cannot stall the API. A real server on a
 * port (the timeouts and the socket behaviour are Node's), with its clocks shortened so the tests take seconds.
 */

const pace: BodyPace = { windowMs: 300, minBytes: 1024 };
const timeouts: ServerTimeouts = {
  headersMs: 2_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 100,
};

let database: DatabaseHandle;
let server: Server;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const app = createApp({
    database,
    logger: silentLogger,
    passwordHashing: testPasswordHashing,
    // The tests play the proxy, giving each sender its own address.
    trustedProxies: ['127.0.0.1'],
    bodyPace: pace,
    fetchImage: () => Promise.reject(new Error('tests do not fetch remote images')),
  });
  server = createAdaptorServer({ fetch: app.fetch, serverOptions: timeoutOptions(timeouts) }) as Server;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function storedRegistrations() {
  const [[memberRows], [requestRows], [uploadRows]] = await Promise.all([
    database.db.select({ n: count() }).from(members),
    database.db.select({ n: count() }).from(registrationRequests),
    database.db.select({ n: count() }).from(uploads),
  ]);
  return { members: memberRows!.n, requests: requestRows!.n, uploads: uploadRows!.n };
}

/**
 * Probes `/api/health` from a thread of its own, paired each time with a probe of a server on that thread: the pair
 * meets the same contention for the two cores (other test files, other processes), so the difference is what the
 * API's own thread added. Probes until told to stop, and at least five times after that.
 */
const prober = `
const { createServer, request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const control = createServer((_, response) => response.end('ok')).listen(0, '127.0.0.1');
function probe(port, path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
    });
    sent.on('error', reject);
    sent.end();
  });
}
let stopping = false;
parentPort.on('message', () => (stopping = true));
control.on('listening', async () => {
  const pairs = [];
  for (let warm = 0; warm < 20; warm++) await probe(workerData.port, '/api/health');
  parentPort.postMessage('ready');
  let after = 0;
  while (!stopping || after < 5) {
    if (stopping) after++;
    const [health, own] = await Promise.all([probe(workerData.port, '/api/health'), probe(control.address().port, '/')]);
    pairs.push({ status: health.status, health: health.ms, control: own.ms });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(pairs);
});
`;

/**
 * The senders run on a thread of their own, as another machine would: writing 320 MB into sockets is the attacker's
 * work, not the server's. Half declare their length, half are chunked and say nothing in advance. They post images
 * to the upload route, the one route that takes more than 64 KiB from a stranger (decision 052).
 */
const senders = `
const { request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, senders, bodyBytes } = workerData;
const chunk = Buffer.alloc(1024 * 1024, 'A');
function send(index) {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'image/png', 'x-forwarded-for': '203.0.113.' + (index + 1) };
    if (index % 2 === 0) headers['content-length'] = String(bodyBytes);
    const post = request({ port, host: '127.0.0.1', method: 'POST', path: '/api/uploads', headers });
    let answered = false;
    post.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part) => (text += part));
      response.on('end', () => { answered = true; resolve({ status: response.statusCode, text }); });
      response.on('error', () => resolve({ status: response.statusCode, text }));
    });
    post.on('error', (error) => { if (!answered) setTimeout(() => resolve({ error: error.code }), 200); });
    let written = 0;
    const write = () => {
      while (written < bodyBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - written));
        written += piece.length;
        if (!post.write(piece)) return post.once('drain', write);
      }
      post.end();
    };
    write();
  });
}
Promise.all(Array.from({ length: senders }, (_, index) => send(index))).then((results) =>
  parentPort.postMessage(results),
);
`;

type Sent = { status?: number; text?: string; error?: string };

async function sendAll(count: number, bodyBytes: number): Promise<Sent[]> {
  const worker = new Worker(senders, { eval: true, workerData: { port, senders: count, bodyBytes } });
  const [results] = await once(worker, 'message');
  await worker.terminate();
  return results as Sent[];
}

describe('bodies over the limit', () => {
  // Retried against the machine's noise as well; parsing such bodies held the probes for seconds.
  it(
    '20 concurrent oversized uploads add under 100 ms to /api/health; each gets 413, nothing is stored',
    { retry: 2, timeout: 60_000 },
    async () => {
      // Files go to the upload route now (decision 052); an image there may be 1 MB, these are 16.
      const bodyBytes = imageUpload.maxBytes * 16;
      const before = await storedRegistrations();
      // A first round warms the routes up (a cold route compiles for tens of milliseconds), and the prober its own.
      await sendAll(4, bodyBytes);
      const probing = new Worker(prober, { eval: true, workerData: { port } });
      await once(probing, 'message');
      const pairsMessage = once(probing, 'message');
      const results = await sendAll(20, bodyBytes);
      probing.postMessage('stop');
      const [pairs] = (await pairsMessage) as [{ status: number; health: number; control: number }[]];
      await probing.terminate();

      expect(results).toHaveLength(20);
      // Each is refused without being read: answered 413, or cut off while its sender was still writing (the answer
      // then lost on the sender's side).
      for (const result of results) {
        if (result.error) expect(['EPIPE', 'ECONNRESET']).toContain(result.error);
        else {
          expect(result.status).toBe(413);
          expect(JSON.parse(result.text!)).toMatchObject({ error: { code: 'payload_too_large' } });
        }
      }
      expect(results.filter((result) => result.status === 413).length).toBeGreaterThanOrEqual(10);
      expect(pairs.length).toBeGreaterThanOrEqual(5);
      for (const pair of pairs) expect(pair.status).toBe(200);
      expect(Math.max(...pairs.map((pair) => pair.health - pair.control))).toBeLessThan(100);
      expect(await storedRegistrations()).toEqual(before);
    },
  );
});

describe('slow clients', () => {
  /** Opens a connection, sends `head`, then `trickle` one byte every 50 ms; resolves with all the server said. */
  function trickle(head: string, drip: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let at = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (part) => (answer += part));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
      socket.write(head, (error) => {
        if (error) return reject(error);
        timer = setInterval(() => {
          if (at < drip.length && !socket.destroyed) socket.write(drip[at++]!);
        }, 50);
      });
    });
  }

  it('cuts off a body sent a byte at a time with 408 body_timeout and closes the connection', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(2000) });
    const head =
      'POST /api/contact-messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `X-Forwarded-For: 203.0.113.200\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await trickle(head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"body_timeout"');
  });

  it('cuts off request headers sent a byte at a time (Node answers 408 and closes)', async () => {
    const answer = await trickle(
      'GET /api/health HTTP/1.1\r\n',
      'Host: localhost\r\nX-Slow: ' + 'a'.repeat(200),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keeps an idle keep-alive connection open across the body clock and reuses it', async () => {
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    const reused: boolean[] = [];
    for (const body of [JSON.stringify({}), JSON.stringify({}), undefined]) {
      await new Promise<void>((resolve, reject) => {
        const sent = httpRequest(
          {
            port,
            host: '127.0.0.1',
            agent,
            method: body ? 'POST' : 'GET',
            path: body ? '/api/contact-messages' : '/api/health',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.201' },
          },
          (response) => {
            reused.push(sent.reusedSocket);
            expect(response.statusCode).toBe(body ? 400 : 200);
            response.resume();
            response.on('end', resolve);
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
      // Longer than the body clock's window: an idle connection is not a slow body.
      await new Promise((resolve) => setTimeout(resolve, pace.windowMs * 2));
    }
    agent.destroy();
    expect(reused).toEqual([false, true, true]);
  });
});

describe('a chunked body, in process', () => {
  async function postChunked(form: string, extraHeaders: Record<string, string>) {
    const app = createApp({ database, logger: silentLogger, passwordHashing: testPasswordHashing });
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          // Never-ending: only a limit stops it.
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x41));
        },
      },
      { highWaterMark: 0 },
    );
    const response = await app.request(`/api/register/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.202', ...extraHeaders },
      body,
      duplex: 'half',
    } as RequestInit);
    return { response, sent };
  }

  it('answers 413 payload_too_large at the first byte over the 64 KiB JSON limit and stores nothing', async () => {
    const before = await storedRegistrations();
    const { response, sent } = await postChunked('guest', {});
    await expectApiError(response, 413, 'payload_too_large');
    expect(response.headers.get('connection')).toBe('close');
    expect(sent).toBeLessThanOrEqual(64 * 1024 + 32 * 1024);
    expect(await storedRegistrations()).toEqual(before);
  });

  it('holds a body that does not say its length (Transfer-Encoding: chunked) to 64 KiB, whatever the route allows', async () => {
    const { response, sent } = await postChunked('players', { 'transfer-encoding': 'chunked' });
    await expectApiError(response, 413, 'payload_too_large');
    expect(sent).toBeLessThanOrEqual(unsizedBodyBytes + 32 * 1024);
  });
});

describe('the allowance of a public form', () => {
  it(`refuses registration ${registrationsPerHour + 1} from an address before reading its body`, async () => {
    const app = createApp({ database, logger: silentLogger, passwordHashing: testPasswordHashing });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.203' };
    for (let sent = 0; sent < registrationsPerHour; sent++) {
      const response = await app.request('/api/register/players', { method: 'POST', headers, body: '{}' });
      expect(response.status).toBe(400);
    }
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const refused = await app.request('/api/register/players', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    await expectApiError(refused, 429, 'too_many_submissions');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(pulled).toBe(false);
  });
});

describe('decode slots', () => {
  it('lets one large body decode at a time, queues the next and refuses past the queue', async () => {
    const slots = decodeSlots(1, 1);
    const first = await slots.acquire();
    let secondGranted = false;
    const second = slots.acquire().then((release) => {
      secondGranted = true;
      return release;
    });
    expect(await slots.acquire()).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondGranted).toBe(false);
    first!();
    (await second)!();
    expect(secondGranted).toBe(true);
    expect(await slots.acquire()).toBeTypeOf('function');
  });
});
