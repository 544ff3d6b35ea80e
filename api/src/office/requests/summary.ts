import type { OfficeSummary } from '@uaeaf/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { members, penalties, registrationRequests, serviceRequests } from '../../db/schema';
import { hasStatus } from '../penalties/penalties';
import { uaeDayStart } from './list';

/**
 * The office home page's counts: the two request queues, rejections, this month's approvals, penalties, blocks, and
 * the electronic service requests awaiting the office.
 */
export async function officeSummary(db: Database, now: Date): Promise<OfficeSummary> {
  const today = uaeToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const status = registrationRequests.status;
  const clubId = registrationRequests.clubId;
  const [[requests], [activePenalties], [blocked], [services]] = await Promise.all([
    db
      .select({
        pendingClub:
          sql<number>`count(*) filter (where ${status} = 'Pending' and ${clubId} is not null)`.mapWith(
            Number,
          ),
        awaitingOffice:
          sql<number>`count(*) filter (where (${status} = 'Pending' and ${clubId} is null) or ${status} = 'Accepted')`.mapWith(
            Number,
          ),
        rejected: sql<number>`count(*) filter (where ${status} = 'Cancled')`.mapWith(Number),
        // Approved is final, so the last update of an approved request is its approval.
        approvedThisMonth:
          sql<number>`count(*) filter (where ${status} = 'Approved' and ${registrationRequests.updatedAt} >= ${uaeDayStart(monthStart)})`.mapWith(
            Number,
          ),
      })
      .from(registrationRequests),
    db.select({ total: count() }).from(penalties).where(hasStatus('active', today)),
    db.select({ total: count() }).from(members).where(eq(members.isBlocked, true)),
    db.select({ total: count() }).from(serviceRequests).where(eq(serviceRequests.status, 'awaitingOffice')),
  ]);
  return {
    counts: {
      ...requests!,
      activePenalties: activePenalties!.total,
      blockedMembers: blocked!.total,
      servicesAwaitingOffice: services!.total,
    },
  };
}
