import type { FeeCategory, LocalizedText } from '@uaeaf/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills } from '../db/schema';

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

export interface NewBill {
  memberId: number;
  category: FeeCategory;
  name: LocalizedText;
  amountFils: number;
  issuedOn: string;
  tournamentEntryId?: number;
}

/** Inserts a bill numbered from its own id, taken from the sequence first so the number is set in the one insert. */
export async function insertBill(db: Executor, bill: NewBill) {
  const [{ id }] = (await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('bills', 'id'))::integer` })
    .from(sql`(values (1)) as one`)) as [{ id: number }];
  const [row] = await db
    .insert(bills)
    .values({
      id,
      memberId: bill.memberId,
      category: bill.category,
      number: billNumber(bill.category, bill.issuedOn, id),
      nameAr: bill.name.ar,
      nameEn: bill.name.en,
      amountFils: bill.amountFils,
      issuedOn: bill.issuedOn,
      tournamentEntryId: bill.tournamentEntryId ?? null,
    })
    .returning();
  return row!;
}
