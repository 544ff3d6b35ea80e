import { openServiceStatuses, ServiceErrorCodes, type ServicePlayer } from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { clubPlayers, members, serviceRequests } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Lookups by membership number one club may make per hour. A number is easy to guess (they run in sequence), so
 * every lookup counts, found or not: a club names the few players it is about to receive, a scan of the register
 * stops after a handful (decision 051).
 */
export const playerLookupsPerHour = 30;

const currentClubs = alias(members, 'current_club');

export const playerNotFound = () =>
  new ApiError(404, ServiceErrorCodes.playerNotFound, 'No player has this membership number');

/** The player (or individual archer) with this membership number and their club now; undefined when none. */
export async function playerByNumber(db: Database, membershipNumber: string) {
  const [row] = await db
    .select({
      id: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      clubAr: currentClubs.nameAr,
      clubEn: currentClubs.nameEn,
    })
    .from(members)
    .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
    .leftJoin(currentClubs, eq(currentClubs.id, clubPlayers.clubId))
    .where(
      and(
        eq(members.membershipNumber, membershipNumber),
        inArray(members.accountType, ['player', 'individual']),
      ),
    );
  return row;
}

/** Whether a release or transfer of the player is open (a second one is refused: one at a time). */
export async function hasOpenPlayerRequest(db: Pick<Database, 'select'>, playerId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.playerId, playerId), inArray(serviceRequests.status, openServiceStatuses)))
    .limit(1);
  return open !== undefined;
}

/** What a receiving club is shown of the player it named, and no more (`ServicePlayerSchema`). */
export async function servicePlayer(db: Database, membershipNumber: string): Promise<ServicePlayer> {
  const player = await playerByNumber(db, membershipNumber);
  if (!player) throw playerNotFound();
  return {
    name: { ar: player.nameAr, en: player.nameEn },
    club: player.clubAr === null ? null : { ar: player.clubAr, en: player.clubEn! },
    requestPending: await hasOpenPlayerRequest(db, player.id),
  };
}
