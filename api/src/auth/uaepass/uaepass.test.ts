import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { formatEmiratesId, UaePassPrefillSchema, uaeToday } from '@uaeaf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { expectSession, logIn, me, sessionCookie } from '../../../test/auth';
import { openTestDatabase } from '../../../test/database';
import { emiratesId, guestBody, playerBody } from '../../../test/registration-bodies';
import { uploadCookie, withUploads } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import {
  auditEvents,
  members,
  registrationRequests,
  sessions,
  uaePassAttempts,
  uaePassPeople,
} from '../../db/schema';
import { demoPassword } from '../../seed/members';
import { createUaePassStandin } from '../../uaepass-standin/app';
import { standinIdentities } from '../../uaepass-standin/identities';
import type { UaePassConfig } from './config';
import { deleteExpiredUaePassRows, personLifetimeMs } from './expiry';

const publicOrigin = 'http://localhost:3000';
const config: UaePassConfig = {
  env: 'standin',
  clientId: 'uaeaf-site',
  clientSecret: 'stand-in-secret-for-tests',
  browserOrigin: 'http://localhost:3300',
  serverOrigin: 'http://127.0.0.1:3300',
  upgradeUrl: 'https://stg-selfcare.uaepass.ae',
};
const standin = createUaePassStandin({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  redirectUris: [`${publicOrigin}/api/auth/uaepass/callback`],
  testSwitches: true,
});

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, {
    publicOrigin,
    uaePass: config,
    // The API reaches the stand-in without a network: its requests go straight to the stand-in's app.
    uaePassFetch: async (input, init) =>
      standin.request(input instanceof URL ? input.href : (input as string), init),
  });
});
afterAll(() => database.close());

interface Journey {
  /** Where the callback sent the browser: the site's landing page with the outcome. */
  landing: URL;
  /** The session cookie the callback set, if it signed someone in. */
  session?: string;
  /** The cookie naming a verified person the site did not know, kept for their registration. */
  person?: string;
}

/**
 * A browser's whole sign-in: the site's start address, UAE PASS's page and the choice made there (an identity, or ''
 * to cancel), then the callback with the cookie the start set.
 */
