import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { ExpiryScheduler, Payments } from './context';
import { closeOverdueOrder, overdueOrderIds } from './expiry';

const expiryQueue = 'order-expiry';
const sweepQueue = 'order-expiry-sweep';

// The sweep hands out at most this many expiry jobs a minute: a backlog (after an outage) drains over a few minutes
// instead of flooding the provider with queries.
const sweepBatch = 200;

export interface JobQueueOptions {
  /** How often each process asks for due jobs; tests poll faster. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue extends ExpiryScheduler {
  /** Stops fetching jobs and waits for the running ones (the database stays open: the API closes it). */
  stop(): Promise<void>;
}

/**
 * The API's job queue (decision 028): pg-boss on the API's own database, PGlite or PostgreSQL, through its `db`
 * option, so it needs no connection of its own. Each open order gets one job at the moment its time runs out
 * (`order-expiry`, key = the order): whichever API process fetches it first runs it, and the `stately` policy keeps
 * a second job for the same order from running beside it. Once a minute a scheduled sweep (one per minute across all
 * processes: pg-boss's cron) gives a job to any overdue order that has none, such as one made while the queue was down.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  payments: Payments,
  { pollingIntervalSeconds = 2 }: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are of no interest after a day; pg-boss's own defaults keep them for weeks.
    deleteAfterDays: 1,
  });
  boss.on('error', (error) => payments.logger.error('Job queue:', error));
  await boss.start();
  await boss.createQueue(expiryQueue, {
    name: expiryQueue,
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
  });
  await boss.createQueue(sweepQueue, { name: sweepQueue, policy: 'singleton' });

  const schedule = async (orderId: number, at: Date) => {
    await boss.send(expiryQueue, { orderId }, { startAfter: at, singletonKey: String(orderId) });
  };
  await boss.work<{ orderId: number }>(expiryQueue, { pollingIntervalSeconds }, async ([job]) => {
    await closeOverdueOrder(payments, job!.data.orderId);
  });
  await boss.work(sweepQueue, { pollingIntervalSeconds }, async () => {
    const now = payments.now();
    for (const orderId of await overdueOrderIds(payments, sweepBatch)) await schedule(orderId, now);
  });
  await boss.schedule(sweepQueue, '* * * * *');

  return {
    schedule,
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
