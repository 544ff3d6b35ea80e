import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { isHttps } from '../http/client';

export const sessionCookieName = 'uaeaf_session';

/**
 * Scripts cannot read it (HttpOnly); other sites' forms and fetches do not carry it (SameSite=Lax); plain HTTP never
 * sees it once the site is on HTTPS (Secure). No Max-Age: it lives as long as the browser session, and the server
 * ends it after 3 idle hours anyway.
 */
function cookieOptions(c: Context): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) };
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName);
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, sessionCookieName, token, cookieOptions(c));
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName, cookieOptions(c));
}
