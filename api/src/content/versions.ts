import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { ContentCache } from './cache';
import { nextPublication, nextUaeMidnight } from './cache-bounds';

/** The public content's version: a new one whenever public content may have changed (decision 091). */
export interface ContentVersions {
  current(): string;
  /** Calls `changed` with each new version until the returned function is called. */
  subscribe(changed: (version: string) => void): () => void;
}

// As LISTEN's reconnection: a database that cannot say when the next publication is gets asked again this soon.
const retryMs = 1000;

/**
 * One source for every subscriber. The version changes whenever the content cache forgets (a write here, another
 * process's NOTIFY, LISTEN back after being deaf) and when the next scheduled publication or UAE midnight comes, the
 * times that bound the cache's answers. That time is watched by one timer, only while someone subscribes; a
 * subscriber who comes back after it passed unwatched still gets a new version.
 */
export function contentVersions(
  cache: Pick<ContentCache, 'onForget'>,
  db: Database,
  now: () => Date,
  logger: Logger,
): ContentVersions {
  // A process's versions never repeat another's, or its own from before a restart.
  const origin = randomUUID();
  let counter = 0;
  const subscribers = new Set<(version: string) => void>();
  let timer: NodeJS.Timeout | undefined;
  // Bumped whenever the timer is re-armed or stopped: a reading of the next publication begun before is dropped.
  let arming = 0;
  // When the content turns next, as last read; kept while nobody subscribes.
  let due: number | undefined;

  const current = () => `${origin}-${counter}`;

  function changed() {
    counter++;
    const version = current();
    for (const subscriber of [...subscribers]) subscriber(version);
    if (subscribers.size > 0) arm();
  }

  function disarm() {
    arming++;
    clearTimeout(timer);
    timer = undefined;
  }

  function arm() {
    disarm();
    const attempt = arming;
    const from = now();
    nextPublication(db, from).then(
      (publication) => {
        if (attempt !== arming) return;
        due = Math.min(publication?.getTime() ?? Infinity, nextUaeMidnight(from).getTime());
        wait(due);
      },
      (error: unknown) => {
        if (attempt !== arming) return;
        logger.error('The content versions could not read the next publication:', error);
        timer = setTimeout(arm, retryMs).unref();
      },
    );
  }

  function wait(at: number) {
    timer = setTimeout(
      () => {
        // A timer may fire a moment early; the content turns on the app's clock.
        if (now().getTime() < at) wait(at);
        else changed();
      },
      Math.max(0, at - now().getTime()),
    ).unref();
  }

  cache.onForget(changed);

  return {
    current,
    subscribe(subscriber) {
      if (subscribers.size === 0) {
        if (due !== undefined && due <= now().getTime()) counter++;
        arm();
      }
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) disarm();
      };
    },
  };
}
