import {
  ageClassFor,
  type AgeClassCode,
  rankQualification,
  type RoundCode,
  roundDefinitions,
} from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { appliedSeeds, members, nationalRecords, resultImports, resultRows, tournaments } from '../db/schema';
import { refreshRankings } from '../results/rankings';
import { demoTournamentDates } from './tournament-seed';
import { tournamentSeeds } from './tournaments';

/** The demo's past federation tournaments with results, oldest first (so the later ones show ranking movement). */
const resultTournaments = [
  { key: 'open-dubai-past', indoor: true },
  { key: 'local-indoor-past', indoor: true },
  { key: 'international-past', indoor: false },
  { key: 'local-federation-cup-past', indoor: false },
] as const;

/** The demo members who shoot, with their bow. */
const demoArchers: Record<string, string> = {
  'player@example.ae': 'R',
  'restricted@example.ae': 'C',
  'activity@example.ae': 'B',
  'rashid.junior@example.ae': 'R',
  'noura.cadet@example.ae': 'R',
  'mariam.archer@example.ae': 'R',
  'saeed.youth@example.ae': 'C',
};

const guestNames = {
  male: [
    'Omar Al Marzouqi',
    'Hamad Al Dhaheri',
    'Yousef Al Hammadi',
    'Ali Al Suwaidi',
    'Majid Al Falasi',
    'Faisal Al Mheiri',
    'Abdulrahman Al Ketbi',
    'Saif Al Mazrouei',
    'Hassan Al Blooshi',
    'Ibrahim Al Zaabi',
    'Mohammed Al Hosani',
    'Khalifa Al Qubaisi',
  ],
  female: [
    'Fatima Al Mansoori',
    'Aisha Al Nuaimi',
    'Hessa Al Shehhi',
    'Shamma Al Mazrouei',
    'Latifa Al Ameri',
    'Meera Al Tunaiji',
    'Alia Al Kaabi',
    'Reem Al Rashidi',
  ],
};
const guestClubs = [
  'Dubai Archery Club',
  'Al Ain Archery Club',
  'Abu Dhabi Archery Club',
  'Fujairah Archery Team',
];

/** Scores as these bows shoot them: outdoor recurve 70m 550-680, compound 50m 650-705, barebow 450-600; indoors less. */
const ranges: Record<string, Record<'indoor' | 'outdoor', [number, number]>> = {
  R: { outdoor: [550, 680], indoor: [520, 585] },
  C: { outdoor: [650, 705], indoor: [565, 594] },
  B: { outdoor: [450, 600], indoor: [450, 545] },
};

/** A repeatable pseudo-random sequence (the demo is the same on every machine). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function roundOf(division: string, ageClass: AgeClassCode, indoor: boolean): RoundCode {
  if (indoor) return 'WA18';
  if (division !== 'R') return 'WA720-50';
  return ageClass === 'U15' ? 'WA720-40' : ageClass === 'U18' ? 'WA720-60' : 'WA720-70';
}

interface Archer {
  key: string;
  memberId: number | null;
  name: string;
  birthDate: string | null;
  gender: 'male' | 'female';
  division: string;
  clubName: string | null;
  clubId: number | null;
  /** 0 (weakest) to 1 (strongest): the same archer shoots alike at every tournament. */
  skill: number;
}

/**
 * Published results for the demo's past federation tournaments (issue 30): the demo archers among guests, a qualification
 * table per category with distance scores, 10s and Xs, final placings where eight or more shot, the rankings they
 * make, and a few national records (one with history, one proposed for the office to decide). Claimed as
 * `demo-results`; needs the demo members and tournaments.
 */
