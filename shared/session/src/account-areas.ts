import { type AccountType, AccountAreas, areaOf } from '@uaeaf/contracts';

/** Where each member kind lands after logging in: its area of the access table (staff: the office). */
export const accountAreaPath = Object.fromEntries(
  (Object.values(AccountAreas).flatMap((area) => area.kinds) as AccountType[]).map((kind) => [
    kind,
    AccountAreas[areaOf(kind)].path,
  ]),
) as Record<AccountType, string>;
