import { can, OfficeErrorCodes, type OfficeMemberRow } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { principalOf } from '../../access/require-permission';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { members, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { selectMemberRows, toMemberRow } from './directory';

/**
 * Blocks or unblocks a member. Blocking deletes every session of the member in the same transaction, so a browser
 * logged in as them is logged out at its next request and the login answers `account_blocked`. The row lock makes two
 * staff blocking at once take turns: the second gets 409 and the audit trail holds one change.
 */
export async function setBlocked(
  db: Database,
  actor: SessionMember,
  memberId: number,
  blocked: boolean,
  reason: string,
  now: Date,
): Promise<OfficeMemberRow | undefined> {
  const found = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, accountType: members.accountType, isBlocked: members.isBlocked })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member) return false;
    if (member.id === actor.id) {
      throw new ApiError(409, OfficeErrorCodes.ownAccount, 'Staff do not block or unblock their own account');
    }
    if (member.accountType === 'admin' && !can(principalOf(actor), 'staff.manage')) {
      throw new ApiError(403, 'forbidden', 'Only an administrator blocks or unblocks staff');
    }
    if (member.isBlocked === blocked) {
      throw blocked
        ? new ApiError(409, OfficeErrorCodes.alreadyBlocked, 'This member is blocked already')
        : new ApiError(409, OfficeErrorCodes.notBlocked, 'This member is not blocked');
    }
    await tx.update(members).set({ isBlocked: blocked }).where(eq(members.id, memberId));
    if (blocked) await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'member',
      subjectId: memberId,
      memberId,
      action: blocked ? 'member.blocked' : 'member.unblocked',
      fromStatus: blocked ? 'unblocked' : 'blocked',
      toStatus: blocked ? 'blocked' : 'unblocked',
      reason,
    });
    return true;
  });
  if (!found) return undefined;
  const [row] = await selectMemberRows(db, now).where(eq(members.id, memberId));
  return toMemberRow(row!);
}