async function signInWith(
  identity: string,
  {
    lang = 'en',
    redirect,
    testSwitch,
    cookie,
    from = '/api/auth/uaepass/start',
  }: { lang?: string; redirect?: string; testSwitch?: string; cookie?: string; from?: string } = {},
): Promise<Journey> {
  const start = await app.request(`${from}?${new URLSearchParams({ lang, ...(redirect && { redirect }) })}`, {
    headers: cookie ? { cookie } : {},
  });
  expect(start.status).toBe(302);
  const attempt = start.headers.getSetCookie().find((line) => line.startsWith('uaeaf_uaepass='))!;
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe('http://localhost:3300/idshub/authorize');
  const page = await (await standin.request(authorize.href)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
  const chosen = await standin.request('/idshub/authorize', {
    method: 'POST',
    body: new URLSearchParams({ request, identity, ...(testSwitch && { switch: testSwitch }) }),
  });
  const callback = new URL(chosen.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${publicOrigin}/api/auth/uaepass/callback`);
  const cookies = [attempt.split(';')[0], cookie].filter(Boolean).join('; ');
  const back = await app.request(callback.pathname + callback.search, { headers: { cookie: cookies } });
  expect(back.status).toBe(302);
  const cookieNamed = (name: string) =>
    back.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';')[0];
  const session = cookieNamed('uaeaf_session');
  const person = cookieNamed('uaeaf_uaepass_person');
  return {
    landing: new URL(back.headers.get('location')!),
    ...(session && { session }),
    ...(person && { person }),
  };
}

const memberId = async (email: string) =>
  (await database.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]!.id;

describe('sign-in with UAE PASS', () => {
  it('says whether it is offered, and where an unverified account is upgraded', async () => {
    expect(await (await app.request('/api/auth/uaepass')).json()).toEqual({
      available: true,
      upgradeUrl: 'https://stg-selfcare.uaepass.ae',
    });
    const off = testApp(database, { publicOrigin });
    expect(await (await off.request('/api/auth/uaepass')).json()).toEqual({
      available: false,
      upgradeUrl: null,
    });
    const start = await off.request('/api/auth/uaepass/start?lang=en');
    expect(start.headers.get('location')).toBe(`${publicOrigin}/en/auth/uaepass?outcome=unavailable`);
  });

  it('signs the member with the verified Emirates ID in, linked from then on, with a session like a password login', async () => {
    const { landing, session } = await signInWith('player', { redirect: '/en/tournament/Local' });
    expect(landing.pathname).toBe('/en/auth/uaepass');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      outcome: 'signedIn',
      redirect: '/en/tournament/Local',
    });
    const answer = await expectSession(await me(app, session));
    expect(answer.userInfo.email).toBe('player@example.ae');
    const id = await memberId('player@example.ae');
    const [row] = await database.db.select().from(members).where(eq(members.id, id));
    expect(row!.uaePassUuid).toMatch(/^[0-9a-f-]{36}$/);
    const opened = await database.db.select().from(sessions).where(eq(sessions.memberId, id));
    expect(opened.some((s) => s.viaUaePass)).toBe(true);
    const trail = await database.db.select().from(auditEvents).where(eq(auditEvents.memberId, id));
    expect(trail.map((event) => event.action)).toEqual(
      expect.arrayContaining(['member.uaePassLinked', 'member.uaePassSignIn']),
    );
    // The next sign-in finds the member by the linked account, and links nothing again.
    const again = await signInWith('player');
    expect(again.landing.searchParams.get('outcome')).toBe('signedIn');
    const linked = await database.db.select().from(auditEvents).where(eq(auditEvents.memberId, id));
    expect(linked.filter((event) => event.action === 'member.uaePassLinked')).toHaveLength(1);
  });

  it('refuses an unverified (SOP1) account, whatever its email, and signs nobody in', async () => {
    const { landing, session } = await signInWith('unverified', { lang: 'ar' });
    expect(landing.pathname).toBe('/auth/uaepass');
    expect(landing.searchParams.get('outcome')).toBe('unverified');
    expect(session).toBeUndefined();
  });

  it('sends a verified person no member has to registration, and a blocked member away as a password login does', async () => {
    expect((await signInWith('newcomer')).landing.searchParams.get('outcome')).toBe('unknown');
    const blocked = await signInWith('blocked');
    expect(blocked.landing.searchParams.get('outcome')).toBe('blocked');
    expect(blocked.session).toBeUndefined();
  });

  it('takes a declined consent, an expired code and a mismatched state as what they are', async () => {
    expect((await signInWith('')).landing.searchParams.get('outcome')).toBe('cancelled');
    expect(
      (await signInWith('coach', { testSwitch: 'expiredCode' })).landing.searchParams.get('outcome'),
    ).toBe('failed');
    const forged = await signInWith('coach', { testSwitch: 'wrongState' });
    expect(forged.landing.searchParams.get('outcome')).toBe('refused');
    expect(forged.session).toBeUndefined();
  });

  it('refuses an answer that comes to a browser that did not start the sign-in, and uses each start once', async () => {
    const start = await app.request('/api/auth/uaepass/start?lang=en');
    const authorize = new URL(start.headers.get('location')!);
    const page = await (await standin.request(authorize.href)).text();
    const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
    const chosen = await standin.request('/idshub/authorize', {
      method: 'POST',
      body: new URLSearchParams({ request, identity: 'coach' }),
    });
    const callback = new URL(chosen.headers.get('location')!);
    // An attacker's link with their own code, opened in a member's browser that never started a sign-in.
    const elsewhere = await app.request(callback.pathname + callback.search);
    expect(new URL(elsewhere.headers.get('location')!).searchParams.get('outcome')).toBe('expired');
    expect(elsewhere.headers.getSetCookie().some((line) => line.startsWith('uaeaf_session='))).toBe(false);
    const cookie = start.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(cookie).toMatch(/^uaeaf_uaepass=/);
    expect(start.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
    const first = await app.request(callback.pathname + callback.search, { headers: { cookie } });
    expect(new URL(first.headers.get('location')!).searchParams.get('outcome')).toBe('signedIn');
    const replay = await app.request(callback.pathname + callback.search, { headers: { cookie } });
    expect(new URL(replay.headers.get('location')!).searchParams.get('outcome')).toBe('expired');
    expect(await database.db.select().from(uaePassAttempts)).toHaveLength(0);
  });

  it('keeps a foreign return address out of the landing page', async () => {
    const start = await app.request('/api/auth/uaepass/start?lang=en&redirect=//evil.example/');
    expect(start.status).toBe(302);
    const [attempt] = await database.db.select().from(uaePassAttempts);
    expect(attempt!.returnTo).toBeNull();
    await database.db.delete(uaePassAttempts);
  });

  it('ends the UAE PASS session too when a member who signed in with it logs out, and only then', async () => {
    const { session } = await signInWith('referee');
    const out = await app.request('/api/auth/logout?lang=en', {
      method: 'POST',
      headers: { cookie: session! },
    });
    expect(out.status).toBe(200);
    const { uaePassLogout } = (await out.json()) as { uaePassLogout: string };
    const logout = new URL(uaePassLogout);
    expect(logout.origin + logout.pathname).toBe('http://localhost:3300/idshub/logout');
    expect(logout.searchParams.get('redirect_uri')).toBe(`${publicOrigin}/en`);
    // The stand-in takes the browser back to the site.
    const back = await standin.request(uaePassLogout);
    expect(back.headers.get('location')).toBe(`${publicOrigin}/en`);
    await expectApiError(await me(app, session), 401, 'unauthenticated');

    const password = await logIn(app, { email: 'referee@example.ae', password: demoPassword });
    const plain = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: sessionCookie(password) },
    });
    expect(plain.status).toBe(204);
  });

  it('links UAE PASS to the signed-in member whose Emirates ID it carries, and unlinks it', async () => {
    const cookie = sessionCookie(await logIn(app, { email: 'person@example.ae', password: demoPassword }));
    const linkState = async () => (await app.request('/api/account/uaepass', { headers: { cookie } })).json();
    expect(await linkState()).toEqual({ linked: false, available: true });
    const { landing, session } = await signInWith('person', {
      from: '/api/account/uaepass/link',
      cookie,
      redirect: '/my-account-person/account',
    });
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      outcome: 'linked',
      redirect: '/my-account-person/account',
    });
    // Linking opens no session of its own: the member stays signed in as they were.
    expect(session).toBeUndefined();
    expect(await linkState()).toEqual({ linked: true, available: true });
    const unlinked = await app.request('/api/account/uaepass', { method: 'DELETE', headers: { cookie } });
    expect(await unlinked.json()).toEqual({ linked: false, available: true });
    expect(await linkState()).toEqual({ linked: false, available: true });
    const trail = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.memberId, await memberId('person@example.ae')));
    expect(trail.map((event) => event.action)).toEqual(['member.uaePassLinked', 'member.uaePassUnlinked']);
  });

  it("refuses to link someone else's UAE PASS: another Emirates ID, or one another member holds", async () => {
    const technical = sessionCookie(
      await logIn(app, { email: 'technical@example.ae', password: demoPassword }),
    );
    const mismatch = await signInWith('person', { from: '/api/account/uaepass/link', cookie: technical });
    expect(mismatch.landing.searchParams.get('outcome')).toBe('linkMismatch');
    // A member with no Emirates ID on file may link only a UAE PASS no other member holds.
    await database.db
      .update(members)
      .set({ emiratesId: null })
      .where(eq(members.email, 'activity@example.ae'));
    const activity = sessionCookie(
      await logIn(app, { email: 'activity@example.ae', password: demoPassword }),
    );
    const taken = await signInWith('coach', { from: '/api/account/uaepass/link', cookie: activity });
    expect(taken.landing.searchParams.get('outcome')).toBe('linkTaken');
    const [row] = await database.db.select().from(members).where(eq(members.email, 'activity@example.ae'));
    expect(row!.uaePassUuid).toBeNull();
  });

  it('offers no linking to a club, and none to a visitor', async () => {
    const club = sessionCookie(await logIn(app, { email: 'club@example.ae', password: demoPassword }));
    expect(await (await app.request('/api/account/uaepass', { headers: { cookie: club } })).json()).toEqual({
      linked: false,
      available: false,
    });
    const start = await app.request('/api/account/uaepass/link?lang=en', { headers: { cookie: club } });
    expect(new URL(start.headers.get('location')!).searchParams.get('outcome')).toBe('unavailable');
    await expectApiError(await app.request('/api/account/uaepass/link?lang=en'), 401, 'unauthenticated');
  });
});

describe('registration with UAE PASS', () => {
  const newcomer = standinIdentities(uaeToday()).find((identity) => identity.key === 'newcomer')!.userinfo;
  const prefillOf = async (cookie?: string) =>
    v.parse(
      UaePassPrefillSchema,
      await (await app.request('/api/auth/uaepass/identity', { headers: cookie ? { cookie } : {} })).json(),
    );
  const register = async (form: string, body: Record<string, unknown>, person?: string) =>
    app.request(`/api/register/${form}?lang=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${nextAddress++}`,
        cookie: [uploadCookie, person].filter(Boolean).join('; '),
      },
      body: JSON.stringify(await withUploads(app, body)),
    });
  let nextAddress = 10;

  it("takes a person the site does not know back to the form they started from, its fields from UAE PASS's", async () => {
    const { landing, session, person } = await signInWith('newcomer', { redirect: '/register/players' });
    expect(landing.href).toBe(`${publicOrigin}/en/register/players`);
    expect(session).toBeUndefined();
    expect(await prefillOf(person)).toEqual({
      name: { ar: 'شيخة محمد النيادي', en: 'Shaikha Mohammed Al Neyadi' },
      locked: {
        firstNameAr: 'شيخة',
        secondNameAr: 'محمد',
        lastNameAr: 'النيادي',
        firstNameEn: 'Shaikha',
        secondNameEn: 'Mohammed',
        lastNameEn: 'Al Neyadi',
        gender: 2,
        nationality: 'AE',
        birthDate: newcomer.dob,
        emiratesId: formatEmiratesId(newcomer.idn!),
      },
      suggested: { email: 'newcomer@uaepass.example', phone: `+${newcomer.mobile}` },
    });
    expect(await prefillOf()).toBeNull();
    // From the login page, the landing page offers the forms; the identity is kept all the same.
    const fromLogin = await signInWith('newcomer');
    expect(fromLogin.landing.searchParams.get('outcome')).toBe('unknown');
    expect((await prefillOf(fromLogin.person))?.locked.firstNameEn).toBe('Shaikha');
  });

  it("registers the person with UAE PASS's answers whatever the form sent, linked, and uses them once", async () => {
    const { person } = await signInWith('newcomer', { redirect: '/register/players' });
    const body = playerBody({
      firstNameEn: 'Someone',
      lastNameEn: 'Else',
      gender: 1,
      emiratesId: formatEmiratesId(emiratesId(987_654)),
      birthDate: '1990-05-01',
    });
    const registered = await register('players', body, person);
    expect(registered.status).toBe(201);
    expect(registered.headers.getSetCookie().join()).toMatch(/uaeaf_uaepass_person=;/);
    const [row] = await database.db.select().from(members).where(eq(members.email, body.email));
    expect(row).toMatchObject({
      nameEn: 'Shaikha Mohammed Al Neyadi',
      nameAr: 'شيخة محمد النيادي',
      emiratesId: newcomer.idn,
      birthDate: newcomer.dob,
      uaePassUuid: newcomer.uuid,
      membershipStatus: 'Pending',
    });
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.memberId, row!.id));
    expect(events.map((event) => event.action)).toContain('member.uaePassLinked');
    expect(await prefillOf(person)).toBeNull();
    // Once registered, UAE PASS finds the new member: the person is never sent to register again.
    expect((await signInWith('newcomer')).landing.searchParams.get('outcome')).not.toBe('unknown');
  });

  it('leaves a registration without the cookie, or after "not you?", an ordinary one', async () => {
    const { person } = await signInWith('minor', { redirect: '/register/guest' });
    expect((await prefillOf(person))?.locked.firstNameEn).toBe('Zayed');
    const forgot = await app.request('/api/auth/uaepass/identity', {
      method: 'DELETE',
      headers: { cookie: person! },
    });
    expect(await forgot.json()).toBeNull();
    expect(await prefillOf(person)).toBeNull();
    const body = guestBody();
    expect((await register('guest', body, person)).status).toBe(201);
    const [row] = await database.db.select().from(members).where(eq(members.email, body.email));
    expect(row).toMatchObject({ nameEn: 'Salem Mohammed Al Kaabi', uaePassUuid: null });
  });

  it("fills a guest's form with the fields it has, and never a club's", async () => {
    const minor = standinIdentities(uaeToday()).find((identity) => identity.key === 'minor')!.userinfo;
    const { person } = await signInWith('minor', { redirect: '/register/guest' });
    const body = guestBody({ firstNameEn: 'Other', nationality: 'GB' });
    expect((await register('guest', body, person)).status).toBe(201);
    const [row] = await database.db.select().from(members).where(eq(members.email, body.email));
    expect(row).toMatchObject({ nameEn: 'Zayed Khalid Al Ameri', gender: 'male', uaePassUuid: minor.uuid });
    const [request] = await database.db
      .select({ details: registrationRequests.details })
      .from(registrationRequests)
      .where(eq(registrationRequests.memberId, row!.id));
    expect(request!.details).toMatchObject({ nationality: 'AE' });
    expect(
      (await signInWith('unverified', { redirect: '/register/club' })).landing.searchParams.get('outcome'),
    ).toBe('unverified');
  });

  it('keeps what UAE PASS gave for two hours at most: past that it is read as gone, then deleted', async () => {
    const { person } = await signInWith('newcomer', { redirect: '/register/players' });
    const rows = () => database.db.select({ at: uaePassPeople.createdAt }).from(uaePassPeople);
    const kept = (await rows()).length;
    const later = new Date(Date.now() + personLifetimeMs + 60_000);
    const aged = testApp(database, { publicOrigin, uaePass: config, now: () => later });
    expect(
      await (await aged.request('/api/auth/uaepass/identity', { headers: { cookie: person! } })).json(),
    ).toBeNull();
    expect(await deleteExpiredUaePassRows(database.db, new Date())).toBe(0);
    expect(await deleteExpiredUaePassRows(database.db, later)).toBeGreaterThanOrEqual(kept);
    expect(await rows()).toEqual([]);
    expect(await database.db.select().from(uaePassAttempts)).toEqual([]);
  });
});
