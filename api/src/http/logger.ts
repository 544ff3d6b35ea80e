import type { MiddlewareHandler } from 'hono';

export type LogLevel = 'info' | 'error' | 'silent';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  return {
    info: (message) => {
      if (level === 'info') process.stdout.write(`${message}\n`);
    },
    error: (message, error) => {
      if (level === 'silent') return;
      const detail =
        error instanceof Error
          ? `\n${error.stack ?? error.message}`
          : error === undefined
            ? ''
            : ` ${String(error)}`;
      process.stderr.write(`${message}${detail}\n`);
    },
  };
}

/** One line per request, written once the response (or the error page) is known. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
