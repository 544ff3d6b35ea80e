import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { DatabaseTarget } from './db/client';
import { isProxyEntry } from './http/client';
import type { LogLevel } from './http/logger';
import { readUaePassConfig, type UaePassConfig } from './auth/uaepass/config';
import { type PaymentConfig, readPaymentConfig } from './payments/gateways';

// This module sits one folder below api/ both as source (src/config.ts) and bundled (dist/server.mjs),
// so the same relative URLs find the migrations and the default data folder in both cases.
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const defaultPgliteDir = fileURLToPath(new URL('../.pgdata', import.meta.url));

export interface Config {
  host: string;
  port: number;
  database: DatabaseTarget;
  seedDemo: boolean;
  /** The demo accounts share a published password: never in production, whatever SEED_DEMO says. */
  seedDemoMembers: boolean;
  logLevel: LogLevel;
  /** The site's origin for absolute URLs (sitemap, robots.txt) when the proxy does not say it. */
  publicOrigin: string;
  /** The one host the image optimiser may fetch remote images from, over https. */
  imageAdminHost: string;
  /** SMTP_URL: where mail is sent (MailDev's on `npm start`); without it mail only goes to the log. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** Online payment (issue 10); absent or `none`: checkout answers 503 `payments_unavailable`. */
  payments?: PaymentsConfig;
  /**
   * TRUSTED_PROXIES: addresses and ranges (comma-separated) whose X-Forwarded-For and X-Forwarded-Proto are believed;
   * none by default, so a client cannot pick the address its login failures count against.
   */
  trustedProxies?: string[];
  /**
   * PROXY_SECRET: what the site's own proxies send in X-Proxy-Secret; when set, a trusted peer's X-Forwarded-* count
   * only with it, since on one machine any local process has the proxies' address (decision 082).
   */
  proxySecret?: string;
  /**
   * DEVICE_COOKIE_SECRET: signs the cookie that marks a browser a member has logged in from. Every API process of a
   * site needs the same one; without it each process makes its own, and a browser is known only to the process (and
   * the run) that marked it.
   */
  deviceCookieSecret?: string;
  /** UAEPASS_ENV and its variables (`auth/uaepass/config.ts`); UAE PASS sign-in is off without them. */
  uaePass?: UaePassConfig;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER and its variables (`payments/gateways/config.ts`). */
  gateway: PaymentConfig;
  /**
   * PAYMENT_NOTIFICATION_ORIGIN: where the provider reaches this API with its notifications; the address the API
   * listens on when not set (the embedded provider runs on the same machine).
   */
  notificationOrigin: string | undefined;
  /** Tests only (never read from the environment): a shorter `orderTimeoutMinutes`, and faster job polling. */
  orderTimeoutMs?: number;
  jobPollingSeconds?: number;
}

const EnvSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '127.0.0.1'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      // 0 asks the system for a free port; tests use it.
      v.maxValue(65535, 'PORT must be at most 65535'),
    ),
    '3100',
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
  PGLITE_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('PGLITE_DIR must not be empty'))),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'], 'SEED_DEMO must be true or false'), 'true'),
  LOG_LEVEL: v.optional(
    v.picklist(['info', 'error', 'silent'], 'LOG_LEVEL must be info, error or silent'),
    'info',
  ),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.url('PUBLIC_ORIGIN must be an http(s) origin such as https://www.uaearchery.ae'),
      v.regex(
        /^https?:\/\/[^/]+\/?$/i,
        'PUBLIC_ORIGIN must be an http(s) origin such as https://www.uaearchery.ae',
      ),
      v.transform((url) => new URL(url).origin),
    ),
    'http://localhost:3000',
  ),
  IMAGE_ADMIN_HOST: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z\d.-]+(?::\d{1,5})?$/i,
        'IMAGE_ADMIN_HOST must be a host name, such as admin.uaearchery.ae',
      ),
      v.toLowerCase(),
    ),
    'admin.uaearchery.ae',
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^smtps?:\/\/[^\s/?#]+\/?(?:\?\S*)?$/i,
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.ae:465',
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'MAIL_FROM must be an email address')),
    'UAE Archery Federation <no-reply@uaearchery.ae>',
  ),
  PAYMENT_NOTIFICATION_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^/\s]+\/?$/i,
        'PAYMENT_NOTIFICATION_ORIGIN must be an http(s) origin such as https://api.uaearchery.ae',
      ),
      v.transform((url) => new URL(url).origin),
    ),
  ),
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.check(
        (entries) => entries.every(isProxyEntry),
        'TRUSTED_PROXIES must be IP addresses or ranges separated by commas, such as 127.0.0.1,10.0.0.0/8',
      ),
    ),
    '',
  ),
  PROXY_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'PROXY_SECRET must be at least 32 characters')),
  ),
  DEVICE_COOKIE_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'DEVICE_COOKIE_SECRET must be at least 32 characters')),
  ),
  // Any value: only `production` means something here.
  NODE_ENV: v.optional(v.string()),
});

/** Reads the configuration from the environment; throws one message listing every invalid variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable (`PORT=`) means "not set", as shells and .env files commonly produce them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    throw new Error(`Invalid environment: ${result.issues.map((issue) => issue.message).join('; ')}`);
  }
  const {
    HOST,
    PORT,
    DATABASE_URL,
    PGLITE_DIR,
    SEED_DEMO,
    LOG_LEVEL,
    NODE_ENV,
    PUBLIC_ORIGIN,
    IMAGE_ADMIN_HOST,
    SMTP_URL,
    MAIL_FROM,
    PAYMENT_NOTIFICATION_ORIGIN,
    TRUSTED_PROXIES,
    PROXY_SECRET,
    DEVICE_COOKIE_SECRET,
  } = result.output;
  return {
    host: HOST,
    port: PORT,
    database: DATABASE_URL
      ? { kind: 'postgres', url: DATABASE_URL }
      : { kind: 'pglite', dataDir: pgliteDir(PGLITE_DIR) },
    seedDemo: SEED_DEMO === 'true',
    seedDemoMembers: SEED_DEMO === 'true' && NODE_ENV !== 'production',
    logLevel: LOG_LEVEL,
    publicOrigin: PUBLIC_ORIGIN,
    imageAdminHost: IMAGE_ADMIN_HOST,
    smtpUrl: SMTP_URL,
    mailFrom: MAIL_FROM,
    payments: { gateway: readPaymentConfig(env), notificationOrigin: PAYMENT_NOTIFICATION_ORIGIN },
    trustedProxies: typeof TRUSTED_PROXIES === 'string' ? [] : TRUSTED_PROXIES,
    proxySecret: PROXY_SECRET,
    deviceCookieSecret: DEVICE_COOKIE_SECRET,
    uaePass: readUaePassConfig(env),
  };
}

function pgliteDir(value: string | undefined): string | undefined {
  if (value === undefined) return defaultPgliteDir;
  if (value === ':memory:') return undefined;
  return isAbsolute(value) ? value : resolve(value);
}
