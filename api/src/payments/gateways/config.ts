import * as v from 'valibot';

/** Which provider takes payments, and how to reach it; `none` when nothing is configured (checkout is unavailable). */
export type PaymentConfig =
  | { provider: 'none' }
  | { provider: 'embedded'; url: string; apiKey: string; webhookSecret: string }
  | {
      provider: 'ngenius';
      apiUrl: string;
      apiKey: string;
      outletRef: string;
      webhookHeader: string;
      webhookSecret: string;
    };

/** What each variable is, for the message when it is missing. */
const required: Record<string, string> = {
  PAYMENT_PROVIDER_URL: 'the embedded provider, such as http://127.0.0.1:3200',
  PAYMENT_API_KEY: "the provider's API key (N-Genius: the service account API key)",
  PAYMENT_WEBHOOK_SECRET:
    "the key the provider signs notifications with (N-Genius: the webhook header's value set in its portal)",
  NGENIUS_API_URL:
    'https://api-gateway.ngenius-payments.com (or the sandbox, https://api-gateway.sandbox.ngenius-payments.com)',
  NGENIUS_OUTLET_REF: 'the outlet reference from the N-Genius portal',
};

const secret = (name: string) =>
  v.pipe(v.string(), v.minLength(16, `${name} must be at least 16 characters`));

const EmbeddedEnv = v.object({
  PAYMENT_PROVIDER_URL: v.pipe(
    v.string(),
    v.regex(
      /^https?:\/\/[^/\s]+\/?$/i,
      'PAYMENT_PROVIDER_URL must be an origin such as http://127.0.0.1:3200',
    ),
    v.transform((url) => new URL(url).origin),
  ),
  PAYMENT_API_KEY: secret('PAYMENT_API_KEY'),
  PAYMENT_WEBHOOK_SECRET: secret('PAYMENT_WEBHOOK_SECRET'),
});

const NgeniusEnv = v.object({
  NGENIUS_API_URL: v.pipe(
    v.string(),
    v.regex(
      /^https:\/\/[^/\s]+\/?$/i,
      'NGENIUS_API_URL must be an https origin such as https://api-gateway.ngenius-payments.com',
    ),
    v.transform((url) => new URL(url).origin),
  ),
  NGENIUS_OUTLET_REF: v.pipe(
    v.string(),
    v.regex(
      /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i,
      'NGENIUS_OUTLET_REF must be a UUID',
    ),
  ),
  // N-Genius authenticates its webhooks only by a header name and value set in its portal.
  NGENIUS_WEBHOOK_HEADER: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'NGENIUS_WEBHOOK_HEADER must be an HTTP header name')),
    'X-Webhook-Key',
  ),
  PAYMENT_API_KEY: secret('PAYMENT_API_KEY'),
  PAYMENT_WEBHOOK_SECRET: secret('PAYMENT_WEBHOOK_SECRET'),
});

const paymentVariables = [
  'PAYMENT_PROVIDER',
  'PAYMENT_PROVIDER_URL',
  'PAYMENT_API_KEY',
  'PAYMENT_WEBHOOK_SECRET',
];

/**
 * Reads PAYMENT_PROVIDER (`embedded`, the default, or `ngenius`) and its variables; no payment variable at all means
 * payments are not configured. Throws one message naming every invalid variable.
 */
export function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  // An empty variable means "not set", as shells and .env files commonly produce them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  if (!paymentVariables.some((name) => name in present)) return { provider: 'none' };
  const provider = present.PAYMENT_PROVIDER ?? 'embedded';
  if (provider === 'embedded') {
    const { PAYMENT_PROVIDER_URL, PAYMENT_API_KEY, PAYMENT_WEBHOOK_SECRET } = parse(EmbeddedEnv, present);
    return {
      provider,
      url: PAYMENT_PROVIDER_URL,
      apiKey: PAYMENT_API_KEY,
      webhookSecret: PAYMENT_WEBHOOK_SECRET,
    };
  }
  if (provider === 'ngenius') {
    const parsed = parse(NgeniusEnv, present);
    return {
      provider,
      apiUrl: parsed.NGENIUS_API_URL,
      apiKey: parsed.PAYMENT_API_KEY,
      outletRef: parsed.NGENIUS_OUTLET_REF,
      webhookHeader: parsed.NGENIUS_WEBHOOK_HEADER,
      webhookSecret: parsed.PAYMENT_WEBHOOK_SECRET,
    };
  }
  throw new Error('Invalid environment: PAYMENT_PROVIDER must be embedded or ngenius');
}

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  env: Record<string, unknown>,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, env);
  if (result.success) return result.output;
  const messages = result.issues.map((issue) => {
    const name = v.getDotPath(issue) ?? '';
    return issue.input === undefined ? `${name} is required: ${required[name]}` : issue.message;
  });
  throw new Error(`Invalid environment: ${messages.join('; ')}`);
}
