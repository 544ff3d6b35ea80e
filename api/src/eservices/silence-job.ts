import type { DatabaseHandle } from '../db/client';
import { type ScheduledJob, startScheduledJob } from '../jobs/scheduled-job';
import type { ServiceContext } from './context';
import { applySilence } from './steps';

export type SilenceJob = ScheduledJob;

/**
 * The 14-day rule's scheduled job (decision 039), every minute once across the API's processes; `applySilence` moves
 * each silent party once even if two runs overlapped (the request row is locked, the party moves only from `pending`).
 */
export function startSilenceJob(
  database: DatabaseHandle,
  ctx: ServiceContext,
  { pollingIntervalSeconds }: { pollingIntervalSeconds?: number | undefined } = {},
): Promise<SilenceJob> {
  return startScheduledJob(database, {
    queue: 'service-party-silence',
    cron: '* * * * *',
    label: 'Service silence job',
    logger: ctx.logger,
    pollingIntervalSeconds,
    run: () => applySilence(ctx),
  });
}
