import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { news } from '../db/schema';
import { contentVersions } from './versions';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The app's clock, starting at `start` and running with real time, so the source's timers really fire. */
function runningClock(start: string): () => Date {
  const from = performance.now();
  return () => new Date(new Date(start).getTime() + performance.now() - from);
}

/** A content cache the test empties by hand. */
function handCache() {
  const watchers = new Set<() => void>();
  return {
    onForget(forgotten: () => void) {
      watchers.add(forgotten);
      return () => watchers.delete(forgotten);
    },
    forget: () => watchers.forEach((forgotten) => forgotten()),
  };
}

/** Each version a subscriber is given, with the app's time it came at. */
function recorder(now: () => Date) {
  const seen: { version: string; at: number }[] = [];
  return { seen, subscriber: (version: string) => seen.push({ version, at: now().getTime() }) };
}

async function scheduledNews(title: string, publishAt: Date) {
  await database.db.insert(news).values({
    titleAr: `خبر ${title}`,
    titleEn: title,
    summaryAr: 'ملخص',
    summaryEn: 'Summary',
    bodyAr: [{ type: 'paragraph', children: [{ text: 'نص' }] }],
    bodyEn: [{ type: 'paragraph', children: [{ text: 'Text' }] }],
    publishedOn: '2026-11-25',
    status: 'scheduled',
    publishAt,
  });
}

describe('content versions', () => {
  it('change with every emptying of the cache, for each subscriber until it leaves', () => {
    const cache = handCache();
    const versions = contentVersions(
      cache,
      database.db,
      runningClock('2026-11-25T09:00:00+04:00'),
      silentLogger,
    );
    const first = versions.current();
    const one = recorder(() => new Date());
    const two = recorder(() => new Date());
    const leaveOne = versions.subscribe(one.subscriber);
    const leaveTwo = versions.subscribe(two.subscriber);
    cache.forget();
    expect(versions.current()).not.toBe(first);
    expect(one.seen.map((seen) => seen.version)).toEqual([versions.current()]);
    expect(two.seen.map((seen) => seen.version)).toEqual([versions.current()]);
    leaveOne();
    cache.forget();
    expect(one.seen).toHaveLength(1);
    expect(two.seen.map((seen) => seen.version)).toEqual([expect.any(String), versions.current()]);
    leaveTwo();
    // Nobody listens, yet the version moves: a client back later sees that it changed.
    const unheard = versions.current();
    cache.forget();
    expect(versions.current()).not.toBe(unheard);
  });

  it('change when a scheduled item becomes public, not before, and within a second', async () => {
    const now = runningClock('2026-11-25T10:00:00+04:00');
    const versions = contentVersions(handCache(), database.db, now, silentLogger);
    const at = new Date(now().getTime() + 700);
    await scheduledNews('On the stroke', at);
    const { seen, subscriber } = recorder(now);
    const leave = versions.subscribe(subscriber);
    await expect.poll(() => seen.length, { timeout: 5000, interval: 20 }).toBe(1);
    leave();
    expect(seen[0]!.version).toBe(versions.current());
    expect(seen[0]!.at).toBeGreaterThanOrEqual(at.getTime());
    expect(seen[0]!.at).toBeLessThan(at.getTime() + 1000);
  });

  it('change at midnight in the UAE', async () => {
    const now = runningClock('2026-11-25T23:59:59.600+04:00');
    const versions = contentVersions(handCache(), database.db, now, silentLogger);
    const { seen, subscriber } = recorder(now);
    const leave = versions.subscribe(subscriber);
    await expect.poll(() => seen.length, { timeout: 5000, interval: 20 }).toBe(1);
    leave();
    expect(seen[0]!.at).toBeGreaterThanOrEqual(new Date('2026-11-26T00:00:00+04:00').getTime());
  });

  it('watch no time while nobody subscribes, and give a new version to one who comes back after it passed', async () => {
    const now = runningClock('2026-11-25T11:00:00+04:00');
    const versions = contentVersions(handCache(), database.db, now, silentLogger);
    const at = new Date(now().getTime() + 400);
    await scheduledNews('While away', at);
    const away = recorder(now);
    const leave = versions.subscribe(away.subscriber);
    // The source has read the next publication when the subscriber leaves.
    await new Promise((resolve) => setTimeout(resolve, 200));
    leave();
    const before = versions.current();
    await expect.poll(() => now().getTime() > at.getTime() + 100, { interval: 20 }).toBe(true);
    expect(away.seen).toEqual([]);
    expect(versions.current()).toBe(before);
    const back = recorder(now);
    versions.subscribe(back.subscriber)();
    expect(versions.current()).not.toBe(before);
  });
});
