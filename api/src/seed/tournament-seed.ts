import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import {
  ageCategories,
  appliedSeeds,
  bowDivisions,
  files,
  members,
  seasons,
  tournamentAgeClasses,
  tournamentDivisions,
  tournamentDocuments,
  tournaments,
} from '../db/schema';
import { seasonOf } from '../reference/seasons';
import { insertEntry, withdrawEntry } from '../tournaments/entry-store';
import { textPdf } from './media/pdf';
import { addDays } from '../calendar';
import { entrySeeds, type TournamentSeed, tournamentSeeds } from './tournaments';

/** A seeded tournament's dates on the seeding day, and its English name (which, with the start, finds it again). */
export function demoTournamentDates(seed: TournamentSeed, today: string) {
  const startDate = addDays(today, seed.dates[0]);
  return {
    nameEn: `${seed.name.en} ${startDate.slice(0, 4)}`,
    nameAr: `${seed.name.ar} ${startDate.slice(0, 4)}`,
    startDate,
    endDate: addDays(today, seed.dates[1]),
    firstRegistrationStart: addDays(today, seed.firstWindow[0]),
    firstRegistrationEnd: addDays(today, seed.firstWindow[1]),
    secondRegistrationStart: seed.secondWindow ? addDays(today, seed.secondWindow[0]) : null,
    secondRegistrationEnd: seed.secondWindow ? addDays(today, seed.secondWindow[1]) : null,
  };
}

/**
 * The demo tournaments with what they offer, their fees and circulars, and the past seasons they fall in (the
 * reference data has installed the current and next ones). Claimed as `demo-tournaments`; dates count from `now`'s
 * UAE day.
 */
export async function seedDemoTournaments(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-tournaments' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    const planned = tournamentSeeds.map((seed) => ({ seed, ...demoTournamentDates(seed, today) }));
    const seasonRows = new Map(
      planned.map(({ startDate }) => [seasonOf(startDate).name, seasonOf(startDate)]),
    );
    await tx
      .insert(seasons)
      .values([...seasonRows.values()])
      .onConflictDoNothing();
    const seasonIds = new Map(
      (
        await tx
          .select({ id: seasons.id, name: seasons.name })
          .from(seasons)
          .where(inArray(seasons.name, [...seasonRows.keys()]))
      ).map((season) => [season.name, season.id]),
    );
    const divisionIds = new Map(
      (await tx.select({ id: bowDivisions.id, code: bowDivisions.code }).from(bowDivisions)).map((row) => [
        row.code,
        row.id,
      ]),
    );
    const classIds = new Map(
      (await tx.select({ id: ageCategories.id, code: ageCategories.code }).from(ageCategories)).map((row) => [
        row.code,
        row.id,
      ]),
    );

    const inserted = await tx
      .insert(tournaments)
      .values(
        planned.map(({ seed, ...dates }) => ({
          ...dates,
          kind: seed.kind,
          seasonId: seasonIds.get(seasonOf(dates.startDate).name)!,
          venueAr: seed.venue.ar,
          venueEn: seed.venue.en,
          entryFeeFils: seed.feeAed * 100,
        })),
      )
      .returning({ id: tournaments.id });
    const ids = inserted.map((row) => row.id);

    await tx
      .insert(tournamentDivisions)
      .values(
        tournamentSeeds.flatMap((seed, index) =>
          seed.divisions.map((code) => ({ tournamentId: ids[index]!, divisionId: divisionIds.get(code)! })),
        ),
      );
    await tx
      .insert(tournamentAgeClasses)
      .values(
        tournamentSeeds.flatMap((seed, index) =>
          seed.ageClasses.map((code) => ({ tournamentId: ids[index]!, ageCategoryId: classIds.get(code)! })),
        ),
      );

    for (const [index, { seed, nameEn, firstRegistrationStart }] of planned.entries()) {
      if (!seed.circular) continue;
      const number = `${seed.circular.number}/${firstRegistrationStart.slice(0, 4)}`;
      const bytes = textPdf(`Circular No. ${number}: ${nameEn}`, [
        `Issued on ${firstRegistrationStart}`,
        '',
        ...seed.circular.lines,
      ]);
      const [file] = await tx
        .insert(files)
        .values({
          fileName: `tournament-circular-${seed.circular.number.toLowerCase()}.pdf`,
          contentType: 'application/pdf',
          byteSize: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
        })
        .returning({ id: files.id });
      await tx.insert(tournamentDocuments).values({
        tournamentId: ids[index]!,
        fileId: file!.id,
        nameAr: `تعميم البطولة رقم ${number}`,
        nameEn: `Tournament circular No. ${number}`,
        sortOrder: 1,
      });
    }
  });
}

/**
 * The demo members' entries (with their bills and histories), claimed as `demo-entries`. Each is made on the first
 * day of its tournament's first window, and a withdrawn one is withdrawn the next day. An entry whose tournament or
 * member is missing (a database seeded on another day, or without the demo tournaments) is left out.
 */
export async function seedDemoEntries(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-entries' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    const memberRows = await tx
      .select({ id: members.id, email: members.email, nameAr: members.nameAr, nameEn: members.nameEn })
      .from(members);
    const memberOf = new Map(memberRows.map((row) => [row.email, row]));
    for (const entry of entrySeeds) {
      const seed = tournamentSeeds.find((candidate) => candidate.key === entry.tournament)!;
      const dates = demoTournamentDates(seed, today);
      const [tournament] = await tx
        .select({ id: tournaments.id, fee: tournaments.entryFeeFils })
        .from(tournaments)
        .where(and(eq(tournaments.nameEn, dates.nameEn), eq(tournaments.startDate, dates.startDate)));
      const archer = memberOf.get(entry.archer);
      const enteredBy = memberOf.get(entry.enteredBy);
      if (!tournament || !archer || !enteredBy) continue;
      const [division] = await tx
        .select({ id: bowDivisions.id })
        .from(bowDivisions)
        .where(eq(bowDivisions.code, entry.division));
      const [ageClass] = await tx
        .select({ id: ageCategories.id })
        .from(ageCategories)
        .where(eq(ageCategories.code, entry.ageClass));
      const at = new Date(`${dates.firstRegistrationStart}T10:00:00+04:00`);
      const entryId = await insertEntry(tx, {
        tournamentId: tournament.id,
        archerId: archer.id,
        enteredById: enteredBy.id,
        divisionId: division!.id,
        ageCategoryId: ageClass!.id,
        feeFils: tournament.fee,
        tournamentName: { ar: dates.nameAr, en: dates.nameEn },
        archerName: { ar: archer.nameAr, en: archer.nameEn },
        at,
      });
      if (entry.withdrawn) {
        await withdrawEntry(tx, entryId, enteredBy.id, entry.withdrawn, new Date(at.getTime() + 86_400_000));
      }
    }
  });
}
