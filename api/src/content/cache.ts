import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';
import type { AnswerStore, FreshAnswer, KeptAnswer } from '../http/memory-cache';
import { nextPublication, nextUaeMidnight } from './cache-bounds';

interface Entry extends KeptAnswer {
  expiresAt: number;
}

export interface ContentCache extends AnswerStore {
  /** Calls `forgotten` each time every kept answer is forgotten (public content may have changed); returns the undo. */
  onForget(forgotten: () => void): () => void;
}

/** The NOTIFY channel every API process of one database listens to. */
export const contentChannel = 'uaeaf_content';
// Bounds against keys nobody asked for twice (any query string, any Host): the oldest read goes first.
const maxEntries = 2000;
const maxBytes = 64 * 1024 * 1024;

/**
 * The public answers of one API process (decision 064). Any write empties it, here and, through PostgreSQL's
 * NOTIFY, in every other process of the same database; an answer is kept at most its max-age, and never past the
 * next scheduled publication or the next UAE midnight, so a scheduled item appears at its time and a registration
 * window turns at midnight. While PostgreSQL's LISTEN is not connected, nothing is kept or served from memory:
 * a change in another process could go unheard.
 */
export function contentCache(database: DatabaseHandle, now: () => Date, logger: Logger): ContentCache {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<KeptAnswer | undefined>>();
  let bytes = 0;
  // Bumped by every change: an answer read before it is not kept after it.
  let generation = 0;
  let upcoming: { at: Promise<number>; known?: number } | undefined;
  // A process's own NOTIFY comes back to it; it has already forgotten.
  const self = randomUUID();
  const watchers = new Set<() => void>();

  const forget = () => {
    generation++;
    entries.clear();
    flights.clear();
    bytes = 0;
    upcoming = undefined;
    for (const forgotten of watchers) forgotten();
  };

  let heard = true;
  let ready: Promise<void> = Promise.resolve();
  if (database.listen) {
    heard = false;
    ready = database
      .listen(contentChannel, {
        heard: (payload) => {
          if (payload !== self) forget();
        },
        listening: () => {
          forget();
          heard = true;
        },
        deaf: () => {
          heard = false;
          forget();
        },
      })
      .catch((error: unknown) => logger.error('The content cache cannot listen for changes:', error));
  }

  /** When answers kept now must be read again at the latest: the next publication or UAE midnight. */
  async function boundAt(at: number): Promise<number> {
    if (!upcoming || (upcoming.known !== undefined && upcoming.known <= at)) {
      const next: { at: Promise<number>; known?: number } = {
        at: nextPublication(database.db, new Date(at)).then((d) => d?.getTime() ?? Infinity),
      };
      upcoming = next;
      void next.at.then(
        (known) => (next.known = known),
        () => (upcoming = upcoming === next ? undefined : upcoming),
      );
    }
    return Math.min(await upcoming.at, nextUaeMidnight(new Date(at)).getTime());
  }

  function keep(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) bytes -= old.body.byteLength;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const [oldest, { body }] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= body.byteLength;
    }
  }

  function kept(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= at) {
      bytes -= entry.body.byteLength;
      return undefined;
    }
    // Most recently read last: the bound drops the least recently read first.
    entries.set(key, entry);
    return entry;
  }

  // Served, not kept: while deaf, or when no reading kept anything.
  async function unkept(run: () => Promise<FreshAnswer | undefined>): Promise<KeptAnswer | undefined> {
    const storedAt = now().getTime();
    const fresh = await run();
    return fresh && { ...fresh, storedAt };
  }

  async function lead(
    key: string,
    run: () => Promise<FreshAnswer | undefined>,
  ): Promise<KeptAnswer | undefined> {
    const started = generation;
    const storedAt = now().getTime();
    const fresh = await run();
    if (!fresh) return undefined;
    const answer = { ...fresh, storedAt };
    if (heard && started === generation) {
      try {
        const expiresAt = Math.min(storedAt + fresh.ttlMs, await boundAt(storedAt));
        if (started === generation) keep(key, { ...answer, expiresAt });
      } catch (error) {
        logger.error('The content cache could not read the next publication:', error);
      }
    }
    return answer;
  }

  return {
    async read(key, run) {
      await ready;
      if (!heard) return unkept(run);
      const entry = kept(key, now().getTime());
      if (entry) return entry;
      const flight = flights.get(key);
      // Many asking at once for what is not kept wait for one reading; if it kept nothing, each reads for itself.
      if (flight) return (await flight) ?? unkept(run);
      const reading = lead(key, run);
      const settled = reading.catch(() => undefined);
      flights.set(key, settled);
      void settled.then(() => {
        if (flights.get(key) === settled) flights.delete(key);
      });
      return reading;
    },
    async invalidate() {
      forget();
      if (!database.listen) return;
      await database
        .executeSql('select pg_notify($1, $2)', [contentChannel, self])
        .catch((error: unknown) => logger.error('The other processes could not be told of a change:', error));
    },
    onForget(forgotten) {
      watchers.add(forgotten);
      return () => watchers.delete(forgotten);
    },
  };
}
