import { defaultDueDays, type FeeCategory, type FeeCode, type LocalizedText } from '@uaeaf/contracts';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import { addDays } from '../calendar';
import type { Database } from '../db/client';
import { billLines, bills } from '../db/schema';

type Executor = Pick<Database, 'insert' | 'select'>;

/** The prefix of each fee category's bill numbers. */
const billPrefixes: Record<FeeCategory, string> = {
  seasonSubscription: 'SS',
  tournamentSubscription: 'TS',
  electronicServices: 'ES',
  membershipCards: 'MC',
  penalties: 'PN',
  licenseRenewal: 'LR',
};

/** `TS-2026-000042`: readable over the phone, unique because the id is. */
export function billNumber(category: FeeCategory, issuedOn: string, id: number): string {
  return `${billPrefixes[category]}-${issuedOn.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

export interface NewBillLine {
  description: LocalizedText;
  amountFils: number;
}

export interface NewBill {
  memberId: number;
  category: FeeCategory;
  /** The catalogue fee charged; left out for one priced per case (a tournament's own fee, a penalty's fine). */
  feeCode?: FeeCode;
  name: LocalizedText;
  /** One line named like the bill when left out. The bill's amount is always the sum of its lines. */
  lines?: NewBillLine[];
  amountFils: number;
  issuedOn: string;
  /** `defaultDueDays` after the issue date when left out. */
  dueOn?: string;
  tournamentEntryId?: number;
  penaltyId?: number;
  /** Who issued it (staff, or the member whose action made it); null for the system. */
  actorId: number | null;
}

/**
 * Every bill the federation issues is made here (issue 10), whatever makes it: an entry, a subscription, a renewal,
 * a service or a fine. In the caller's transaction: the bill, its lines and the audit row commit together. The id is
 * taken from the sequence first so the number is set in the one insert.
 */
export async function issueBill(db: Executor, bill: NewBill) {
  const lines = bill.lines ?? [{ description: bill.name, amountFils: bill.amountFils }];
  const total = lines.reduce((sum, line) => sum + line.amountFils, 0);
  if (!Number.isSafeInteger(bill.amountFils) || bill.amountFils < 0 || total !== bill.amountFils) {
    throw new Error(
      `A bill's amount (${bill.amountFils} fils) must be whole fils and the sum of its lines (${total})`,
    );
  }
  const [{ id }] = (await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('bills', 'id'))::integer` })
    .from(sql`(values (1)) as one`)) as [{ id: number }];
  const [row] = await db
    .insert(bills)
    .values({
      id,
      memberId: bill.memberId,
      category: bill.category,
      feeCode: bill.feeCode ?? null,
      number: billNumber(bill.category, bill.issuedOn, id),
      nameAr: bill.name.ar,
      nameEn: bill.name.en,
      amountFils: bill.amountFils,
      issuedOn: bill.issuedOn,
      dueOn: bill.dueOn ?? addDays(bill.issuedOn, defaultDueDays),
      tournamentEntryId: bill.tournamentEntryId ?? null,
      penaltyId: bill.penaltyId ?? null,
    })
    .returning();
  await db.insert(billLines).values(
    lines.map((line, position) => ({
      billId: id,
      position,
      descriptionAr: line.description.ar,
      descriptionEn: line.description.en,
      amountFils: line.amountFils,
    })),
  );
  await writeAudit(db, {
    actorId: bill.actorId,
    subject: 'bill',
    subjectId: id,
    memberId: bill.memberId,
    action: 'bill.issued',
    toStatus: 'unpaid',
  });
  return row!;
}
