import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthResponseSchema, TournamentsResponseSchema } from '@uaeaf/contracts';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../test/app';
import { startFakeSmtpServer } from '../test/smtp-server';
import { testDatabaseTarget } from '../test/database';
import { uaeToday } from './calendar';
import type { Config } from './config';
import type { DatabaseTarget } from './db/client';
import { seasons } from './db/schema';
import { seasonOf } from './reference/seasons';
import { start } from './start';

function testConfig(database: DatabaseTarget, port = 0): Config {
  return {
    host: '127.0.0.1',
    port,
    database,
    seedDemo: true,
    seedDemoMembers: true,
    logLevel: 'silent',
    publicOrigin: 'http://localhost:3000',
    imageAdminHost: 'admin.uaearchery.ae',
    smtpUrl: undefined,
    mailFrom: 'UAE Archery Federation <no-reply@uaearchery.ae>',
  };
}

describe('start', () => {
  it('on stop, first delivers the mail it handed to SMTP after answering the request', async () => {
    const smtp = await startFakeSmtpServer();
    const running = await start(
      { ...testConfig(await testDatabaseTarget('seeded')), smtpUrl: smtp.url },
      silentLogger,
    );
    const asked = await fetch(`${running.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coach@example.ae', lang: 'en' }),
    });
    expect(asked.status).toBe(202);
    await running.stop();
    smtp.server.close();
    const delivered = smtp.received.filter((mail) => mail.to.some((to) => to.includes('coach@example.ae')));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.data).toContain('Subject: Reset your UAE Archery Federation password');
  });

  it('serves over HTTP and, on stop, finishes the request in flight, refuses new ones and closes the database', async () => {
    const running = await start(testConfig(await testDatabaseTarget('seeded')), silentLogger);
    const health = await fetch(`${running.url}/api/health`);
    expect(v.parse(HealthResponseSchema, await health.json()).status).toBe('ok');

    // Hold the tournaments table so a request stays in flight until the test lets it go.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = running.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table tournaments in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const inFlight = fetch(`${running.url}/api/tournaments`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = running.stop();
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    release();
    await holder;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(v.parse(TournamentsResponseSchema, await response.json()).data.length).toBeGreaterThan(0);

    await stopped;
    await expect(running.database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('on stop, cuts an open content change stream at once instead of waiting out the grace period', async () => {
    const running = await start(testConfig(await testDatabaseTarget('seeded')), silentLogger);
    const stream = await fetch(`${running.url}/api/content/changes`, {
      headers: { Accept: 'text/event-stream' },
    });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: version');
    const started = Date.now();
    await running.stop();
    // Without the cut, the stop waits for the 10 s grace period.
    expect(Date.now() - started).toBeLessThan(9000);
    await expect(reader.read()).rejects.toThrow();
  });

  it('makes the season holding today active again within the hour, without a restart', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = await start(testConfig(await testDatabaseTarget('seeded')), silentLogger);
    try {
      // As on 1 September: the season that just ended is no longer active, and no restart comes.
      await running.database.db.update(seasons).set({ isActive: false });
      vi.advanceTimersByTime(60 * 60 * 1000);
      await expect
        .poll(async () => {
          const active = await running.database.db.select().from(seasons).where(eq(seasons.isActive, true));
          return active.map((season) => season.name);
        })
        .toEqual([seasonOf(uaeToday(new Date())).name]);
    } finally {
      await running.stop();
      vi.useRealTimers();
    }
  });

  it('fails at once when the port is taken, before it opens the database', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const dataDir = join(tmpdir(), `uaeaf-api-never-created-${process.pid}-${Date.now()}`);
    try {
      await expect(start(testConfig({ kind: 'pglite', dataDir }, port), silentLogger)).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });
});
