import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  canLinkUaePass,
  type UaePassInfo,
  type UaePassLink,
  type UaePassOutcome,
  type UaePassPrefill,
  UaePassStartQuerySchema,
  uaePassLandingPath,
  registrationTakesUaePass,
  RegistrationFormNames,
  uaeToday,
} from '@uaeaf/contracts';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { members, uaePassAttempts } from '../../db/schema';
import { isHttps } from '../../http/client';
import type { Logger } from '../../http/logger';
import type { LoginLimits } from '../login-limits';
import { findMember } from '../members';
import { openSession } from '../open-session';
import { requireSession } from '../require-session';
import { hashToken } from '../sessions';
import { sitePage } from '../reset-mail';
import { authorizeUrl, fetchIdentity, newAuthorization, UaePassError, type UaePassIdentity } from './client';
import type { UaePassConfig } from './config';
import { memberEvent } from './audit-event';
import { attemptLifetimeMs } from './expiry';
import { forgetUaePassPerson, keepUaePassPerson, keptUaePassPerson } from './people';
import { registrationPrefill } from './prefill';

export interface UaePassRouteOptions {
  config: UaePassConfig | undefined;
  limits: LoginLimits;
  publicOrigin: string;
  logger: Logger;
  /** How the API reaches UAE PASS; tests pass the stand-in's `fetch`. */
  fetcher?: typeof fetch;
}

/** The browser's half of a sign-in on its way: the random id of its row, readable by no script. */
const attemptCookie = 'uaeaf_uaepass';
const attemptPath = '/api/auth/uaepass';

/**
 * Sign-in with UAE PASS (issue 31, decision 096): `start` sends the browser to UAE PASS with a `state` and a PKCE
 * challenge kept on the server and tied to this browser by a cookie; `callback` checks both, exchanges the code server
 * to server and signs in the member whose verified Emirates ID UAE PASS gave (never by email, never for an unverified
 * account), then sends the browser to the site's landing page with what happened.
 */
