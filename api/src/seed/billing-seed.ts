import type { FeeCode } from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import { billFee } from '../billing/fees';
import { closeBill } from '../billing/close-bill';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { appliedSeeds, fees, members, seasons } from '../db/schema';
import { seasonOf } from '../reference/seasons';

/**
 * Demo amounts in fils for this season and the next (the next a little dearer, so the office's season switch shows a
 * difference). The spec gives no amounts: they are the federation's to set, so a database without the demo has an
 * empty catalogue (decision 026).
 */
const demoFees: Record<FeeCode, [current: number, next: number]> = {
  'seasonSubscription.club': [500_000, 550_000],
  'seasonSubscription.academy': [300_000, 330_000],
  'seasonSubscription.archer': [30_000, 35_000],
  'seasonSubscription.official': [20_000, 20_000],
  'tournamentSubscription.entry': [10_000, 10_000],
  'electronicServices.certificate': [5_000, 5_000],
  'electronicServices.letter': [5_000, 5_000],
  'electronicServices.transfer': [20_000, 25_000],
  'membershipCards.new': [5_000, 5_000],
  'membershipCards.replacement': [7_500, 7_500],
  'penalties.lateWithdrawal': [10_000, 10_000],
  'licenseRenewal.club': [150_000, 150_000],
  'licenseRenewal.academy': [100_000, 100_000],
  'licenseRenewal.coach': [25_000, 25_000],
  'licenseRenewal.referee': [20_000, 20_000],
  'licenseRenewal.technical': [15_000, 15_000],
};

/** Bills of the catalogue for the demo club and player, so `npm start` has something to pay; one closed by the office. */
const demoBills: { email: string; feeCode: FeeCode; cancelled?: string }[] = [
  { email: 'club@example.ae', feeCode: 'seasonSubscription.club' },
  { email: 'club@example.ae', feeCode: 'membershipCards.new' },
  { email: 'player@example.ae', feeCode: 'seasonSubscription.archer' },
  {
    email: 'player@example.ae',
    feeCode: 'electronicServices.letter',
    cancelled:
      'طُلب الخطاب مرتين؛ أُلغيت النسخة المكررة.\nThe letter was requested twice; the duplicate was cancelled.',
  },
];

/**
 * The demo fee catalogue (this season and the next, which the reference data installs) and the demo bills, claimed as
 * `demo-billing`. It goes with the demo members: the catalogue is shown to the demo finance officer, and the bills
 * are the demo members'. A member missing (a database seeded without them) gets no bill.
 */
export async function seedDemoBilling(db: Database, now: Date): Promise<void> {
  const today = uaeToday(now);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-billing' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    const current = seasonOf(today);
    const next = seasonOf(`${Number(current.endDate.slice(0, 4))}-09-01`);
    const seasonRows = await tx
      .select({ id: seasons.id, name: seasons.name })
      .from(seasons)
      .where(inArray(seasons.name, [current.name, next.name]));
    const idOf = new Map(seasonRows.map((season) => [season.name, season.id]));
    await tx
      .insert(fees)
      .values(
        [current, next].flatMap((season, index) =>
          Object.entries(demoFees).map(([code, amounts]) => ({
            seasonId: idOf.get(season.name)!,
            code: code as FeeCode,
            amountFils: amounts[index]!,
            updatedAt: now,
          })),
        ),
      )
      .onConflictDoNothing();

    const people = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(inArray(members.email, [...demoBills.map((bill) => bill.email), 'finance@example.ae']));
    const memberOf = new Map(people.map((person) => [person.email, person.id]));
    const finance = memberOf.get('finance@example.ae');
    for (const { email, feeCode, cancelled } of demoBills) {
      const memberId = memberOf.get(email);
      if (memberId === undefined) continue;
      const bill = await billFee(tx, { memberId, feeCode, actorId: finance ?? null, day: today });
      if (cancelled && finance !== undefined) {
        await closeBill(tx, {
          billId: bill.id,
          status: 'cancelled',
          reason: cancelled,
          actorId: finance,
          at: now,
        });
      }
    }
  });
}
