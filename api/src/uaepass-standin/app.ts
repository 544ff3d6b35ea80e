// A stand-in for UAE PASS (decision 096): the same endpoints, parameters and answers as its staging host, with a sign-in
// page that lists test identities instead of asking for a phone. `npm start` and the browser tests run it on
// 127.0.0.1:3300; the API talks to it exactly as it talks to UAE PASS.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { uaeToday } from '../calendar';
import { standinIdentities } from './identities';
import type { Language } from './messages';
import { badRequestPage, signedOutPage, signInPage, testSwitches, type TestSwitch } from './page';

export interface UaePassStandinOptions {
  clientId: string;
  clientSecret: string;
  /** The return addresses registered for the client; a logout may return to any of their origins. */
  redirectUris: readonly string[];
  /** Offers an expired code and a mismatched state on the sign-in page. Never in production. */
  testSwitches?: boolean;
  now?: () => number;
}

/** The scope and assurance level the federation asks for (the UAE PASS facts). */
export const uaePassScope = 'urn:uae:digitalid:profile:general';

const pendingTtlMs = 10 * 60_000;
const codeTtlMs = 2 * 60_000;
const tokenTtlMs = 60 * 60_000;

interface Pending {
  redirectUri: string;
  state: string;
  codeChallenge?: string;
  expiresAt: number;
}
interface Grant {
  identity: string;
  redirectUri: string;
  codeChallenge?: string;
  expiresAt: number;
}

const token = () => randomBytes(24).toString('base64url');
const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createUaePassStandin(options: UaePassStandinOptions) {
  const now = options.now ?? Date.now;
  const pending = new Map<string, Pending>();
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, { identity: string; expiresAt: number }>();
  const identities = () => standinIdentities(uaeToday(new Date(now())));
  const origins = new Set(options.redirectUris.map((uri) => new URL(uri).origin));
  /** Drops what has expired, so a long-running stand-in does not grow. */
  const sweep = () => {
    for (const map of [pending, codes, accessTokens] as Map<string, { expiresAt: number }>[])
      for (const [key, value] of map) if (value.expiresAt < now() - codeTtlMs) map.delete(key);
  };
  const language = (c: Context): Language => (c.req.query('ui_locales')?.startsWith('ar') ? 'ar' : 'en');
  const sendBack = (c: Context, redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return c.redirect(url.href, 302);
  };

  const app = new Hono();
  app.get('/health', (c) => c.text('ok'));

  app.get('/idshub/authorize', (c) => {
    sweep();
    const query = c.req.query();
    const lang = language(c);
    // An unknown client or return address is never redirected to (RFC 6749 4.1.2.1): the page says so instead.
    if (query.client_id !== options.clientId) return c.html(badRequestPage(lang, 'client_id'), 400);
    if (!query.redirect_uri || !options.redirectUris.includes(query.redirect_uri))
      return c.html(badRequestPage(lang, 'redirect_uri'), 400);
    const refuse = (error: string, description: string) =>
      sendBack(c, query.redirect_uri!, {
        error,
        error_description: description,
        ...(query.state && { state: query.state }),
      });
    if (query.response_type !== 'code')
      return refuse('unsupported_response_type', 'response_type must be code');
    if (!query.scope?.split(' ').includes(uaePassScope))
      return refuse('invalid_scope', `scope must include ${uaePassScope}`);
    if (!query.state) return refuse('invalid_request', 'state is required');
    if (!query.acr_values) return refuse('invalid_request', 'acr_values is required');
    if (query.code_challenge && query.code_challenge_method !== 'S256')
      return refuse('invalid_request', 'code_challenge_method must be S256');
    const request = token();
    pending.set(request, {
      redirectUri: query.redirect_uri,
      state: query.state,
      ...(query.code_challenge && { codeChallenge: query.code_challenge }),
      expiresAt: now() + pendingTtlMs,
    });
    return c.html(signInPage(lang, request, identities(), options.testSwitches === true));
  });

  app.post('/idshub/authorize', async (c) => {
    const form = await c.req.parseBody();
    const request = typeof form.request === 'string' ? pending.get(form.request) : undefined;
    if (!request || request.expiresAt < now()) return c.html(badRequestPage('en', 'request'), 400);
    pending.delete(form.request as string);
    if (form.identity === '')
      return sendBack(c, request.redirectUri, {
        error: 'access_denied',
        error_description: 'User cancelled the login',
        state: request.state,
      });
    const identity = identities().find(({ key }) => key === form.identity);
    if (!identity) return c.html(badRequestPage('en', 'identity'), 400);
    const chosen: TestSwitch =
      options.testSwitches && testSwitches.includes(form.switch as TestSwitch)
        ? (form.switch as TestSwitch)
        : 'none';
    const code = token();
    codes.set(code, {
      identity: identity.key,
      redirectUri: request.redirectUri,
      ...(request.codeChallenge && { codeChallenge: request.codeChallenge }),
      expiresAt: chosen === 'expiredCode' ? now() - 1 : now() + codeTtlMs,
    });
    return sendBack(c, request.redirectUri, {
      code,
      state: chosen === 'wrongState' ? token() : request.state,
    });
  });

  app.post('/idshub/token', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
    const [basicId, basicSecret] = basicCredentials(c.req.header('authorization'));
    const clientId = basicId ?? field('client_id');
    const secret = basicSecret ?? field('client_secret');
    if (clientId !== options.clientId || secret === undefined || !sameSecret(secret, options.clientSecret))
      return c.json({ error: 'invalid_client' }, 401);
    if (field('grant_type') !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400);
    const code = field('code');
    const grant = code === undefined ? undefined : codes.get(code);
    // A code works once: a second use, like an expired code, is refused.
    if (code !== undefined) codes.delete(code);
    const invalidGrant = (description: string) =>
      c.json({ error: 'invalid_grant', error_description: description }, 400);
    if (!grant) return invalidGrant('unknown or used code');
    if (grant.expiresAt < now()) return invalidGrant('the code has expired');
    if (field('redirect_uri') !== grant.redirectUri)
      return invalidGrant('redirect_uri differs from the request');
    if (grant.codeChallenge) {
      const verifier = field('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge)
        return invalidGrant('code_verifier does not match');
    }
    const accessToken = token();
    accessTokens.set(accessToken, { identity: grant.identity, expiresAt: now() + tokenTtlMs });
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: tokenTtlMs / 1000,
      scope: `openid ${uaePassScope}`,
    });
  });

  app.get('/idshub/userinfo', (c) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const held = bearer === undefined ? undefined : accessTokens.get(bearer);
    const identity = held && held.expiresAt >= now() && identities().find(({ key }) => key === held.identity);
    if (!identity) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token' }, 401);
    }
    return c.json(identity.userinfo);
  });

  app.get('/idshub/logout', (c) => {
    const target = c.req.query('redirect_uri');
    const allowed = target !== undefined && URL.canParse(target) && origins.has(new URL(target).origin);
    return allowed ? c.redirect(target, 302) : c.html(signedOutPage(language(c)));
  });

  return app;
}

function basicCredentials(header: string | undefined): [string?, string?] {
  const encoded = /^Basic (.+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return [];
  const decoded = Buffer.from(encoded, 'base64').toString();
  const colon = decoded.indexOf(':');
  if (colon < 0) return [];
  return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))];
}
