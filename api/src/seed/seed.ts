import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import { hashPassword, type PasswordHashing } from '../auth/passwords';
import { issueCard } from '../cards/cards';
import type { Database } from '../db/client';
import { appliedSeeds, clubPlayers, members, membershipCards, penalties } from '../db/schema';
import { membershipNumberOnApproval, validityOnApproval } from '../requests/membership';
import { demoBirthDate, demoEmiratesId, demoPassword, memberSeeds, staffSeeds } from './members';

/** The demo player's card code, fixed so that the README and the benchmarks can name its verification page. */
export const demoCardCode = 'UAEAF-DEMC-ARDP-7AYR';
const demoCardHolder = 'player@example.ae';

/**
 * The demo members, all with the one demo password, claimed under their own name in `applied_seeds`: a database
 * seeded before accounts existed gets them on its next start, and a production database never does. Birth years
 * count back from `now`'s UAE year (`MemberSeed.birth`).
 */
export async function seedDemoMembers(
  db: Database,
  passwordHashing: PasswordHashing,
  now: Date,
): Promise<void> {
  // Checked before hashing, so that the starts after the first one do not pay for a hash they throw away.
  const done = await db
    .select({ name: appliedSeeds.name })
    .from(appliedSeeds)
    .where(inArray(appliedSeeds.name, ['demo-members', 'demo-staff']));
  if (done.length === 2) return;
  // One hash for all of them: they share the password, and argon2 is slow on purpose.
  const passwordHash = await hashPassword(demoPassword, passwordHashing);

  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-members' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    const today = uaeToday(now);
    const inserted = await tx
      .insert(members)
      .values(
        memberSeeds.map((seed) => {
          const { penalty: _, club: __, birth, ...member } = seed;
          return {
            ...member,
            birthDate: birth ? demoBirthDate(birth, today) : null,
            emiratesId: demoEmiratesId(seed, today),
            passwordHash,
          };
        }),
      )
      .returning({ id: members.id, email: members.email });
    const idOf = new Map(inserted.map((member) => [member.email, member.id]));
    const penaltyRows = memberSeeds.flatMap(({ email, penalty }) =>
      penalty ? [{ ...penalty, memberId: idOf.get(email)! }] : [],
    );
    await tx.insert(penalties).values(penaltyRows);
    await tx
      .insert(clubPlayers)
      .values(
        memberSeeds.flatMap(({ email, club }) =>
          club ? [{ playerId: idOf.get(email)!, clubId: idOf.get(club)!, joinedOn: today }] : [],
        ),
      );
    // Approved demo members hold a membership number, a validity (unless their seed gives an old one) and a card
    // code, as approval gives them.
    const approved = await tx
      .update(members)
      .set({
        membershipNumber: membershipNumberOnApproval,
        validUntil: sql`coalesce(${members.validUntil}, ${validityOnApproval})`,
      })
      .where(
        and(
          eq(members.membershipStatus, 'Approved'),
          isNull(members.membershipNumber),
          ne(members.accountType, 'admin'),
        ),
      )
      .returning({ id: members.id, email: members.email });
    for (const { id, email } of approved) {
      if (email === demoCardHolder)
        await tx.insert(membershipCards).values({ memberId: id, code: demoCardCode });
      else await issueCard(tx, id);
    }
  });
  await seedDemoStaff(db, passwordHash);
}

/**
 * The office's demo staff, claimed as `demo-staff`: a database seeded before the office existed gets them on its
 * next start (its `admin@` account is already there, and keeps its row).
 */
async function seedDemoStaff(db: Database, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-staff' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    await tx
      .insert(members)
      .values(staffSeeds.map((staff) => ({ ...staff, membershipStatus: 'Approved' as const, passwordHash })))
      .onConflictDoNothing();
  });
}
