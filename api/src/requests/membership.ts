import { sql } from 'drizzle-orm';
import { members, seasons } from '../db/schema';

/** The member's number, or the next one from `membership_numbers` (`UAEAF-000042`) when they have none yet. */
export const membershipNumberOnApproval = sql<string>`coalesce(${members.membershipNumber}, 'UAEAF-' || lpad(nextval('membership_numbers')::text, 6, '0'))`;

/** The last day of the active season; the member's current validity when no season is active. */
export const validityOnApproval = sql<
  string | null
>`coalesce((select ${seasons.endDate} from ${seasons} where ${seasons.isActive}), ${members.validUntil})`;

/**
 * A renewal's approval: the end of the season it was made for (`details.seasonId`, a club's own renewal, decision
 * 034), else of the active season (a player's contract renewal), never an earlier day than the member already has.
 */
export function validityOnRenewal(seasonId: unknown) {
  const id = typeof seasonId === 'number' ? seasonId : null;
  return sql<string | null>`greatest(${members.validUntil}, coalesce(
    (select ${seasons.endDate} from ${seasons} where ${seasons.id} = ${id}::integer),
    (select ${seasons.endDate} from ${seasons} where ${seasons.isActive})
  ))`;
}
