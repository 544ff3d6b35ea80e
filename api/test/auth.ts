import { SessionResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import { demoPassword } from '../src/seed/members';

/** POSTs a login body as the front end does (JSON); `headers` add to or override the JSON content type. */
export function logIn(
  app: Hono,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> | Response {
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Logs a demo member in with the demo password and returns the `name=value` pair to send back as Cookie. */
export async function logInAs(app: Hono, email: string): Promise<string> {
  const response = await logIn(app, { email, password: demoPassword });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

/** The session cookie a response sets, as `uaeaf_session=<token>`. */
export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('uaeaf_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

export function me(app: Hono, cookie?: string): Promise<Response> | Response {
  return app.request('/api/auth/me', { headers: cookie ? { cookie } : {} });
}

export async function expectSession(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(SessionResponseSchema, await response.json());
}
