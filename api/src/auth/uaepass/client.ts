import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { UaePassConfig } from './config';

/** The identity the federation asks UAE PASS for, and the assurance level of its sign-in (the UAE PASS facts). */
export const uaePassScope = 'urn:uae:digitalid:profile:general';
const acrValues = 'urn:safelayer:tws:policies:authentication:level:low';

/** What a sign-in needs kept until its callback: the `state` sent, and the PKCE verifier behind its challenge. */
export function newAuthorization() {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { state: randomBytes(24).toString('base64url'), codeVerifier };
}

/** Where the browser goes to sign in with UAE PASS, in the page's language. */
export function authorizeUrl(
  config: UaePassConfig,
  redirectUri: string,
  { state, codeVerifier }: ReturnType<typeof newAuthorization>,
  language: 'ar' | 'en',
): string {
  const url = new URL('/idshub/authorize', config.browserOrigin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    state,
    scope: uaePassScope,
    acr_values: acrValues,
    ui_locales: language,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/** Where signing out of the site also ends the UAE PASS session, then comes back to the site. */
export function logoutUrl(config: UaePassConfig, backTo: string): string {
  const url = new URL('/idshub/logout', config.browserOrigin);
  url.searchParams.set('redirect_uri', backTo);
  return url.href;
}

/**
 * UAE PASS's `userinfo`, with its own names mapped in this one place (machine notes). Only what the site uses is
 * required; an answer without a `uuid` or `userType` is no identity.
 */
const UserInfoSchema = v.object({
  uuid: v.pipe(v.string(), v.nonEmpty()),
  userType: v.string(),
  idn: v.optional(v.string()),
  firstnameAR: v.optional(v.string()),
  firstnameEN: v.optional(v.string()),
  lastnameAR: v.optional(v.string()),
  lastnameEN: v.optional(v.string()),
  fullnameAR: v.optional(v.string()),
  fullnameEN: v.optional(v.string()),
  gender: v.optional(v.string()),
  nationalityEN: v.optional(v.string()),
  mobile: v.optional(v.string()),
  email: v.optional(v.string()),
  dob: v.optional(v.string()),
});

export interface UaePassIdentity {
  uuid: string;
  /** SOP2 and SOP3 accounts have a verified Emirates ID; SOP1 accounts do not, whatever they typed. */
  verified: boolean;
  /** 15 digits, only for a verified account whose number is well formed. */
  emiratesId?: string;
  nameAr?: string;
  nameEn?: string;
  gender?: 'male' | 'female';
  /** ISO 3166 alpha-3, as UAE PASS gives it (`ARE`). */
  nationality?: string;
  mobile?: string;
  email?: string;
  birthDate?: string;
}

/** Why UAE PASS did not give an identity: the code was refused (expired, used, forged) or it did not answer. */
export class UaePassError extends Error {}

const TokenSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) });

/**
 * Exchanges the callback's code for the person's identity, server to server: the client secret and the PKCE verifier
 * never reach the browser, and the access token is used once and dropped.
 */
export async function fetchIdentity(
  config: UaePassConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
  fetcher: typeof fetch = fetch,
): Promise<UaePassIdentity> {
  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  ).toString('base64');
  const tokenAnswer = await call(fetcher, new URL('/idshub/token', config.serverOrigin), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    }),
  });
  const { access_token } = parse(TokenSchema, tokenAnswer, 'token');
  const info = parse(
    UserInfoSchema,
    await call(fetcher, new URL('/idshub/userinfo', config.serverOrigin), {
      headers: { authorization: `Bearer ${access_token}` },
    }),
    'userinfo',
  );
  const verified = info.userType === 'SOP2' || info.userType === 'SOP3';
  const emiratesId = info.idn?.replace(/\D/g, '');
  return {
    uuid: info.uuid,
    verified,
    ...(verified && emiratesId && /^784\d{12}$/.test(emiratesId) && { emiratesId }),
    nameAr: info.fullnameAR ?? joined(info.firstnameAR, info.lastnameAR),
    nameEn: info.fullnameEN ?? joined(info.firstnameEN, info.lastnameEN),
    ...(info.gender && { gender: /^f/i.test(info.gender) ? ('female' as const) : ('male' as const) }),
    nationality: info.nationalityEN,
    mobile: info.mobile,
    email: info.email,
    ...(info.dob && /^\d{4}-\d{2}-\d{2}$/.test(info.dob) && { birthDate: info.dob }),
  };
}

const joined = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ') || undefined;

async function call(fetcher: typeof fetch, url: URL, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new UaePassError(`UAE PASS did not answer ${url.pathname}: ${String(error)}`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new UaePassError(`UAE PASS answered ${response.status} to ${url.pathname}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UaePassError(`UAE PASS answered ${url.pathname} with something other than JSON`);
  }
}

function parse<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new UaePassError(`UAE PASS's ${what} answer is not what it documents`);
  return result.output;
}
