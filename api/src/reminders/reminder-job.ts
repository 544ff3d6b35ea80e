import type { DatabaseHandle } from '../db/client';
import { type ScheduledJob, startScheduledJob } from '../jobs/scheduled-job';
import { type ReminderContext, sendExpiryReminders } from './reminders';

/**
 * The expiry reminders (decision 055), every morning at 06:00 UAE time, once across the API's processes;
 * `sent_reminders` keeps each reminder to one mail even if two runs overlapped.
 */
export function startReminderJob(
  database: DatabaseHandle,
  ctx: ReminderContext,
  { pollingIntervalSeconds }: { pollingIntervalSeconds?: number | undefined } = {},
): Promise<ScheduledJob> {
  return startScheduledJob(database, {
    queue: 'expiry-reminders',
    cron: '0 6 * * *',
    tz: 'Asia/Dubai',
    label: 'Expiry reminder job',
    logger: ctx.logger,
    pollingIntervalSeconds,
    run: () => sendExpiryReminders(ctx),
  });
}
