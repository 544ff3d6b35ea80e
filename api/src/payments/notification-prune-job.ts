import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';
import { type ScheduledJob, startScheduledJob } from '../jobs/scheduled-job';
import { pruneUnsignedNotifications, unsignedNotificationDays } from './notifications';

/**
 * Deletes unsigned notifications' records past their 30 days (decision 083), once a night across API processes; two
 * runs would only both delete what is already old. A daily job asks for due work once a minute, not every 2 s.
 */
export function startNotificationPruneJob(
  database: DatabaseHandle,
  {
    logger,
    now,
    pollingIntervalSeconds = 60,
  }: { logger: Logger; now: () => Date; pollingIntervalSeconds?: number | undefined },
): Promise<ScheduledJob> {
  return startScheduledJob(database, {
    queue: 'unsigned-notification-prune',
    cron: '41 3 * * *',
    tz: 'Asia/Dubai',
    label: 'Unsigned notification prune job',
    logger,
    pollingIntervalSeconds,
    run: async () => {
      const deleted = await pruneUnsignedNotifications(database.db, now());
      if (deleted > 0) {
        logger.info(
          `Deleted ${deleted} unsigned payment notifications older than ${unsignedNotificationDays} days`,
        );
      }
    },
  });
}
