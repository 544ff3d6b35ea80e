import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readSessionCookie } from '../auth/cookie';
import { hashToken, touchSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { isHttps } from '../http/client';
import { uploadLifetimeMs } from './store';

export const uploadCookieName = 'uaeaf_upload';

// 32 random bytes in base64url, as session tokens: anything else in the cookie is ignored.
const tokenPattern = /^[\w-]{43}$/;

/**
 * Who may claim an upload (decision 052): the member signed in when it was sent, or the browser holding the token it
 * was sent with (only the token's hash is stored). A form refers only to uploads of its own sender.
 */
export interface UploadOwner {
  memberId?: number;
  tokenHash?: string;
}

/** The browser's upload token, if it sent a well-formed one. */
function readUploadToken(c: Context): string | undefined {
  const token = getCookie(c, uploadCookieName);
  return token !== undefined && tokenPattern.test(token) ? token : undefined;
}

/**
 * The owner of an upload being sent: the browser's token (made and set now if it has none; HttpOnly, so no script
 * reads it, and sent only to the API's paths) and the member whose live session came with it, if any.
 */
export async function ownerOfNewUpload(c: Context, db: Database, now: Date): Promise<UploadOwner> {
  let token = readUploadToken(c);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    setCookie(c, uploadCookieName, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      secure: isHttps(c),
      // An unclaimed upload lives a day; the token for it need not live longer.
      maxAge: uploadLifetimeMs / 1000,
    });
  }
  const session = await touchSession(db, readSessionCookie(c), now);
  return { tokenHash: hashToken(token), ...(session && { memberId: session.memberId }) };
}

/** The owner a form's uploads must have: the browser's token, and the member signed in on an account's route. */
export function ownerOfForm(c: Context, memberId?: number): UploadOwner {
  const token = readUploadToken(c);
  return { ...(token && { tokenHash: hashToken(token) }), ...(memberId !== undefined && { memberId }) };
}
