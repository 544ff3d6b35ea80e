import { type OfficeSeason, type SeasonInput, seasonMessages } from '@uaeaf/contracts';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import { uaeToday } from '../../calendar';
import type { Database } from '../../db/client';
import { seasons } from '../../db/schema';
import { ApiError } from '../../http/errors';

export const SeasonErrorCodes = { ended: 'season_ended' } as const;

const columns = {
  id: seasons.id,
  name: seasons.name,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
  isActive: seasons.isActive,
};

export async function listSeasons(db: Database): Promise<OfficeSeason[]> {
  return db.select(columns).from(seasons).orderBy(desc(seasons.startDate));
}

const refused = (field: keyof SeasonInput, message: string) =>
  new ApiError(400, 'validation_failed', 'The request body is not valid', { [field]: [message] });

/**
 * Adds a season. Fees, tournaments and renewals find their season by the day (`feeAmountOn`), so two seasons never
 * share a day: an overlap is refused on the start date. The table is locked for the check and the insert, so two
 * administrators adding overlapping seasons at once cannot both pass.
 */
export async function createSeason(
  db: Database,
  actor: SessionMember,
  input: SeasonInput,
): Promise<OfficeSeason> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${seasons} in exclusive mode`);
    const [named] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, input.name));
    if (named) throw refused('name', seasonMessages.nameTaken);
    const [overlapping] = await tx
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(lte(seasons.startDate, input.endDate), gte(seasons.endDate, input.startDate)));
    if (overlapping) throw refused('startDate', seasonMessages.overlap);
    const [season] = await tx.insert(seasons).values(input).returning(columns);
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'season',
      subjectId: season!.id,
      memberId: null,
      action: 'season.created',
    });
    return season!;
  });
}

/**
 * Makes a season the active one, and the one active before it inactive: two updates in one transaction, the partial
 * unique index `seasons_single_active` keeping exactly one active at every step. A season that has ended cannot be
 * made active (409): memberships approved now would run to a past day.
 */
export async function activateSeason(
  db: Database,
  actor: SessionMember,
  id: number,
  now: Date,
): Promise<OfficeSeason | undefined> {
  return db.transaction(async (tx) => {
    const [season] = await tx.select(columns).from(seasons).where(eq(seasons.id, id)).for('update');
    if (!season) return undefined;
    if (season.isActive) return season;
    if (season.endDate < uaeToday(now)) {
      throw new ApiError(409, SeasonErrorCodes.ended, 'A season that has ended cannot be made active');
    }
    const previous = await tx
      .update(seasons)
      .set({ isActive: false })
      .where(eq(seasons.isActive, true))
      .returning({ name: seasons.name });
    const [active] = await tx
      .update(seasons)
      .set({ isActive: true })
      .where(eq(seasons.id, id))
      .returning(columns);
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'season',
      subjectId: id,
      memberId: null,
      action: 'season.activated',
      fromStatus: previous[0]?.name ?? null,
      toStatus: season.name,
    });
    return active;
  });
}
