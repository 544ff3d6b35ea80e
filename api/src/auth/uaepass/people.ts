import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../../db/client';
import { uaePassPeople } from '../../db/schema';
import { isHttps } from '../../http/client';
import { hashToken } from '../sessions';
import type { UaePassIdentity } from './client';
import { personLifetimeMs } from './expiry';

/**
 * A verified person UAE PASS gave and the site did not know, kept for the registration they go on to (decision 097):
 * the browser holds a random id in an httpOnly cookie sent to the API only, the server the identity under its hash.
 */
const personCookie = 'uaeaf_uaepass_person';
const personPath = '/api';

/** Keeps the identity for this browser, for as long as a registration takes. */
export async function keepUaePassPerson(db: Database, c: Context, identity: UaePassIdentity, at: Date) {
  const id = randomBytes(32).toString('base64url');
  await db.insert(uaePassPeople).values({ idHash: hashToken(id), identity, createdAt: at });
  // Lax: it is set on the callback, a top-level navigation back from UAE PASS.
  setCookie(c, personCookie, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: personPath,
    secure: isHttps(c),
    maxAge: personLifetimeMs / 1000,
  });
}

export interface KeptUaePassPerson {
  idHash: string;
  identity: UaePassIdentity;
}

/** The identity this browser's cookie names, if it is still kept and not too old. */
export async function keptUaePassPerson(
  db: Database,
  c: Context,
  at: Date,
): Promise<KeptUaePassPerson | undefined> {
  const id = getCookie(c, personCookie);
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(uaePassPeople)
    .where(eq(uaePassPeople.idHash, hashToken(id)));
  if (!row || at.getTime() - row.createdAt.getTime() > personLifetimeMs) return undefined;
  return { idHash: row.idHash, identity: row.identity };
}

/** Uses the kept identity once, in the registration's transaction: whether it was still there to use. */
export async function claimUaePassPerson(tx: Pick<Database, 'delete'>, idHash: string): Promise<boolean> {
  const claimed = await tx
    .delete(uaePassPeople)
    .where(eq(uaePassPeople.idHash, idHash))
    .returning({ idHash: uaePassPeople.idHash });
  return claimed.length > 0;
}

/** Forgets this browser's kept identity: "not you?", or once it has been used. */
export async function forgetUaePassPerson(db: Database, c: Context) {
  const id = getCookie(c, personCookie);
  deleteCookie(c, personCookie, { path: personPath, secure: isHttps(c) });
  if (id) await db.delete(uaePassPeople).where(eq(uaePassPeople.idHash, hashToken(id)));
}

/** Drops the cookie once its identity has been used by a registration. */
export function dropUaePassPersonCookie(c: Context) {
  deleteCookie(c, personCookie, { path: personPath, secure: isHttps(c) });
}
