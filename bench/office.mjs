// npm run bench:office — how fast the office's lists answer on a realistic database: 100,000 members and 20,000
// registration requests, seeded into a throwaway PGlite folder and a throwaway PostgreSQL database (made on the server
// of TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and dropped at the end). Every request goes
// through the real app (`createApp(...).request(...)`) with a membership officer's cookie. Prints p50/p95 per query
// and database and writes .bench/office.json. Targets: p95 <= 50 ms on PostgreSQL, <= 250 ms on PGlite.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/steps.mjs';

// The API is TypeScript run from source: tsx (an API dev dependency) compiles it on import.
const apiRequire = createRequire(join(root, 'api', 'package.json'));
const tsxFolder = dirname(apiRequire.resolve('tsx/package.json'));
const { register } = await import(pathToFileURL(join(tsxFolder, 'dist', 'esm', 'api', 'index.mjs')).href);
register();
const fromApi = (path) => import(pathToFileURL(join(root, 'api', path)).href);
const { createApp } = await fromApi('src/app.ts');
const { createPglite, openDatabase, pgliteHandle } = await fromApi('src/db/client.ts');
const { hashPassword } = await fromApi('src/auth/passwords.ts');
const { createLogger } = await fromApi('src/http/logger.ts');
const { sql } = apiRequire('drizzle-orm');
const pg = apiRequire('pg');

const memberCount = 100_000;
const requestCount = 20_000;
const warmUps = 5;
const runs = 60;
const targets = { pglite: 250, postgres: 50 };
const password = 'Bench#2026';
const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const migrations = join(root, 'api', 'drizzle');

// Name parts in both languages; every member gets a first, a father's and a family name from these.
const firstNames = [
  ['سالم', 'Salem'],
  ['راشد', 'Rashed'],
  ['مريم', 'Maryam'],
  ['خالد', 'Khaled'],
  ['فاطمة', 'Fatima'],
  ['أحمد', 'Ahmed'],
  ['يوسف', 'Yousef'],
  ['عائشة', 'Aisha'],
  ['عمر', 'Omar'],
  ['نورة', 'Noura'],
  ['سعيد', 'Saeed'],
  ['حمد', 'Hamad'],
  ['لطيفة', 'Latifa'],
  ['سلطان', 'Sultan'],
  ['ماجد', 'Majed'],
  ['حمدان', 'Hamdan'],
  ['شمسة', 'Shamsa'],
  ['عبدالله', 'Abdulla'],
  ['موزة', 'Moza'],
  ['محمد', 'Mohammed'],
];
const familyNames = [
  ['الكعبي', 'Al Kaabi'],
  ['الشامسي', 'Al Shamsi'],
  ['النعيمي', 'Al Nuaimi'],
  ['الظاهري', 'Al Dhaheri'],
  ['المنصوري', 'Al Mansoori'],
  ['الحمادي', 'Al Hammadi'],
  ['السويدي', 'Al Suwaidi'],
  ['البلوشي', 'Al Balushi'],
  ['المهيري', 'Al Muhairi'],
  ['الكتبي', 'Al Ketbi'],
  ['الزعابي', 'Al Zaabi'],
  ['الطنيجي', 'Al Tunaiji'],
  ['الشحي', 'Al Shehhi'],
  ['المزروعي', 'Al Mazrouei'],
  ['الرميثي', 'Al Romaithi'],
  ['القبيسي', 'Al Qubaisi'],
  ['الفلاسي', 'Al Falasi'],
  ['العامري', 'Al Ameri'],
  ['الهاشمي', 'Al Hashimi'],
  ['الدرمكي', 'Al Dermaki'],
];

const textArray = (values) => sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);
const part = (list, language, seed) =>
  sql`(${textArray(list.map((pair) => pair[language === 'ar' ? 0 : 1]))})[1 + (${sql.raw(seed)}) % ${list.length}]`;
const fullName = (language) =>
  sql`${part(firstNames, language, 'i')} || ' ' || ${part(firstNames, language, 'i / 20')} || ' ' || ${part(
    familyNames,
    language,
    'i / 400',
  )}`;

