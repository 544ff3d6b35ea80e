import { type ClubAccountSummary, MembershipStatuses } from '@uaeaf/contracts';
import { and, count, eq, inArray, or, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bills,
  clubPlayers,
  members,
  penalties,
  registrationRequests,
  seasonSubscriptions,
  seasons,
} from '../../db/schema';
import { hasStatus } from '../../office/penalties/penalties';

/** Statuses of a request still in someone's hands: waiting for the club's answer, or for the federation's. */
const openStatuses = ['Pending', 'Accepted'] as const;

/** The figures of the club's (or academy's) home page, every one of them about `clubId` alone. */
export async function clubSummary(db: Database, clubId: number, today: string): Promise<ClubAccountSummary> {
  const [[membership], [season], playerRows, [awaiting], [open], [unpaid], [active]] = await Promise.all([
    db
      .select({
        status: members.membershipStatus,
        number: members.membershipNumber,
        validUntil: members.validUntil,
      })
      .from(members)
      .where(eq(members.id, clubId)),
    db
      .select({ name: seasons.name, subscriptionId: seasonSubscriptions.id, billStatus: bills.status })
      .from(seasons)
      .leftJoin(
        seasonSubscriptions,
        and(eq(seasonSubscriptions.seasonId, seasons.id), eq(seasonSubscriptions.clubId, clubId)),
      )
      .leftJoin(bills, eq(bills.id, seasonSubscriptions.billId))
      .where(eq(seasons.isActive, true)),
    db
      .select({ status: members.membershipStatus, players: count() })
      .from(clubPlayers)
      .innerJoin(members, eq(members.id, clubPlayers.playerId))
      .where(eq(clubPlayers.clubId, clubId))
      .groupBy(members.membershipStatus),
    db
      .select({ total: count() })
      .from(registrationRequests)
      .where(and(eq(registrationRequests.clubId, clubId), eq(registrationRequests.status, 'Pending'))),
    db
      .select({ total: count() })
      .from(registrationRequests)
      .where(
        and(
          or(eq(registrationRequests.memberId, clubId), eq(registrationRequests.requestedBy, clubId)),
          inArray(registrationRequests.status, openStatuses),
        ),
      ),
    db
      .select({ fils: sum(bills.amountFils).mapWith(Number) })
      .from(bills)
      .where(and(eq(bills.memberId, clubId), eq(bills.status, 'unpaid'))),
    db
      .select({ total: count() })
      .from(penalties)
      .where(and(eq(penalties.memberId, clubId), hasStatus('active', today))),
  ]);
  const byStatus = Object.fromEntries(MembershipStatuses.map((status) => [status, 0])) as Record<
    (typeof MembershipStatuses)[number],
    number
  >;
  for (const row of playerRows) byStatus[row.status] = row.players;
  return {
    membership: membership!,
    seasonSubscription: {
      season: season?.name ?? null,
      subscribed: season?.subscriptionId != null,
      billStatus: season?.billStatus ?? null,
    },
    players: { byStatus, awaitingDecision: awaiting!.total },
    openRequests: open!.total,
    unpaidFils: unpaid?.fils ?? 0,
    activePenalties: active!.total,
  };
}
