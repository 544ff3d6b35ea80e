import type { OfficeCard } from '@uaeaf/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { SessionMember } from '../auth/members';
import type { Database } from '../db/client';
import { members, membershipCards } from '../db/schema';
import { officeCard, issueCard } from './cards';

/**
 * Revokes the member's card code and, when `reissue`, gives them a new one, in one transaction holding the member's
 * row (two staff at once take turns). The old code then verifies as `revoked`. Audited on the member as
 * `member.cardRevoked` or `member.cardReissued` with the reason. Undefined when the member does not exist or is staff.
 */
export async function revokeCard(
  db: Database,
  actor: SessionMember,
  memberId: number,
  reissue: boolean,
  reason: string,
  now: Date,
): Promise<OfficeCard | 'noCard' | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ accountType: members.accountType, status: members.membershipStatus })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member || member.accountType === 'admin') return undefined;
    const revoked = await tx
      .update(membershipCards)
      .set({ revokedAt: now, revokedById: actor.id })
      .where(and(eq(membershipCards.memberId, memberId), isNull(membershipCards.revokedAt)))
      .returning({ id: membershipCards.id });
    // Nothing to revoke, and a member not approved gets no new card: there is nothing to do.
    if (revoked.length === 0 && !(reissue && member.status === 'Approved')) return 'noCard' as const;
    if (reissue) await issueCard(tx, memberId);
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'member',
      subjectId: memberId,
      memberId,
      action: reissue ? 'member.cardReissued' : 'member.cardRevoked',
      reason,
    });
    return 'done' as const;
  });
  return outcome === 'done' ? officeCard(db, memberId) : outcome;
}
