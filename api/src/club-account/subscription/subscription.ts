import {
  BillingErrorCodes,
  type BillStatus,
  type ClubCategory,
  type FeeCode,
  type SeasonSubscriptionView,
  SubscriptionErrorCodes,
  type SubscriptionInput,
  TeamErrorCodes,
} from '@uaeaf/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import { feeAmountOn } from '../../billing/fees';
import { feeNames } from '../../billing/fee-names';
import { closeBill } from '../../billing/close-bill';
import { issueBill } from '../../billing/issue-bill';
import type { Database } from '../../db/client';
import { bills, members, seasonSubscriptionPlayers, seasonSubscriptions, seasons } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { clubPlayers, notClubPlayer } from '../teams/club-players';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A bill in these states is settled: the subscription it paid for is final. */
const settled: readonly BillStatus[] = ['paid', 'waived', 'refunded'];

function memberFee(member: Pick<SessionMember, 'accountType'>): FeeCode {
  return member.accountType === 'academy' ? 'seasonSubscription.academy' : 'seasonSubscription.club';
}

async function activeSeason(db: Pick<Database, 'select'>) {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
    .from(seasons)
    .where(eq(seasons.isActive, true));
  return season;
}

/** The subscription's state as the page shows it, with the prices of the active season. */
export async function subscriptionView(
  db: Database,
  member: Pick<SessionMember, 'id' | 'accountType'>,
  year: number,
): Promise<SeasonSubscriptionView> {
  const season = await activeSeason(db);
  const players = await clubPlayers(db, member.id, year);
  if (!season)
    return { season: null, subscription: null, players, prices: { memberFils: null, archerFils: null } };
  const [memberFils, archerFils] = await Promise.all([
    feeAmountOn(db, memberFee(member), season.startDate),
    feeAmountOn(db, 'seasonSubscription.archer', season.startDate),
  ]);
  const [row] = await db
    .select({
      id: seasonSubscriptions.id,
      category: seasonSubscriptions.category,
      billId: bills.id,
      number: bills.number,
      amountFils: bills.amountFils,
      status: bills.status,
      openOrderId: bills.openOrderId,
    })
    .from(seasonSubscriptions)
    .leftJoin(bills, eq(bills.id, seasonSubscriptions.billId))
    .where(and(eq(seasonSubscriptions.clubId, member.id), eq(seasonSubscriptions.seasonId, season.id)));
  const subscribed = row
    ? await db
        .select({ id: members.id, nameAr: members.nameAr, nameEn: members.nameEn })
        .from(seasonSubscriptionPlayers)
        .innerJoin(members, eq(members.id, seasonSubscriptionPlayers.playerId))
        .where(eq(seasonSubscriptionPlayers.subscriptionId, row.id))
        .orderBy(asc(members.nameEn), asc(members.id))
    : [];
  return {
    season,
    subscription: row
      ? {
          id: row.id,
          category: row.category,
          players: subscribed.map(({ id, nameAr, nameEn }) => ({ id, name: { ar: nameAr, en: nameEn } })),
          bill:
            row.billId === null
              ? null
              : { id: row.billId, number: row.number!, amountFils: row.amountFils!, status: row.status! },
          editable: row.status === null || (!settled.includes(row.status) && row.openOrderId === null),
        }
      : null,
    players,
    prices: { memberFils: memberFils ?? null, archerFils: archerFils ?? null },
  };
}

/**
 * Subscribes the club to the active season, or changes its subscription while the bill is unpaid, in one
 * transaction: the subscription and its players, the old bill cancelled and the new one issued (each with its audit
 * row), and an audit row for the subscription. The row is claimed with an insert that does nothing on conflict and
 * then locked, so two requests at once make one subscription and take turns changing it. Asking for what is already
 * subscribed changes nothing and bills nothing.
 */