export async function seedDemoResults(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-results' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const people = await tx
      .select({
        id: members.id,
        email: members.email,
        nameAr: members.nameAr,
        nameEn: members.nameEn,
        birthDate: members.birthDate,
        gender: members.gender,
      })
      .from(members)
      .where(inArray(members.email, Object.keys(demoArchers)));
    const clubsOf = await tx
      .select({ id: members.id, email: members.email, nameEn: members.nameEn })
      .from(members)
      .where(inArray(members.email, ['club@example.ae', 'academy@example.ae']));
    const sharjah = clubsOf.find((club) => club.email === 'club@example.ae');
    const next = random(30);
    const archers: Archer[] = people
      .filter((person) => person.birthDate && person.gender)
      .map((person) => ({
        key: person.email,
        memberId: person.id,
        name: person.nameEn,
        birthDate: person.birthDate,
        gender: person.gender!,
        division: demoArchers[person.email]!,
        clubName: sharjah?.nameEn ?? null,
        clubId: sharjah?.id ?? null,
        // The demo player is among the best, so their pages show a podium, a ranking and a record.
        skill: person.email === 'player@example.ae' ? 0.97 : 0.4 + next() * 0.5,
      }));
    for (const gender of ['male', 'female'] as const) {
      guestNames[gender].forEach((name, index) => {
        const year = Number(today.slice(0, 4)) - 22 - Math.floor(next() * 20);
        archers.push({
          key: name,
          memberId: null,
          name,
          birthDate: `${year}-0${1 + (index % 9)}-1${index % 9}`,
          gender,
          division: ['R', 'C', 'B'][index % 3]!,
          clubName: guestClubs[index % guestClubs.length]!,
          clubId: null,
          skill: next() * 0.9,
        });
      });
    }

    for (const { key, indoor } of resultTournaments) {
      const seed = tournamentSeeds.find((candidate) => candidate.key === key)!;
      const dates = demoTournamentDates(seed, today);
      const [tournament] = await tx
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.nameEn, dates.nameEn), eq(tournaments.startDate, dates.startDate)));
      if (!tournament) continue;
      const year = Number(dates.startDate.slice(0, 4));
      const shot = archers
        .filter((archer) => next() < 0.9 || archer.memberId !== null)
        .map((archer) => {
          const ageClass = archer.birthDate ? ageClassFor(archer.birthDate, year) : 'SENIOR';
          const roundCode = roundOf(archer.division, ageClass, indoor);
          const round = roundDefinitions[roundCode];
          const [low, high] = ranges[archer.division]![indoor ? 'indoor' : 'outdoor'];
          const total = Math.round(
            low + (high - low) * Math.min(1, Math.max(0, archer.skill + (next() - 0.5) * 0.12)),
          );
          const [most1, most2] = round.distances.map((distance) => distance.arrows * 10) as [number, number];
          const first = Math.min(
            most1,
            Math.max(total - most2, Math.ceil(total / 2) + Math.round((next() - 0.5) * 8)),
          );
          const distances = [first, total - first];
          const arrows = round.distances.reduce((sum, distance) => sum + distance.arrows, 0);
          const tens = Math.min(
            arrows,
            Math.floor(total / 10),
            Math.max(0, Math.round((total / arrows - 7.6) * arrows * 0.45)),
          );
          return { archer, ageClass, roundCode, distances, total, tens, xs: Math.round(tens * 0.4) };
        });
      const categories = new Map<string, typeof shot>();
      for (const row of shot) {
        const category = `${row.archer.division}|${row.archer.gender}|${row.ageClass}`;
        categories.set(category, [...(categories.get(category) ?? []), row]);
      }
      const [created] = await tx
        .insert(resultImports)
        .values({
          tournamentId: tournament.id,
          status: 'published',
          format: 'ianseo',
          fileName: `${seed.key}.txt`,
          fileSha256: '0'.repeat(64),
          importedAt: new Date(`${dates.endDate}T18:00:00+04:00`),
          publishedAt: new Date(`${dates.endDate}T20:00:00+04:00`),
        })
        .returning({ id: resultImports.id });
      let line = 1;
      const values = [...categories.values()].flatMap((group) =>
        rankQualification(group).map((row) => ({
          importId: created!.id,
          line: ++line,
          name: row.archer.name,
          birthDate: row.archer.birthDate,
          membershipNumber: null,
          clubCode: null,
          clubName: row.archer.clubName,
          clubId: row.archer.clubId,
          division: row.archer.division,
          gender: row.archer.gender,
          ageClass: row.ageClass,
          roundCode: row.roundCode,
          distances: row.distances,
          total: row.total,
          tens: row.tens,
          xs: row.xs,
          rank: row.rank,
          // Eight or more shot the matches: the medal matches can turn the first four around, then 5th and 9th.
          finalPlace:
            group.length < 8 ? null : row.rank <= 4 ? [2, 1, 3, 4][row.rank - 1]! : row.rank <= 8 ? 5 : 9,
          memberId: row.archer.memberId,
          matchState: row.archer.memberId === null ? ('guest' as const) : ('matched' as const),
        })),
      );
      await tx.insert(resultRows).values(values);
      await refreshRankings(tx, tournament.id, values, new Date(`${dates.endDate}T20:00:00+04:00`));
    }

    // National records: the demo player's best outdoor score is the record (it broke an older one), and a guest-free
    // compound score waits as a proposal.
    const published = await tx
      .select({ row: resultRows, tournamentId: resultImports.tournamentId, startDate: tournaments.startDate })
      .from(resultRows)
      .innerJoin(resultImports, eq(resultImports.id, resultRows.importId))
      .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
      .where(eq(resultRows.matchState, 'matched'));
    const holder = published
      .filter(
        ({ row }) =>
          row.roundCode === 'WA720-70' &&
          people.some((p) => p.id === row.memberId && p.email === 'player@example.ae'),
      )
      .sort((a, b) => b.row.total - a.row.total)[0];
    const decidedAt = new Date(now.getTime() - 86_400_000);
    if (holder) {
      const base = {
        roundCode: holder.row.roundCode,
        division: holder.row.division,
        gender: holder.row.gender,
        ageClass: holder.row.ageClass,
        clubNameAr: 'نادي الشارقة للرماية',
        clubNameEn: 'Sharjah Archery Club',
        tournamentId: holder.tournamentId,
        status: 'approved' as const,
        decidedAt,
      };
      await tx.insert(nationalRecords).values([
        {
          ...base,
          holderNameAr: 'عبدالله سعيد المهيري',
          holderNameEn: 'Abdulla Saeed Al Mheiri',
          score: holder.row.total - 9,
          tens: Math.max(0, holder.row.tens - 4),
          xs: Math.max(0, holder.row.xs - 2),
          shotOn: `${Number(holder.startDate.slice(0, 4)) - 3}-03-12`,
        },
        {
          ...base,
          memberId: holder.row.memberId,
          holderNameAr: people.find((p) => p.id === holder.row.memberId)!.nameAr,
          holderNameEn: holder.row.name,
          score: holder.row.total,
          tens: holder.row.tens,
          xs: holder.row.xs,
          shotOn: holder.startDate,
          resultRowId: holder.row.id,
        },
      ]);
    }
    const proposal = published
      .filter(({ row }) => row.division === 'C' && row.roundCode === 'WA720-50')
      .sort((a, b) => b.row.total - a.row.total)[0];
    if (proposal) {
      const person = people.find((p) => p.id === proposal.row.memberId)!;
      await tx.insert(nationalRecords).values({
        roundCode: proposal.row.roundCode,
        division: proposal.row.division,
        gender: proposal.row.gender,
        ageClass: proposal.row.ageClass,
        memberId: proposal.row.memberId,
        holderNameAr: person.nameAr,
        holderNameEn: person.nameEn,
        clubNameAr: 'نادي الشارقة للرماية',
        clubNameEn: 'Sharjah Archery Club',
        score: proposal.row.total,
        tens: proposal.row.tens,
        xs: proposal.row.xs,
        shotOn: proposal.startDate,
        tournamentId: proposal.tournamentId,
        resultRowId: proposal.row.id,
      });
    }
  });
}
