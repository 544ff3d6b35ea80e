// npm run bench:results — results, rankings and records at scale (issue 30, decisions 092 and 093): 5 seasons x 40
// tournaments x 150 archers (30,000 published results of 1,200 member archers) generated into a fresh PGlite folder
// and then a fresh PostgreSQL database on TEST_DATABASE_URL's server (dropped after), migrated as the API migrates
// them, with the rankings computed as publishing computes them. Times, BENCH_RUNS times (default 40) after three
// warm-ups, the queries behind `GET /api/rankings` (a season's lists of one division, gender and age class) and
// `GET /api/athletes/:id` (a different archer each run), called as the routes call them (the routes' memory cache
// would otherwise answer repeats); and the import of a 300-archer Ianseo file (read, checked, matched by membership
// number, stored as a draft) and its publication (rankings recomputed, records proposed), median of 5. Prints the
// figures with their targets (PostgreSQL 50 ms, the issue's; PGlite 250 ms, as bench:office) and the machine's load;
// writes .bench/results.json. Needs no build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../scripts/steps.mjs';
import { fromApi, latencyFigures, machineLoad, onBothDatabases, timed } from './database-bench.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const seasonsCount = 5;
const tournamentsPerSeason = 40;
const archersPerTournament = 150;
const memberCount = 1200;
const targetsMs = { PGlite: 250, PostgreSQL: 50 };
const now = new Date('2026-12-01T08:00:00Z');

const [
  { openDatabase },
  schema,
  { installReferenceData },
  { refreshRankings, rankingLists },
  { athleteProfile },
  { importResults },
  { publishImport },
  { createLogger },
  { ianseoFile, ianseoLine },
] = await Promise.all([
  fromApi('db/client.ts'),
  fromApi('db/schema.ts'),
  fromApi('reference/install.ts'),
  fromApi('results/rankings.ts'),
  fromApi('results/public.ts'),
  fromApi('results/import.ts'),
  fromApi('results/publish.ts'),
  fromApi('http/logger.ts'),
  fromApi('results/fixtures/ianseo-sample.ts'),
]);
const { members, resultImports, resultRows, seasons, tournaments } = schema;

let seed = 30;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const divisions = ['R', 'C', 'B'];
const ranges = { R: [550, 680], C: [650, 705], B: [450, 600] };
const roundOf = (division) => (division === 'R' ? 'WA720-70' : 'WA720-50');
const classes = ['U18', 'U21', 'SENIOR', 'SENIOR', 'SENIOR', '50+'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function score(archer) {
  const [low, high] = ranges[archer.division];
  const total = Math.round(
    low + (high - low) * Math.min(1, Math.max(0, archer.skill + (random() - 0.5) * 0.15)),
  );
  const first = Math.min(360, Math.max(total - 360, Math.ceil(total / 2)));
  const tens = Math.min(72, Math.floor(total / 10), Math.max(0, Math.round((total / 72 - 7.6) * 32)));
  return { distances: [first, total - first], total, tens, xs: Math.round(tens * 0.4) };
}

/** The database filled: seasons, members, tournaments, their published results, then the rankings. */
async function fill(database) {
  const { db } = database;
  await installReferenceData(db, now);
  const seasonIds = [];
  for (let index = 0; index < seasonsCount; index++) {
    const year = 2022 + index;
    const [row] = await db
      .insert(seasons)
      .values({ name: `${year}-${year + 1}`, startDate: `${year}-09-01`, endDate: `${year + 1}-08-31` })
      .onConflictDoNothing()
      .returning({ id: seasons.id });
    seasonIds.push(
      row?.id ?? (await db.select().from(seasons)).find((s) => s.name === `${year}-${year + 1}`).id,
    );
  }
  const archers = [];
  for (let start = 0; start < memberCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, memberCount - start) }, (_, offset) => {
      const index = start + offset;
      return {
        email: `archer${index}@bench.example`,
        passwordHash: 'x',
        accountType: 'player',
        nameAr: `رامي ${index}`,
        nameEn: `Archer ${index}`,
        membershipStatus: 'Approved',
        birthDate: `${1960 + (index % 50)}-0${1 + (index % 9)}-15`,
        gender: index % 3 === 0 ? 'female' : 'male',
        membershipNumber: `UAEAF-B${String(index).padStart(6, '0')}`,
      };
    });
    const rows = await db.insert(members).values(batch).returning({ id: members.id, gender: members.gender });
    for (const row of rows) {
      archers.push({
        id: row.id,
        gender: row.gender,
        division: divisions[archers.length % 3],
        ageClass: classes[archers.length % classes.length],
        skill: random(),
      });
    }
  }
  const bySeason = new Map();
  for (const [seasonIndex, seasonId] of seasonIds.entries()) {
    for (let t = 0; t < tournamentsPerSeason; t++) {
      const year = 2022 + seasonIndex;
      const day = new Date(Date.UTC(year, 8, 5) + t * 8 * 86_400_000).toISOString().slice(0, 10);
      const [tournament] = await db
        .insert(tournaments)
        .values({
          kind: t % 4 === 3 ? 'Open' : 'Local',
          seasonId,
          nameAr: `بطولة ${seasonIndex}-${t}`,
          nameEn: `Tournament ${seasonIndex}-${t}`,
          venueAr: 'دبي',
          venueEn: 'Dubai',
          startDate: day,
          endDate: day,
          firstRegistrationStart: day,
          firstRegistrationEnd: day,
        })
        .returning({ id: tournaments.id });
      const [created] = await db
        .insert(resultImports)
        .values({
          tournamentId: tournament.id,
          status: 'published',
          format: 'ianseo',
          fileName: 'bench.txt',
          fileSha256: '0'.repeat(64),
          publishedAt: now,
        })
        .returning({ id: resultImports.id });
      const shooting = Array.from(
        { length: archersPerTournament },
        () => archers[Math.floor(random() * archers.length)],
      ).filter((archer, index, all) => all.indexOf(archer) === index);
      const rows = shooting.map((archer, index) => ({
        importId: created.id,
        line: index + 2,
        name: `Archer ${archer.id}`,
        division: archer.division,
        gender: archer.gender,
        ageClass: archer.ageClass,
        roundCode: roundOf(archer.division),
        ...score(archer),
        rank: 1,
        memberId: archer.id,
        matchState: 'matched',
      }));
      await db.insert(resultRows).values(rows);
      const categories = bySeason.get(seasonId) ?? { tournamentId: tournament.id, list: new Map() };
      for (const row of rows)
        categories.list.set(`${row.roundCode}|${row.division}|${row.gender}|${row.ageClass}`, row);
      bySeason.set(seasonId, categories);
    }
  }
  for (const { tournamentId, list } of bySeason.values()) {
    await refreshRankings(db, tournamentId, [...list.values()], now);
  }
  await database.executeSql('analyze');
  return { archers, lastSeason: `${2022 + seasonsCount - 1}-${2022 + seasonsCount}` };
}