/** 100,000 members of every kind (5% clubs and academies), 20,000 requests, and one membership officer. */
async function seed(db) {
  const passwordHash = await hashPassword(password, hashing);
  await db.execute(sql`
    insert into members (email, password_hash, account_type, name_ar, name_en, membership_status, is_blocked,
      emirates_id, birth_date, gender, membership_number, valid_until, created_at)
    select 'member.' || lpad(i::text, 6, '0') || '@example.ae', ${passwordHash},
      (array['player', 'player', 'player', 'player', 'coach', 'referee', 'person', 'employee', 'technical',
        'activity', 'guest', 'individual', 'player', 'player', 'player', 'player', 'player', 'player', 'club',
        'academy'])[1 + i % 20]::account_type,
      ${fullName('ar')}, ${fullName('en')},
      (case when i % 10 < 7 then 'Approved' when i % 10 < 9 then 'Pending' else 'Cancled' end)::membership_status,
      i % 97 = 0,
      '784' || lpad(i::text, 12, '0'),
      date '1960-01-01' + (i * 37) % 18000, (case when i % 2 = 0 then 'male' else 'female' end)::gender,
      case when i % 10 < 7 then 'UAEAF-' || lpad(i::text, 6, '0') end,
      case when i % 10 < 7 then date '2027-06-30' end,
      timestamptz '2021-01-01 00:00+04' + (i * interval '25 minutes')
    from generate_series(1, ${sql.raw(String(memberCount))}) as i`);
  await db.execute(sql`
    insert into club_players (player_id, club_id, joined_on)
    select m.id, (select id from members where account_type = 'club' order by id limit 1 offset (m.id % 100)),
      date '2024-09-01'
    from members m where m.account_type = 'player' and m.id % 3 = 0`);
  await db.execute(sql`
    insert into registration_requests (member_id, kind, form, status, details, club_id, client_address, created_at,
      updated_at)
    select 1 + (i * 7) % ${sql.raw(String(memberCount))},
      (case when i % 5 = 0 then 'renewal' else 'new' end)::registration_request_kind, 'players',
      (array['Pending', 'Pending', 'Accepted', 'Approved', 'Approved', 'Approved', 'Cancled'])[1 + i % 7]
        ::registration_request_status,
      '{}'::jsonb, null, '203.0.113.1',
      timestamptz '2024-01-01 00:00+04' + (i * interval '41 minutes'),
      timestamptz '2024-01-01 00:00+04' + (i * interval '41 minutes')
    from generate_series(1, ${sql.raw(String(requestCount))}) as i`);
  await db.execute(sql`
    insert into members (email, password_hash, account_type, office_role, name_ar, name_en, membership_status)
    values ('officer@example.ae', ${passwordHash}, 'admin', 'membership', 'موظف العضوية', 'Membership Officer',
      'Approved')`);
  await db.execute(sql`analyze`);
}

const queries = [
  ['members: name fragment', '/api/office/members?q=mazrou'],
  ['members: Arabic name fragment', `/api/office/members?q=${encodeURIComponent('الكعبي')}`],
  ['members: email', '/api/office/members?q=member.054321%40example.ae'],
  ['members: membership number', '/api/office/members?q=UAEAF-054321'],
  ['members: first page by name', '/api/office/members'],
  ['requests: first page (default sort)', '/api/office/requests'],
  ['requests: status Pending', '/api/office/requests?status=Pending'],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(kind, database) {
  const seeding = performance.now();
  await database.migrate(migrations);
  await seed(database.db);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const app = createApp({ database, logger: createLogger('silent'), passwordHashing: hashing });
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'officer@example.ae', password }),
  });
  if (login.status !== 200) throw new Error(`The officer's login answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const results = [];
  for (const [name, path] of queries) {
    const times = [];
    let total;
    for (let run = 0; run < warmUps + runs; run++) {
      const started = performance.now();
      const response = await app.request(path, { headers: { cookie } });
      const body = await response.json();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      if (run >= warmUps) times.push(performance.now() - started);
      total = body.total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    results.push({ database: kind, query: name, path, matches: total, p50: percentile(times, 50), p95 });
  }
  return { seedSeconds, results };
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-office-'));
  const database = pgliteHandle(await createPglite(dataDir));
  try {
    return await measure('pglite', database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `uaeaf_bench_office_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: cannot reach ${new URL(adminUrl).host} (${error.message})`);
    return undefined;
  }
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      return await measure('postgres', database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const runsByDatabase = { pglite: await onPglite(), postgres: await onPostgres() };
const rows = Object.values(runsByDatabase).flatMap((run) => run?.results ?? []);

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
console.log(
  `\nOffice lists on ${memberCount.toLocaleString('en')} members and ${requestCount.toLocaleString('en')} requests`,
);
for (const [kind, run] of Object.entries(runsByDatabase)) {
  if (run) console.log(`${kind}: seeded in ${run.seedSeconds.toFixed(1)} s`);
}
console.log(
  `${'database'.padEnd(9)} ${'query'.padEnd(36)} ${'matches'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}  target`,
);
for (const row of rows) {
  const target = targets[row.database];
  console.log(
    `${row.database.padEnd(9)} ${row.query.padEnd(36)} ${String(row.matches).padStart(8)} ${ms(row.p50)} ${ms(row.p95)}  ` +
      `${row.p95 <= target ? 'ok' : 'OVER'} (<= ${target} ms)`,
  );
}
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench', 'office.json'),
  JSON.stringify({ memberCount, requestCount, runs, targets, results: rows }, null, 2),
);
