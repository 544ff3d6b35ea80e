import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { handleError } from './errors';
import { createLogger } from './logger';
import { requestLog } from './request-log';

interface LogLine {
  level: number;
  time: string;
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  err?: { message: string; stack: string };
}

const lines: LogLine[] = [];
const logger = createLogger('info', {
  write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
});

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { logger });
});
afterAll(() => database.close());

describe('request log', () => {
  it('writes one JSON line per request: method, path without the query, status, duration and the request id', async () => {
    lines.length = 0;
    const health = await app.request('/api/health', { headers: { 'x-request-id': 'probe-1.a:b_c' } });
    const refused = await app.request('/api/blocks?categoryId=private-value', {
      headers: { 'x-request-id': 'probe-2' },
    });
    expect(health.headers.get('x-request-id')).toBe('probe-1.a:b_c');
    expect(refused.headers.get('x-request-id')).toBe('probe-2');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'probe-1.a:b_c', method: 'GET' });
    expect(lines[0]).toMatchObject({ path: '/api/health', status: 200 });
    expect(lines[1]).toMatchObject({ requestId: 'probe-2', path: '/api/blocks', status: 400 });
    expect(JSON.stringify(lines)).not.toContain('private-value');
    for (const line of lines) {
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
      expect(new Date(line.time).getTime()).not.toBeNaN();
    }
  });

  it.each([
    ['missing', undefined],
    ['with a space', 'two words'],
    ['with markup', '<script>'],
    ['too long', 'x'.repeat(129)],
  ])('makes its own id when the incoming one is %s, and answers with it', async (_, incoming) => {
    lines.length = 0;
    const response = await app.request('/api/health', {
      headers: incoming === undefined ? {} : { 'x-request-id': incoming },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines.map((line) => line.requestId)).toEqual([id]);
  });

  it('logs an unexpected error under the id of the request it broke, then the 500 line', async () => {
    const probe = new Hono();
    probe.use(requestLog(logger));
    probe.onError(handleError(logger));
    probe.get('/broken', () => {
      throw new Error('the probe broke');
    });
    lines.length = 0;
    const response = await probe.request('/broken', { headers: { 'x-request-id': 'broken-1' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('broken-1');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, requestId: 'broken-1', err: { message: 'the probe broke' } });
    expect(lines[0]!.msg).toContain('/broken');
    expect(lines[1]).toMatchObject({ msg: 'request', requestId: 'broken-1', status: 500 });
  });

  it('writes nothing at level silent, and no request id outside a request', () => {
    lines.length = 0;
    createLogger('silent', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }).error(
      'x',
    );
    logger.info('outside');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('requestId');
  });
});
