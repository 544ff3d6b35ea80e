import type { Hono } from 'hono';
import { members } from '../src/db/schema';
import type { DatabaseHandle } from '../src/db/client';
import { logInAs } from './auth';
import { withUploads } from './uploads';

/**
 * Requests as the demo members: one login per member for the whole test file (`as`), their ids by email (`idOf`), and
 * JSON calls with or without a session cookie.
 */
export async function demoCallers(app: Hono, database: DatabaseHandle) {
  const cookies = new Map<string, string>();
  const ids = new Map<string, number>();
  for (const row of await database.db.select({ id: members.id, email: members.email }).from(members)) {
    ids.set(row.email, row.id);
  }
  const as = async (email: string): Promise<string> => {
    if (!cookies.has(email)) cookies.set(email, await logInAs(app, email));
    return cookies.get(email)!;
  };
  const headersOf = async (email: string | undefined, body: unknown) => ({
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(email && { cookie: await as(email) }),
  });
  // A form's files go ahead as the member signed in sends them (decision 052): a body's `TestFile`s are uploaded first.
  const send = async (method: string, path: string, email: string | undefined, body?: unknown) =>
    app.request(`/api${path}`, {
      method,
      headers: await headersOf(email, body),
      ...(body !== undefined && {
        body: JSON.stringify(await withUploads(app, body, email && (await as(email)))),
      }),
    });
  return {
    as,
    /** Forgets every cookie, so each member's next call logs in again (after the clock jumped past the idle limit). */
    forgetSessions: () => cookies.clear(),
    idOf: (email: string) => ids.get(email)!,
    get: (path: string, email?: string) => send('GET', path, email),
    post: (path: string, email: string | undefined, body: unknown) => send('POST', path, email, body),
    patch: (path: string, email: string | undefined, body: unknown) => send('PATCH', path, email, body),
    put: (path: string, email: string | undefined, body: unknown) => send('PUT', path, email, body),
    delete: (path: string, email?: string) => send('DELETE', path, email),
  };
}
