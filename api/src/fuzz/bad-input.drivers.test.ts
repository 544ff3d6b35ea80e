import { ElectronicServiceKinds, FeeCodes, RegistrationFormNames, type ApiErrorBody } from '@uaeaf/contracts';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { logInAs } from '../../test/auth';
import { appRoutes } from '../../test/routes';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { memberSeeds, staffSeeds } from '../seed/members';

/**
 * Issue 15, item 1 (decision 042): generated bad bodies to every POST, PUT and PATCH route the app serves, each sent
 * as a caller allowed to call it. None may answer 500, and a body the route refuses (4xx) may store no row. The routes
 * come from the app itself, as in the permission matrix; each route's fields from its own answer to `{}` (the field
 * errors of `validation_failed`), so a field added to a contract is fuzzed without touching this file.
 */

/** Bodies per route, shared by its parameter values: 1,322 bodies to 44 routes (55 paths) on the day, about 25-60 s. */
const bodiesPerRoute = 30;
/** The same bodies on every run, so a failure can be reproduced; change it to explore. */
const seed = 15_042;

let database: DatabaseHandle;
let app: Hono;
const cookies = new Map<string, string | undefined>();
let requestCount = 0;

/** Values to try for a path parameter by its name: the real names a route accepts, and an id that exists. */
const parameterValues: Record<string, readonly string[]> = {
  form: RegistrationFormNames,
  kind: ElectronicServiceKinds,
  code: FeeCodes.slice(0, 1),
  provider: ['test'],
};

/** Callers in the order they are tried; the first a route lets through (neither 401 nor 403) sends its bodies. */
const callers = [
  undefined,
  ...staffSeeds.map((staff) => staff.email),
  ...memberSeeds.filter((member) => !member.isBlocked).map((member) => member.email),
];

async function cookieOf(email: string | undefined): Promise<string | undefined> {
  if (email === undefined) return undefined;
  if (!cookies.has(email)) cookies.set(email, await logInAs(app, email));
  return cookies.get(email);
}

async function send(
  method: string,
  path: string,
  email: string | undefined,
  body: string | Uint8Array,
  contentType = 'application/json',
): Promise<Response> {
  requestCount++;
  const cookie = await cookieOf(email);
  return app.request(path, {
    method,
    headers: {
      'content-type': contentType,
      // A new client address for each request: the hourly allowances of the public forms would otherwise answer 429
      // long before the bodies reach their checks.
      'x-forwarded-for': `198.51.${(requestCount >> 8) & 255}.${requestCount & 255}`,
      ...(cookie && { cookie }),
    },
    body,
  });
}

/** Every path a route is reached by: its parameters filled with each value known for them, `1` otherwise. */
function pathsOf(routePath: string): string[] {
  let paths = [routePath];
  for (const [, name] of routePath.matchAll(/:(\w+)/g)) {
    const values = parameterValues[name!] ?? ['1'];
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, value)));
  }
  return paths;
}

/** Row counts of every table: compared before and after a refused body, they show a row it stored. */
let countRows: () => Promise<Record<string, number>>;

/** The rows of a query; the driver's result type differs between PGlite and node-postgres, its `rows` does not. */
async function rowsOf<TRow>(query: SQL): Promise<TRow[]> {
  return ((await database.db.execute(query)) as unknown as { rows: TRow[] }).rows;
}

async function rowCounter(): Promise<() => Promise<Record<string, number>>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // Sessions are made by logging in, between the counts (no refused body logs anyone in); the payment provider's
  // notifications keep every one received, a refused forgery too, for the finance office (payments/notifications.ts);
  // the public forms' allowances count every post before its body is read, a refused one too (decision 048).
  const logs = new Set(['sessions', 'payment_notifications', 'rate_limiter_flexible']);
  const names = tables.map((table) => table.name).filter((name) => !logs.has(name));
  const query = sql.raw(
    names.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all '),
  );
  return async () =>
    Object.fromEntries(
      (await rowsOf<{ name: string; n: number }>(query)).map((row) => [row.name, Number(row.n)]),
    );
}

/** Nests dot paths (`name.ar`, `players.0.email`) back into an object, as the route expects its fields. */
function place(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

const badText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\u202E',
    '\u202Egnp.exe',
    '\u200B\u200C\u200D',
    '\uFEFF',
    '\u2066\u2069',
    ' ',
    '',
    '<script>alert(1)</script>',
    "'; drop table members; --",
    '%00',
    '١٢٣',
    'data:image/png;base64,iVBORw0KGgo=',
    '2026-02-30',
    '784-1990-1234567-0',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'a'.repeat(length)),
);

const badNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.0,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
);

