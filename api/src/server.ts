import { readConfig } from './config';
import { describeTarget } from './db/client';
import { createLogger } from './http/logger';
import { start } from './start';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const logger = createLogger(config.logLevel);
  const running = await start(config, logger);
  logger.info(`UAEAF API listening on ${running.url} (database: ${describeTarget(config.database)})`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal means the operator does not want to wait.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal}: finishing open requests, then closing the database`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => fail(error),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

// Fatal errors are printed whatever LOG_LEVEL says: a process must not exit non-zero without a reason.
function fail(error: unknown): never {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  process.stderr.write(`UAEAF API: ${error instanceof Error ? error.message : String(error)}${cause}\n`);
  process.exit(1);
}

main().catch(fail);