/** A 300-archer Ianseo qualification export of members (by membership number), as the tests write one. */
function ianseoExport(archers) {
  const klass = { U18: 'U18', U21: 'U21', SENIOR: '', '50+': '50' };
  return ianseoFile(
    archers.map((archer) => {
      const { distances, tens, xs } = score(archer);
      return ianseoLine({
        code: `UAEAF-B${String(archer.index).padStart(6, '0')}`,
        family: 'Archer',
        given: `${archer.index}`,
        dob: '',
        sex: archer.gender === 'female' ? '1' : '0',
        club: ['', ''],
        division: archer.division,
        klass: `${klass[archer.ageClass]}${archer.gender === 'female' ? 'W' : 'M'}`,
        d1: distances[0],
        d2: distances[1],
        tens,
        xs,
      });
    }),
  );
}

async function measure(name, target) {
  const database = await openDatabase(target);
  try {
    await database.migrate(join(root, 'api', 'drizzle'));
    seed = 30;
    const fillStart = performance.now();
    const { archers, lastSeason } = await fill(database);
    const fillSeconds = Math.round((performance.now() - fillStart) / 100) / 10;
    const { db } = database;
    const rows = [];
    const rankingQueries = divisions.flatMap((division) =>
      ['male', 'female'].map((gender) => ({ season: lastSeason, division, gender, ageClass: 'SENIOR' })),
    );
    const calls = {
      'rankings lists': (index) => rankingLists(db, rankingQueries[index % rankingQueries.length]),
      'athlete profile': (index) => athleteProfile(db, archers[(index * 37) % archers.length].id, now),
    };
    for (const [call, run] of Object.entries(calls)) {
      for (let warm = 0; warm < 3; warm++) await run(warm);
      const times = [];
      for (let index = 0; index < runs; index++) times.push(await timed(() => run(index)));
      rows.push({ database: name, call, runs: times.length, ...latencyFigures(times, targetsMs[name]) });
    }
    // The 300-archer import and its publication, five times (each import replaces the draft; each publication the
    // published results of the tournament).
    const [admin] = await db
      .insert(members)
      .values({
        email: 'admin@bench.example',
        passwordHash: 'x',
        accountType: 'admin',
        officeRole: 'administrator',
        nameAr: 'مدير',
        nameEn: 'Admin',
      })
      .returning({ id: members.id });
    const [tournament] = await db.select({ id: tournaments.id }).from(tournaments).limit(1);
    const chosen = Array.from({ length: 300 }, (_, index) => ({ ...archers[index], index }));
    const file = ianseoExport(chosen);
    const importTimes = [];
    const publishTimes = [];
    const quiet = {
      mailer: { send: async () => {} },
      publicOrigin: 'http://localhost:3000',
      logger: createLogger('silent'),
    };
    for (let round = 0; round < 5; round++) {
      let id;
      importTimes.push(
        await timed(async () => {
          id = await importResults(
            db,
            admin.id,
            tournament.id,
            {
              format: 'ianseo',
              fileName: 'bench.txt',
              content: file,
              finals: '',
              rounds: { default: 'WA720-70', byCategory: { C: 'WA720-50', B: 'WA720-50' } },
            },
            now,
          );
        }),
      );
      publishTimes.push(await timed(() => publishImport(db, admin.id, id, now, quiet)));
    }
    return {
      rows,
      fillSeconds,
      importMs: Math.round(median(importTimes)),
      publishMs: Math.round(median(publishTimes)),
    };
  } finally {
    await database.close();
  }
}

console.log(
  `${seasonsCount} seasons x ${tournamentsPerSeason} tournaments x ${archersPerTournament} archers (${memberCount} members); ${runs} runs per call after 3 warm-ups; load ${machineLoad()}`,
);
const results = await onBothDatabases('results', measure);
console.table(Object.values(results).flatMap((result) => result.rows));
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, result]) => [
      name,
      {
        'fill s': result.fillSeconds,
        '300-archer import ms': result.importMs,
        'its publication ms': result.publishMs,
      },
    ]),
  ),
);
console.log(`load at the end ${machineLoad()}`);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'results.json'), JSON.stringify({ runs, results }, null, 2));
