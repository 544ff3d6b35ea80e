import { existsSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { ApiErrorBody } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import { createApp } from './app';
import { type Config, migrationsFolder } from './config';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { uaeToday } from './calendar';
import type { Logger } from './http/logger';
import { defaultServerTimeouts, timeoutOptions } from './http/timeouts';
import { recordingMailer } from './mail/mailer';
import { smtpTransport } from './mail/smtp';
import { defaultOrderTimeoutMs, type Payments } from './payments/context';
import { gatewayFromConfig } from './payments/gateways';
import { type JobQueue, startJobQueue } from './payments/job-queue';
import { startNotificationPruneJob } from './payments/notification-prune-job';
import { type SilenceJob, startSilenceJob } from './eservices/silence-job';
import type { ScheduledJob } from './jobs/scheduled-job';
import { startReminderJob } from './reminders/reminder-job';
import { type ShortLivedRowsJob, startShortLivedRowsJob } from './jobs/short-lived-rows-job';
import { installSeasons } from './reference/seasons';
import { renderDemoImages } from './seed/public-content';

// In-flight requests get this long to finish on shutdown before their connections are cut.
const shutdownGraceMs = 10_000;

// The season turns on 1 September whether the API restarts or not, so the seasons are checked again this often.
const seasonCheckMs = 60 * 60 * 1000;

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * Binds the port before touching the database: a second instance started by mistake fails at once instead of
 * opening (and possibly damaging) a PGlite folder the first one is using. Until migrations and seed are done,
 * requests get a 503 that says so.
 */
export async function start(config: Config, logger: Logger): Promise<RunningServer> {
  // Set once the database is ready; the server is already answering before that.
  let app: Hono | undefined = undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : startingResponse()),
    serverOptions: timeoutOptions(defaultServerTimeouts),
  }) as Server;
  const closeServer = gracefulClose(server);
  const address = await listen(server, config.port, config.host);

  // A new PGlite folder is certain to need the demo pictures, so they are drawn (on sharp's threads) while PGlite creates
  // the database (on the main thread) rather than after it. Anywhere else, the seed draws them if it needs them.
  const demoImages = config.seedDemo && isNewPgliteFolder(config.database) ? renderDemoImages() : undefined;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config.database);
    await prepareDatabase(database, {
      migrationsFolder,
      seedDemo: config.seedDemo,
      seedDemoMembers: config.seedDemoMembers,
      ...(demoImages && { demoImages }),
    });
  } catch (error) {
    await closeServer();
    await database?.close();
    throw error;
  }
  const mailer = recordingMailer(
    database.db,
    logger,
    () => new Date(),
    config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
  );
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const payments: Payments = {
    db: database.db,
    gateway: config.payments ? gatewayFromConfig(config.payments.gateway) : null,
    mailer,
    logger,
    now: () => new Date(),
    publicOrigin: config.publicOrigin,
    notificationOrigin: config.payments?.notificationOrigin ?? url,
    orderTimeoutMs: config.payments?.orderTimeoutMs ?? defaultOrderTimeoutMs,
  };
  let jobs: JobQueue;
  let silence: SilenceJob;
  let reminders: ScheduledJob;
  let shortLivedRows: ShortLivedRowsJob;
  let notificationPrune: ScheduledJob;
  try {
    jobs = await startJobQueue(database, payments, {
      pollingIntervalSeconds: config.payments?.jobPollingSeconds,
    });
    silence = await startSilenceJob(
      database,
      { db: database.db, now: () => new Date(), mailer, publicOrigin: config.publicOrigin, logger },
      { pollingIntervalSeconds: config.payments?.jobPollingSeconds },
    );
    reminders = await startReminderJob(
      database,
      { db: database.db, now: () => new Date(), mailer, publicOrigin: config.publicOrigin, logger },
      { pollingIntervalSeconds: config.payments?.jobPollingSeconds },
    );
    shortLivedRows = await startShortLivedRowsJob(database, {
      logger,
      now: () => new Date(),
      pollingIntervalSeconds: config.payments?.jobPollingSeconds,
    });
    notificationPrune = await startNotificationPruneJob(database, {
      logger,
      now: () => new Date(),
      pollingIntervalSeconds: config.payments?.jobPollingSeconds,
    });
  } catch (error) {
    await closeServer();
    await database.close();
    throw error;
  }
  payments.expiry = jobs;
  app = createApp({
    database,
    logger,
    publicOrigin: config.publicOrigin,
    imageAdminHost: config.imageAdminHost,
    trustedProxies: config.trustedProxies,
    proxySecret: config.proxySecret,
    deviceCookieSecret: config.deviceCookieSecret,
    mailer,
    payments,
    uaePass: config.uaePass,
  });

  const opened = database;
  let seasonCheck = Promise.resolve();
  const seasonTimer = setInterval(() => {
    seasonCheck = installSeasons(opened.db, uaeToday(new Date())).catch((error) =>
      logger.error('The seasons could not be checked:', error),
    );
  }, seasonCheckMs);
  seasonTimer.unref();
  return {
    url,
    database: opened,
    stop: async () => {
      clearInterval(seasonTimer);
      await closeServer();
      // Jobs under way finish (their mail is recorded) before the mail is waited for and the database closes.
      await jobs.stop();
      await silence.stop();
      await reminders.stop();
      await shortLivedRows.stop();
      await notificationPrune.stop();
      // A reset mail handed to SMTP after its request was answered is delivered (and recorded) before the database
      // closes.
      await mailer.settled();
      await seasonCheck;
      await opened.close();
    },
  };
}

function isNewPgliteFolder(target: DatabaseTarget): boolean {
  return target.kind === 'pglite' && (!target.dataDir || !existsSync(join(target.dataDir, 'PG_VERSION')));
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use: stop the process using it or set PORT to another port`,
            )
          : error,
      );
    });
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

/** Installs what a graceful stop needs and returns the stop: no new connections, in-flight requests finish. */
function gracefulClose(server: Server): () => Promise<void> {
  // close() drops only the connections idle at that moment; a busy one would then linger for the keep-alive
  // timeout after its last response, so once closing, each connection is dropped as soon as it turns idle.
  let closing = false;
  // The content change stream (decision 091) never finishes by itself: it is cut at once, and its follower (the shell's
  // page server) reconnects to a process that is running, instead of holding this stop for the whole grace period.
  const streams = new Set<ServerResponse>();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/api/content/changes')) {
      streams.add(response);
      response.on('close', () => streams.delete(response));
    }
    response.on('finish', () => {
      if (closing) server.closeIdleConnections();
    });
  });
  return () =>
    new Promise((resolve) => {
      closing = true;
      for (const stream of streams) stream.destroy();
      const cutOff = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
      server.close(() => {
        clearTimeout(cutOff);
        resolve();
      });
    });
}

function startingResponse(): Response {
  const body: ApiErrorBody = {
    error: { code: 'starting', message: 'The API is starting; try again shortly' },
  };
  return Response.json(body, { status: 503, headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' } });
}