// Objects and arrays nested deeper than any form's fields.
const deep = fc.integer({ min: 50, max: 5_000 }).map((depth) => {
  let value: unknown = 'x\u0000';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badText, weight: 4 },
  { arbitrary: badNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, {}, [], [[]], { '\u0000': 1 }), weight: 1 },
  { arbitrary: fc.array(badText, { maxLength: 3 }), weight: 1 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A body shaped like the route's: its fields, some left out, each with a bad value; or no object at all. */
function badBodies(fields: readonly string[]): fc.Arbitrary<unknown> {
  const shaped = fc
    .tuple(...fields.map(() => fc.option(badValue, { freq: 6, nil: undefined })))
    .map((values) => {
      const body: Record<string, unknown> = {};
      fields.forEach((field, index) => {
        if (values[index] !== undefined) place(body, field, values[index]);
      });
      return body;
    });
  const whole = fc.oneof(badValue, fc.dictionary(fc.string({ maxLength: 8 }), badValue, { maxKeys: 4 }));
  return fields.length > 0
    ? fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: whole, weight: 1 })
    : whole;
}

interface Target {
  route: string;
  path: string;
  method: string;
  caller: string | undefined;
  fields: string[];
}

/** The first caller the route lets through, and the fields its answer to an empty object names. */
async function targetOf(route: string, path: string): Promise<Target | undefined> {
  const [method] = route.split(' ') as [string];
  for (const caller of callers) {
    const response = await send(method, path, caller, '{}');
    if (response.status === 401 || response.status === 403) continue;
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    const fields = Object.keys(body.error?.fields ?? {}).filter((field) => field !== '');
    return { route, path, method, caller, fields };
  }
  return undefined;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  countRows = await rowCounter();
});
afterAll(() => database.close());

describe('generated bad bodies', () => {
  it('never answer 500, and a refused one stores nothing, on every POST, PUT and PATCH route', async () => {
    const routes = appRoutes(app).filter((route) => /^(POST|PUT|PATCH) /.test(route));
    const targets: Target[] = [];
    const unreachable: string[] = [];
    for (const route of routes) {
      for (const path of pathsOf(route.split(' ')[1]!)) {
        const target = await targetOf(route, path);
        if (target) targets.push(target);
        else unreachable.push(path);
      }
    }
    // Every route has a caller it lets through (the permission matrix checks the rest).
    expect(unreachable).toEqual([]);

    const failures: string[] = [];
    let sent = 0;
    for (const [index, target] of targets.entries()) {
      const bodies = fc.sample(badBodies(target.fields), {
        numRuns: Math.ceil(bodiesPerRoute / pathsOf(target.route.split(' ')[1]!).length),
        seed: seed + index,
      });
      for (const body of bodies) {
        const text = JSON.stringify(body) ?? 'null';
        const before = await countRows();
        const response = await send(target.method, target.path, target.caller, text);
        sent++;
        const after = await countRows();
        const label = `${target.method} ${target.path} as ${target.caller ?? 'nobody'}: ${response.status} for ${text.slice(0, 300)}`;
        if (response.status >= 500) failures.push(label);
        if (response.status >= 400) {
          const stored = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (stored.length > 0) failures.push(`${label} stored rows in ${stored.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1_000);
  }, 240_000);

  it('never answer 500 to generated files on the upload route, and store none they refuse', async () => {
    // Files that start as what they claim and go wrong after: random bytes, cut short, a claimed type that differs.
    const signatures = {
      'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
      'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      'application/pdf': [...'%PDF-1.7\n'].map((character) => character.charCodeAt(0)),
    };
    const types = Object.keys(signatures) as (keyof typeof signatures)[];
    const file = fc.record({
      starts: fc.constantFrom(...types, undefined),
      claims: fc.constantFrom(...types, 'text/html', 'application/octet-stream', ''),
      rest: fc.uint8Array({ maxLength: 4096 }),
    });
    const failures: string[] = [];
    const samples = fc.sample(file, { numRuns: 300, seed });
    for (const { starts, claims, rest } of samples) {
      const bytes = Uint8Array.from([...(starts ? signatures[starts] : []), ...rest]);
      const before = await countRows();
      const response = await send('POST', '/api/uploads', undefined, bytes, claims);
      const after = await countRows();
      const label = `${claims} starting as ${starts ?? 'nothing'}, ${bytes.length} bytes: ${response.status}`;
      if (response.status >= 500) failures.push(label);
      if (response.status >= 400 && after['uploads'] !== before['uploads'])
        failures.push(`${label} stored it`);
    }
    expect(failures).toEqual([]);
    expect(samples).toHaveLength(300);
  }, 120_000);
});
