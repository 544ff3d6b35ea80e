import * as v from 'valibot';

/**
 * Where UAE PASS is and who the site is to it (decision 096). `standin`: the local stand-in that `npm start` runs;
 * `staging` and `production`: UAE PASS itself, which differ only by host. Absent: UAE PASS sign-in is off, and its
 * button says so.
 */
export interface UaePassConfig {
  env: 'standin' | 'staging' | 'production';
  clientId: string;
  clientSecret: string;
  /** Where browsers are sent to sign in and out. */
  browserOrigin: string;
  /** Where this API exchanges codes and reads the identity; the stand-in's loopback address locally. */
  serverOrigin: string;
  /** Where a person with an unverified (SOP1) account upgrades it: UAE PASS's self-care portal. */
  upgradeUrl: string;
}

const hosts = {
  staging: { origin: 'https://stg-id.uaepass.ae', upgradeUrl: 'https://stg-selfcare.uaepass.ae' },
  production: { origin: 'https://id.uaepass.ae', upgradeUrl: 'https://selfcare.uaepass.ae' },
} as const;

const origin = (name: string, example: string) =>
  v.pipe(
    v.string(),
    v.regex(/^https?:\/\/[^/\s]+\/?$/i, `${name} must be an origin such as ${example}`),
    v.transform((url) => new URL(url).origin),
  );

const EnvSchema = v.object({
  UAEPASS_ENV: v.picklist(
    ['standin', 'staging', 'production'],
    'UAEPASS_ENV must be standin, staging or production',
  ),
  UAEPASS_CLIENT_ID: v.pipe(
    v.string('UAEPASS_CLIENT_ID is required'),
    v.nonEmpty('UAEPASS_CLIENT_ID is required'),
  ),
  UAEPASS_CLIENT_SECRET: v.pipe(
    v.string('UAEPASS_CLIENT_SECRET is required'),
    v.minLength(8, 'UAEPASS_CLIENT_SECRET must be at least 8 characters'),
  ),
  UAEPASS_STANDIN_URL: v.optional(
    origin('UAEPASS_STANDIN_URL', 'http://127.0.0.1:3300'),
    'http://127.0.0.1:3300',
  ),
  UAEPASS_STANDIN_PUBLIC_URL: v.optional(
    origin('UAEPASS_STANDIN_PUBLIC_URL', 'http://localhost:3300'),
    'http://localhost:3300',
  ),
});

/** Reads UAEPASS_* ; none set means UAE PASS is off. Throws one message naming every invalid variable. */
export function readUaePassConfig(env: NodeJS.ProcessEnv): UaePassConfig | undefined {
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('UAEPASS_') && value !== ''),
  );
  if (present.UAEPASS_ENV === undefined && present.UAEPASS_CLIENT_ID === undefined) return undefined;
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    const messages = parsed.issues.map((issue) =>
      issue.input === undefined ? `${v.getDotPath(issue)} is required` : issue.message,
    );
    throw new Error(`Invalid environment: ${messages.join('; ')}`);
  }
  const {
    UAEPASS_ENV: kind,
    UAEPASS_CLIENT_ID: clientId,
    UAEPASS_CLIENT_SECRET: clientSecret,
  } = parsed.output;
  if (kind === 'standin') {
    // Anyone may pick any identity on the stand-in's page: a production site must never trust it.
    if (env.NODE_ENV === 'production')
      throw new Error('Invalid environment: UAEPASS_ENV=standin is refused in production');
    return {
      env: kind,
      clientId,
      clientSecret,
      browserOrigin: parsed.output.UAEPASS_STANDIN_PUBLIC_URL,
      serverOrigin: parsed.output.UAEPASS_STANDIN_URL,
      // The stand-in has no self-care portal; the staging one is what its SOP1 accounts would use.
      upgradeUrl: hosts.staging.upgradeUrl,
    };
  }
  const { origin: host, upgradeUrl } = hosts[kind];
  return { env: kind, clientId, clientSecret, browserOrigin: host, serverOrigin: host, upgradeUrl };
}