export function uaePassRoutes(db: Database, now: () => Date, options: UaePassRouteOptions): Hono {
  const { config, limits, publicOrigin, logger, fetcher } = options;
  const routes = new Hono();
  const callbackUrl = `${publicOrigin}${attemptPath}/callback`;
  const land = (c: Context, lang: 'ar' | 'en', outcome: UaePassOutcome, redirect?: string | null) => {
    const params = new URLSearchParams({ outcome, ...(redirect && { redirect }) });
    return c.redirect(`${sitePage(publicOrigin, lang, uaePassLandingPath)}?${params}`, 302);
  };

  routes.get('/auth/uaepass', (c) =>
    c.json<UaePassInfo>({ available: config !== undefined, upgradeUrl: config?.upgradeUrl ?? null }),
  );

  /** Sends the browser to UAE PASS, keeping what the callback checks: for a sign-in, or to link `linkMemberId`. */
  async function sendToUaePass(
    c: Context,
    lang: 'ar' | 'en',
    redirect: string | undefined,
    linkMemberId: number | null,
  ) {
    if (!config) return land(c, lang, 'unavailable', redirect);
    const at = now();
    const id = randomBytes(32).toString('base64url');
    const authorization = newAuthorization();
    await db.insert(uaePassAttempts).values({
      idHash: hashToken(id),
      state: authorization.state,
      codeVerifier: authorization.codeVerifier,
      language: lang,
      returnTo: redirect ?? null,
      linkMemberId,
      createdAt: at,
    });
    // Lax: the callback is a top-level navigation back from UAE PASS, which Lax cookies go along with.
    setCookie(c, attemptCookie, id, {
      httpOnly: true,
      sameSite: 'Lax',
      path: attemptPath,
      secure: isHttps(c),
      maxAge: attemptLifetimeMs / 1000,
    });
    return c.redirect(authorizeUrl(config, callbackUrl, authorization, lang), 302);
  }

  /** What `?lang=&redirect=` asked for; a hand-made address with a foreign return path only loses where it meant to go. */
  const startQuery = (c: Context) => {
    const query = v.safeParse(UaePassStartQuerySchema, c.req.query());
    return query.success ? query.output : { lang: 'ar' as const, redirect: undefined };
  };

  routes.get('/auth/uaepass/start', async (c) => {
    const { lang, redirect } = startQuery(c);
    return sendToUaePass(c, lang, redirect, null);
  });

  routes.get('/account/uaepass/link', requireSession(db, now), async (c) => {
    const { lang, redirect } = startQuery(c);
    const member = c.get('member');
    if (!canLinkUaePass(member.accountType)) return land(c, lang, 'unavailable', redirect);
    return sendToUaePass(c, lang, redirect, member.id);
  });

  routes.get('/account/uaepass', requireSession(db, now), async (c) => {
    const [row] = await db
      .select({ uuid: members.uaePassUuid })
      .from(members)
      .where(eq(members.id, c.get('member').id));
    return c.json<UaePassLink>({
      linked: row?.uuid != null,
      available: config !== undefined && canLinkUaePass(c.get('member').accountType),
    });
  });

  routes.delete('/account/uaepass', requireSession(db, now), async (c) => {
    const member = c.get('member');
    await db.transaction(async (tx) => {
      const unlinked = await tx
        .update(members)
        .set({ uaePassUuid: null })
        .where(and(eq(members.id, member.id), isNotNull(members.uaePassUuid)))
        .returning({ id: members.id });
      if (unlinked.length > 0) await writeAudit(tx, memberEvent(member.id, 'member.uaePassUnlinked'));
    });
    return c.json<UaePassLink>({ linked: false, available: true });
  });

  routes.get('/auth/uaepass/callback', async (c) => {
    const query = c.req.query();
    const id = getCookie(c, attemptCookie);
    deleteCookie(c, attemptCookie, { path: attemptPath, secure: isHttps(c) });
    const at = now();
    // One use: whatever happens next, this sign-in's row is gone.
    const [attempt] = id
      ? await db
          .delete(uaePassAttempts)
          .where(eq(uaePassAttempts.idHash, hashToken(id)))
          .returning()
      : [];
    const fresh = attempt && at.getTime() - attempt.createdAt.getTime() <= attemptLifetimeMs;
    if (!config || !attempt || !fresh)
      return land(c, attempt?.language ?? 'ar', config ? 'expired' : 'unavailable');
    const back = (outcome: UaePassOutcome) => land(c, attempt.language, outcome, attempt.returnTo);
    if (query.state !== attempt.state) {
      logger.info('a UAE PASS answer came back with a state this sign-in never sent', {
        event: 'uaepass.state_mismatch',
      });
      return back('refused');
    }
    if (query.error) return back(query.error === 'access_denied' ? 'cancelled' : 'failed');
    if (!query.code) return back('failed');

    let identity: UaePassIdentity;
    try {
      identity = await fetchIdentity(config, callbackUrl, query.code, attempt.codeVerifier, fetcher);
    } catch (error) {
      if (!(error instanceof UaePassError)) throw error;
      logger.info('UAE PASS gave no identity', { event: 'uaepass.exchange_failed', reason: error.message });
      return back('failed');
    }
    if (!identity.verified || !identity.emiratesId) return back('unverified');
    if (attempt.linkMemberId !== null) return back(await link(attempt.linkMemberId, identity));

    const [found] = await db
      .select({ id: members.id, uaePassUuid: members.uaePassUuid })
      .from(members)
      .where(or(eq(members.uaePassUuid, identity.uuid), eq(members.emiratesId, identity.emiratesId)))
      // The account UAE PASS was linked to first, should a person's UAE PASS and Emirates ID lead to two.
      .orderBy(members.uaePassUuid)
      .limit(1);
    const member = found && (await findMember(db, found.id, at));
    if (!member) {
      await keepUaePassPerson(db, c, identity, at);
      // Started from a registration form: back to it, filled in. Otherwise the landing page offers the forms.
      const form = registrationFormIn(attempt.returnTo);
      return form
        ? c.redirect(sitePage(publicOrigin, attempt.language, `/register/${form}`), 302)
        : back('unknown');
    }
    if (member.isBlocked) return back('blocked');
    await db.transaction(async (tx) => {
      // A person may make a new UAE PASS account; their verified Emirates ID still says who they are.
      if (found.uaePassUuid !== identity.uuid) {
        await tx.update(members).set({ uaePassUuid: identity.uuid }).where(eq(members.id, member.id));
        await writeAudit(tx, memberEvent(member.id, 'member.uaePassLinked'));
      }
      await writeAudit(tx, memberEvent(member.id, 'member.uaePassSignIn'));
    });
    await openSession(db, limits, c, member, at, { viaUaePass: true });
    return back('signedIn');
  });

  routes.get('/auth/uaepass/identity', async (c) => {
    const at = now();
    const kept = await keptUaePassPerson(db, c, at);
    return c.json<UaePassPrefill | null>(kept ? registrationPrefill(kept.identity, uaeToday(at)) : null);
  });

  routes.delete('/auth/uaepass/identity', async (c) => {
    await forgetUaePassPerson(db, c);
    return c.json<UaePassPrefill | null>(null);
  });

  /**
   * Links the UAE PASS account to the member who asked from their account: only when its verified Emirates ID is the
   * one on their account (or they have none), and neither it nor the UAE PASS account is another member's.
   */
  async function link(memberId: number, identity: UaePassIdentity): Promise<UaePassOutcome> {
    const [member] = await db
      .select({ emiratesId: members.emiratesId })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return 'expired';
    if (member.emiratesId !== null && member.emiratesId !== identity.emiratesId) return 'linkMismatch';
    const [other] = await db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          ne(members.id, memberId),
          or(eq(members.uaePassUuid, identity.uuid), eq(members.emiratesId, identity.emiratesId!)),
        ),
      )
      .limit(1);
    if (other) return 'linkTaken';
    await db.transaction(async (tx) => {
      await tx.update(members).set({ uaePassUuid: identity.uuid }).where(eq(members.id, memberId));
      await writeAudit(tx, memberEvent(memberId, 'member.uaePassLinked'));
    });
    return 'linked';
  }

  return routes;
}

/** The person's registration form a sign-in was started from (`/register/players`), if it was one. */
function registrationFormIn(returnTo: string | null) {
  const name = returnTo && /^\/register\/([A-Za-z]+)$/.exec(returnTo)?.[1];
  return RegistrationFormNames.find((form) => form === name && registrationTakesUaePass(form));
}