export async function subscribe(
  db: Database,
  member: Pick<SessionMember, 'id' | 'accountType' | 'name'>,
  input: SubscriptionInput,
  at: { today: string; now: Date; year: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const season = await activeSeason(tx);
    if (!season) {
      throw new ApiError(409, SubscriptionErrorCodes.noActiveSeason, 'No season is open for subscriptions');
    }
    const claimed = await tx
      .insert(seasonSubscriptions)
      .values({ clubId: member.id, seasonId: season.id, category: input.category })
      .onConflictDoNothing()
      .returning({ id: seasonSubscriptions.id });
    const [subscription] = await tx
      .select()
      .from(seasonSubscriptions)
      .where(and(eq(seasonSubscriptions.clubId, member.id), eq(seasonSubscriptions.seasonId, season.id)))
      .for('update');
    const created = claimed.length > 0;
    const [bill] = subscription!.billId
      ? await tx
          .select({ status: bills.status, openOrderId: bills.openOrderId })
          .from(bills)
          .where(eq(bills.id, subscription!.billId))
          .for('update')
      : [];
    if (bill && (settled.includes(bill.status) || bill.openOrderId !== null)) {
      throw new ApiError(
        409,
        SubscriptionErrorCodes.paid,
        'The season subscription is paid (or being paid) and can no longer change',
      );
    }
    const players = await clubPlayers(tx, member.id, at.year, input.playerIds);
    if (players.length !== input.playerIds.length) throw notClubPlayer(TeamErrorCodes.notClubPlayer);

    const before = await tx
      .select({ playerId: seasonSubscriptionPlayers.playerId })
      .from(seasonSubscriptionPlayers)
      .where(eq(seasonSubscriptionPlayers.subscriptionId, subscription!.id));
    const samePlayers =
      before.length === players.length && before.every((row) => input.playerIds.includes(row.playerId));
    if (!created && bill?.status === 'unpaid' && samePlayers && subscription!.category === input.category)
      return;

    const billId = await billSubscription(tx, member, season, players, at.today);
    if (subscription!.billId && bill?.status === 'unpaid') {
      await closeBill(tx, {
        billId: subscription!.billId,
        status: 'cancelled',
        reason:
          'استُبدلت بفاتورة اشتراك الموسم المعدّل.\nReplaced by the bill of the changed season subscription.',
        actorId: member.id,
        at: at.now,
      });
    }
    await tx
      .update(seasonSubscriptions)
      .set({ category: input.category, billId, updatedAt: at.now })
      .where(eq(seasonSubscriptions.id, subscription!.id));
    await tx
      .delete(seasonSubscriptionPlayers)
      .where(eq(seasonSubscriptionPlayers.subscriptionId, subscription!.id));
    if (players.length > 0) {
      await tx
        .insert(seasonSubscriptionPlayers)
        .values(players.map((player) => ({ subscriptionId: subscription!.id, playerId: player.id })));
    }
    // No audit subject for subscriptions (an enum of the schema): a row about the club, the season in `reason`.
    await writeAudit(tx, {
      actorId: member.id,
      subject: 'member',
      subjectId: member.id,
      memberId: member.id,
      action: created ? 'subscription.created' : 'subscription.changed',
      fromStatus: created ? null : categoryAndCount(subscription!.category, before.length),
      toStatus: categoryAndCount(input.category, players.length),
      reason: season.name,
    });
  });
}

function categoryAndCount(category: ClubCategory, players: number): string {
  return `${category}, ${players} players`;
}

/** One bill: the club's (or academy's) fee of the season and a line per player, at the active season's amounts. */
async function billSubscription(
  tx: Executor,
  member: Pick<SessionMember, 'id' | 'accountType' | 'name'>,
  season: { name: string; startDate: string },
  players: { id: number; name: { ar: string; en: string } }[],
  today: string,
): Promise<number> {
  const code = memberFee(member);
  const [memberFils, archerFils] = await Promise.all([
    feeAmountOn(tx, code, season.startDate),
    feeAmountOn(tx, 'seasonSubscription.archer', season.startDate),
  ]);
  if (memberFils === undefined || (players.length > 0 && archerFils === undefined)) {
    throw new ApiError(
      409,
      BillingErrorCodes.feeNotPriced,
      `The season subscription of ${season.name} has no amount yet`,
    );
  }
  const archer = feeNames['seasonSubscription.archer'];
  const lines = [
    {
      description: {
        ar: `${feeNames[code].ar} (${member.name.ar})`,
        en: `${feeNames[code].en} (${member.name.en})`,
      },
      amountFils: memberFils,
    },
    ...players.map((player) => ({
      description: { ar: `${archer.ar}: ${player.name.ar}`, en: `${archer.en}: ${player.name.en}` },
      amountFils: archerFils!,
    })),
  ];
  const bill = await issueBill(tx, {
    memberId: member.id,
    actorId: member.id,
    category: 'seasonSubscription',
    feeCode: code,
    name: {
      ar: `اشتراك الموسم ${season.name}`,
      en: `Season subscription ${season.name}`,
    },
    lines,
    amountFils: lines.reduce((sum, line) => sum + line.amountFils, 0),
    issuedOn: today,
  });
  return bill.id;
}
