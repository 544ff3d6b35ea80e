import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { defaultPasswordHashing, type PasswordHashing } from './auth/passwords';
import { authRoutes } from './auth/routes';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './health/routes';
import { noStoreByDefault } from './http/cache';
import { ApiError, errorResponse, handleError, handleNotFound } from './http/errors';
import { type Logger, requestLog } from './http/logger';
import { answerMethodNotAllowed } from './http/method-not-allowed';
import { startupDataRoutes } from './startup-data/routes';

// The largest body the site accepts is an image of about 1 MB (spec section 5) plus multipart overhead;
// anything bigger is refused before it is read.
const maxBodyBytes = 2 * 1024 * 1024;

export interface AppOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** The clock, so tests can pin "today". */
  now?: () => Date;
  /** argon2id cost of new hashes; tests lower it, production keeps the default. */
  passwordHashing?: PasswordHashing;
}

export function createApp({
  database,
  logger,
  now = () => new Date(),
  passwordHashing = defaultPasswordHashing,
}: AppOptions): Hono {
  const app = new Hono();
  app.use(requestLog(logger));
  app.use(noStoreByDefault);
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        errorResponse(
          c,
          new ApiError(413, 'payload_too_large', `The request body exceeds ${maxBodyBytes} bytes`),
        ),
    }),
  );

  app.route('/api', healthRoutes(database, logger));
  app.route('/api', startupDataRoutes(database.db, now));
  app.route('/api', authRoutes(database.db, now, passwordHashing));

  answerMethodNotAllowed(app);
  app.notFound(handleNotFound);
  app.onError(handleError(logger));
  return app;
}
