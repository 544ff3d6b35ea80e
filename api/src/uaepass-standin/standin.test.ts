import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emiratesIdChecksumValid } from '@uaeaf/contracts';
import { demoEmiratesId, memberSeeds } from '../seed/members';
import { createUaePassStandin, uaePassScope } from './app';

const redirectUri = 'http://localhost:3000/api/auth/uaepass/callback';
const clientSecret = 'stand-in-secret-0123456789';
// 2026-12-02 in the UAE: the seed's birth years count back from it, and so do the stand-in's Emirates IDs.
const now = () => Date.parse('2026-12-02T08:00:00Z');

function standin(testSwitches = false, clock = now) {
  return createUaePassStandin({
    clientId: 'uaeaf',
    clientSecret,
    redirectUris: [redirectUri],
    testSwitches,
    now: clock,
  });
}

const verifier = 'a-code-verifier-that-is-long-enough-for-pkce-0123456789';
const challenge = createHash('sha256').update(verifier).digest('base64url');

function authorizeUrl(extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: 'uaeaf',
    redirect_uri: redirectUri,
    state: 'state-123',
    scope: uaePassScope,
    acr_values: 'urn:safelayer:tws:policies:authentication:level:low',
    ui_locales: 'en',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `http://127.0.0.1:3300/idshub/authorize?${params}`;
}

/** Opens the sign-in page and picks an identity (or cancels with ''), as a person's browser does. */
async function signIn(app: ReturnType<typeof standin>, identity: string, testSwitch?: string) {
  const page = await (await app.request(authorizeUrl())).text();
  const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
  const body = new URLSearchParams({ request, identity, ...(testSwitch && { switch: testSwitch }) });
  const response = await app.request('/idshub/authorize', { method: 'POST', body });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

function exchange(app: ReturnType<typeof standin>, code: string, extra: Record<string, string> = {}) {
  return app.request('/idshub/token', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`uaeaf:${clientSecret}`).toString('base64')}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      ...extra,
    }),
  });
}

describe('the UAE PASS stand-in', () => {
  it('signs a demo member in with a verified identity carrying the Emirates ID the seed gave them', async () => {
    const app = standin();
    const back = await signIn(app, 'player');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-123');
    const tokens = await exchange(app, back.searchParams.get('code')!);
    expect(tokens.status).toBe(200);
    const { access_token, token_type } = (await tokens.json()) as {
      access_token: string;
      token_type: string;
    };
    expect(token_type).toBe('Bearer');
    const info = await app.request('/idshub/userinfo', {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const player = memberSeeds.find(({ email }) => email === 'player@example.ae')!;
    expect(await info.json()).toMatchObject({
      userType: 'SOP3',
      idn: demoEmiratesId(player, '2026-12-02'),
      fullnameEN: 'Salem Rashed Al Kaabi',
      firstnameEN: 'Salem',
      lastnameEN: 'Al Kaabi',
      fullnameAR: player.nameAr,
      gender: 'Male',
      email: 'player@uaepass.example',
    });
    expect(emiratesIdChecksumValid(demoEmiratesId(player, '2026-12-02')!)).toBe(true);
    expect(demoEmiratesId(player, '2026-12-02')!.slice(3, 7)).toBe('1998');
  });

  it('lists the test identities in the language asked for, an unverified one without an Emirates ID', async () => {
    const app = standin();
    const arabic = await (await app.request(authorizeUrl({ ui_locales: 'ar' }))).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('تسجيل الدخول بالهوية الرقمية');
    expect(arabic).toContain('لا يحمل رقم هوية موثّقاً');
    const english = await (await app.request(authorizeUrl())).text();
    for (const key of ['player', 'coach', 'referee', 'blocked', 'unverified', 'newcomer', 'minor'])
      expect(english).toContain(`value="${key}"`);
    expect(english).not.toContain('Test switches');
    const back = await signIn(app, 'unverified');
    const { access_token } = (await (await exchange(app, back.searchParams.get('code')!)).json()) as {
      access_token: string;
    };
    const info = (await (
      await app.request('/idshub/userinfo', { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as Record<string, unknown>;
    expect(info.userType).toBe('SOP1');
    expect(info).not.toHaveProperty('idn');
  });

  it('sends a cancelled sign-in back as a denied consent, with the state', async () => {
    const back = await signIn(standin(), '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('takes a code once, only with its verifier, its return address and the client secret', async () => {
    const app = standin();
    const code = (await signIn(app, 'coach')).searchParams.get('code')!;
    expect((await exchange(app, code, { code_verifier: 'another-verifier' })).status).toBe(400);
    const second = (await signIn(app, 'coach')).searchParams.get('code')!;
    expect(
      await (await exchange(app, second, { redirect_uri: 'http://localhost:3000/elsewhere' })).json(),
    ).toEqual(expect.objectContaining({ error: 'invalid_grant' }));
    const third = (await signIn(app, 'coach')).searchParams.get('code')!;
    const wrongSecret = await app.request('/idshub/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: third,
        client_id: 'uaeaf',
        client_secret: 'x',
      }),
    });
    expect(wrongSecret.status).toBe(401);
    const fourth = (await signIn(app, 'coach')).searchParams.get('code')!;
    expect((await exchange(app, fourth)).status).toBe(200);
    expect((await exchange(app, fourth)).status).toBe(400);
    expect(
      (await app.request('/idshub/userinfo', { headers: { authorization: 'Bearer forged' } })).status,
    ).toBe(401);
  });

  it('with test switches on, gives an expired code or a mismatched state when asked', async () => {
    const app = standin(true);
    expect(await (await app.request(authorizeUrl())).text()).toContain('Test switches');
    const expired = await signIn(app, 'player', 'expiredCode');
    expect(await (await exchange(app, expired.searchParams.get('code')!)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'the code has expired',
    });
    const wrongState = await signIn(app, 'player', 'wrongState');
    expect(wrongState.searchParams.get('state')).not.toBe('state-123');
    // Without test switches, a switch in the form changes nothing.
    const plain = await signIn(standin(), 'player', 'wrongState');
    expect(plain.searchParams.get('state')).toBe('state-123');
  });

  it('never sends a browser to an unregistered address, and refuses a malformed request back to its client', async () => {
    const app = standin();
    const unknownReturn = await app.request(authorizeUrl({ redirect_uri: 'https://evil.example/callback' }));
    expect(unknownReturn.status).toBe(400);
    expect(unknownReturn.headers.get('location')).toBeNull();
    expect((await app.request(authorizeUrl({ client_id: 'someone-else' }))).status).toBe(400);
    const noState = await app.request(authorizeUrl({ state: '' }));
    expect(new URL(noState.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const wrongScope = await app.request(authorizeUrl({ scope: 'openid' }));
    expect(new URL(wrongScope.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('signs out to a registered origin only', async () => {
    const app = standin();
    const home = await app.request(
      `/idshub/logout?redirect_uri=${encodeURIComponent('http://localhost:3000/en')}`,
    );
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('http://localhost:3000/en');
    const elsewhere = await app.request(
      `/idshub/logout?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('You are signed out of UAE PASS.');
  });
});
