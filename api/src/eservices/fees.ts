import { type AccountType, serviceFees, servicesFor, type ServiceFees } from '@uaeaf/contracts';
import { feeAmountOn } from '../billing/fees';
import type { Database } from '../db/client';

/**
 * `GET /api/account/services/fees`: the amount each service the member's kind may ask for would be billed on `day`,
 * read as `billFee` reads it (`feeAmountOn`), so the page shows exactly what asking bills; null where it would refuse.
 */
export async function serviceFeesFor(
  db: Database,
  accountType: AccountType,
  day: string,
): Promise<ServiceFees> {
  const items = await Promise.all(
    servicesFor(accountType).map(async (kind) => ({
      kind,
      amountFils: (await feeAmountOn(db, serviceFees[kind], day)) ?? null,
    })),
  );
  return { items };
}
