import { eq, sql } from 'drizzle-orm';
import { clubPlayerOf } from '../club-account/teams/test-club';
import type { Database } from '../db/client';
import { members, seasons } from '../db/schema';
import { membershipNumberOnApproval } from '../requests/membership';

/**
 * For the services' tests: an approved senior player of `clubId` (in `club_players`), valid to the end of the active
 * season, with a membership number, who logs in with the demo password and reads mail in `language`.
 */
export async function playerAt(db: Database, clubId: number, language: 'ar' | 'en' = 'en') {
  const id = await clubPlayerOf(db, clubId, { gender: 'male', birthDate: '1995-05-05' });
  const [row] = await db
    .update(members)
    .set({
      language,
      // Numbered as an approval numbers them: a receiving club names the player by it.
      membershipNumber: membershipNumberOnApproval,
      passwordHash: sql`(select ${members.passwordHash} from ${members} where ${members.email} = 'club@example.ae')`,
      validUntil: sql`(select ${seasons.endDate} from ${seasons} where ${seasons.isActive})`,
    })
    .where(eq(members.id, id))
    .returning({ email: members.email, membershipNumber: members.membershipNumber });
  return { id, email: row!.email, membershipNumber: row!.membershipNumber! };
}
