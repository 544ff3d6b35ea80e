// The UAE PASS stand-in as its own process (decision 096): `npm start` and the browser tests run it on 127.0.0.1:3300.
import { serve } from '@hono/node-server';
import * as v from 'valibot';
import { createUaePassStandin } from './app';

const EnvSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '127.0.0.1'),
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a whole number'), v.transform(Number)),
    '3300',
  ),
  UAEPASS_CLIENT_ID: v.pipe(
    v.string('UAEPASS_CLIENT_ID is required'),
    v.nonEmpty('UAEPASS_CLIENT_ID is required'),
  ),
  UAEPASS_CLIENT_SECRET: v.pipe(
    v.string('UAEPASS_CLIENT_SECRET is required'),
    v.minLength(
      16,
      'UAEPASS_CLIENT_SECRET must be at least 16 characters (scripts/site.mjs makes one per start)',
    ),
  ),
  /** Space-separated return addresses registered for the client. */
  UAEPASS_REDIRECT_URIS: v.pipe(
    v.string('UAEPASS_REDIRECT_URIS is required'),
    v.transform((text) => text.split(/\s+/).filter(Boolean)),
    v.minLength(1, 'UAEPASS_REDIRECT_URIS is required'),
    v.check((uris) => uris.every((uri) => URL.canParse(uri)), 'UAEPASS_REDIRECT_URIS must be absolute URLs'),
  ),
  UAEPASS_STANDIN_TEST_SWITCHES: v.optional(
    v.picklist(['true', 'false'], 'UAEPASS_STANDIN_TEST_SWITCHES must be true or false'),
    'false',
  ),
});

function main(): void {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success)
    throw new Error(`Invalid environment: ${parsed.issues.map((i) => i.message).join('; ')}`);
  const env = parsed.output;
  const app = createUaePassStandin({
    clientId: env.UAEPASS_CLIENT_ID,
    clientSecret: env.UAEPASS_CLIENT_SECRET,
    redirectUris: env.UAEPASS_REDIRECT_URIS,
    testSwitches: env.UAEPASS_STANDIN_TEST_SWITCHES === 'true',
  });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) =>
    console.log(`UAEAF UAE PASS stand-in listening on http://${env.HOST}:${info.port}`),
  );
  const shutdown = () => server.close(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

try {
  main();
} catch (error) {
  process.stderr.write(
    `UAEAF UAE PASS stand-in: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
