import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { logInAs } from '../../test/auth';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import { createApplicant } from '../../test/requests';
import { appRoutes } from '../../test/routes';
import type { DatabaseHandle } from '../db/client';
import { registrationRequests } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

/** Every row of every table, as one digest per table: what any write would change. */
async function everyRow(): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) {
    const [schema, table] = name.split('.') as [string, string];
    const { rows: digest } = await database.executeSql(
      `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${schema}"."${table}" t`,
    );
    digests[name] = (digest[0] as { digest: string }).digest;
  }
  return digests;
}

/** A request that a page on `origin` makes the member's browser send, as a form would (no preflight). */
function fromPage(path: string, cookie: string, headers: Record<string, string>, method = 'POST') {
  return app.request(path, {
    method,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'confirm=1',
  });
}

// Another site; the same site's other origins (a remote served alone, another port, a sibling subdomain), which
// SameSite=Lax lets the cookie go to; a sandboxed frame; a browser that names no origin but says where it came from.
const foreignPages: Record<string, string>[] = [
  { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
  { origin: 'http://localhost:3000.evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
];

describe('requests that change something from another origin', () => {
  it('are refused on every write route with 403 cross_origin, as forms or JSON, and change nothing', async () => {
    const writes = appRoutes(app).filter((route) => !/^(GET|HEAD|OPTIONS) /.test(route));
    expect(writes.length).toBeGreaterThan(90);
    const club = await call.as('club@example.ae');
    const admin = await call.as('admin@example.ae');
    const before = await everyRow();
    const answers: string[] = [];
    for (const route of writes) {
      const [method, routePath] = route.split(' ') as [string, string];
      const path = routePath.replace(/:\w+(\{[^}]*\})?/g, '1');
      const cookie = path.startsWith('/api/office/') ? admin : club;
      for (const page of foreignPages) {
        const response = await fromPage(path, cookie, page, method);
        const json = await fromPage(path, cookie, { ...page, 'content-type': 'application/json' }, method);
        for (const answer of [response, json]) {
          const body = (await answer.json().catch(() => ({}))) as { error?: { code?: string } };
          if (answer.status !== 403 || body.error?.code !== 'cross_origin') {
            answers.push(`${route} ${JSON.stringify(page)}: ${answer.status} ${body.error?.code}`);
          }
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await everyRow()).toEqual(before);
  });

  it("refuses the reported withdrawal from another origin of the same site, and takes it from the site's own", async () => {
    const cookie = await logInAs(app, 'club@example.ae');
    const applicant = await createApplicant(database.db, { kind: 'renewal', status: 'Approved' });
    await database.db
      .update(registrationRequests)
      .set({ requestedBy: call.idOf('club@example.ae'), status: 'Pending' })
      .where(eq(registrationRequests.id, applicant.requestId));
    const path = `/api/account/requests/${applicant.requestId}/withdrawal`;
    const status = async () =>
      (
        await database.db
          .select({ status: registrationRequests.status })
          .from(registrationRequests)
          .where(eq(registrationRequests.id, applicant.requestId))
      )[0]!.status;

    const refusal = await expectApiError(
      await fromPage(path, cookie, { origin: 'http://localhost:3002' }),
      403,
      'cross_origin',
    );
    expect(refusal.message).toBe('Changes are made from the site itself only');
    expect(await status()).toBe('Pending');

    // The composed site through the shell's proxy (PUBLIC_ORIGIN), a remote served alone through its own proxy.
    const ownPage = {
      origin: 'http://localhost:3001',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-host': 'localhost:3001',
    };
    const answer = await fromPage(path, cookie, ownPage);
    expect(answer.status).toBe(200);
    expect(await status()).toBe('Withdrawn');
  });

  it("lets the site's own pages and callers without a page through", async () => {
    const logOut = (headers: Record<string, string>) => fromPage('/api/auth/logout', 'x=1', headers);
    const allowed: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      {
        origin: 'https://www.uaearchery.ae',
        'x-forwarded-host': 'www.uaearchery.ae',
        'x-forwarded-proto': 'https',
      },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of allowed)
      expect({ headers, status: (await logOut(headers)).status }).toEqual({ headers, status: 204 });
    // The same proxy headers do not make another origin this site's.
    const forwarded = { 'x-forwarded-host': 'www.uaearchery.ae', 'x-forwarded-proto': 'https' };
    await expectApiError(
      await logOut({ ...forwarded, origin: 'http://www.uaearchery.ae' }),
      403,
      'cross_origin',
    );
    // Reading stays open to any page: the answers are the browser's to withhold (no CORS), and nothing changes.
    expect((await app.request('/api/news', { headers: { origin: 'http://evil.example' } })).status).toBe(200);
  });
});
