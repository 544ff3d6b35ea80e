import type { Context } from 'hono';
import type { Database } from '../db/client';
import { readSessionCookie, setSessionCookie } from './cookie';
import type { LoginLimits } from './login-limits';
import type { SessionMember } from './members';
import { createSession, deleteSession } from './sessions';

/**
 * Signs a member in on this browser, whichever way they proved who they are (password, mailed code, UAE PASS): one
 * session per browser, so the one it had (another member's, or an earlier login) ends with this one, and the browser
 * becomes one the member is known to use.
 */
export async function openSession(
  db: Database,
  limits: LoginLimits,
  c: Context,
  member: SessionMember,
  at: Date,
  options?: { viaUaePass?: boolean },
): Promise<void> {
  await deleteSession(db, readSessionCookie(c));
  setSessionCookie(c, await createSession(db, member.id, at, options));
  limits.rememberDevice(c, member.email);
}
