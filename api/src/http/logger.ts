import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdTimeFunctions, type DestinationStream } from 'pino';

export type LogLevel = 'info' | 'error' | 'silent';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

/** The request a log line is written for: every line written while it is served carries its id. */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`, so whatever it logs (an error included) names that request. */
export function inRequest<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return currentRequest.run({ requestId }, work);
}

/**
 * One JSON object a line (pino), on standard output unless `destination` is given: a log collector reads the level,
 * time, message and, inside a request, its `requestId` without parsing text.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: { service: 'uaeaf-api' },
      timestamp: stdTimeFunctions.isoTime,
      mixin: () => currentRequest.getStore() ?? {},
    },
    destination,
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, error) => log.error(error === undefined ? {} : { err: error }, message),
  };
}
