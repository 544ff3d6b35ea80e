import * as v from 'valibot';
import type { PaymentProviderOptions } from './app';

export interface ProviderConfig extends PaymentProviderOptions {
  host: string;
  port: number;
}

const secret = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.minLength(16, `${name} must be at least 16 characters (scripts/site.mjs makes a random one per start)`),
  );

const EnvSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '127.0.0.1'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be at most 65535'),
    ),
    '3200',
  ),
  PAYMENT_API_KEY: secret('PAYMENT_API_KEY'),
  PAYMENT_WEBHOOK_SECRET: secret('PAYMENT_WEBHOOK_SECRET'),
  PAYMENT_PROVIDER_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('PAYMENT_PROVIDER_PUBLIC_URL must be an http(s) URL such as http://localhost:3200'),
    ),
  ),
  PAYMENT_PROVIDER_TEST_SWITCHES: v.optional(
    v.picklist(['true', 'false'], 'PAYMENT_PROVIDER_TEST_SWITCHES must be true or false'),
    'false',
  ),
  PAYMENT_PROVIDER_ORDER_TTL_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'PAYMENT_PROVIDER_ORDER_TTL_MINUTES must be a whole number of minutes'),
      v.transform(Number),
    ),
    '60',
  ),
});

/** Reads the provider's configuration; throws one message listing every invalid variable. */
export function readProviderConfig(env: NodeJS.ProcessEnv): ProviderConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const messages = result.issues.map((issue) =>
      issue.input === undefined ? `${v.getDotPath(issue)} is required` : issue.message,
    );
    throw new Error(`Invalid environment: ${messages.join('; ')}`);
  }
  const parsed = result.output;
  return {
    host: parsed.HOST,
    port: parsed.PORT,
    apiKey: parsed.PAYMENT_API_KEY,
    webhookSecret: parsed.PAYMENT_WEBHOOK_SECRET,
    publicUrl: parsed.PAYMENT_PROVIDER_PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    testSwitches: parsed.PAYMENT_PROVIDER_TEST_SWITCHES === 'true',
    orderTtlMs: parsed.PAYMENT_PROVIDER_ORDER_TTL_MINUTES * 60_000,
  };
}
