import { AccountAreas, areaOf, type AccountType, type Bill, type BillStatus } from '@uaeaf/contracts';

export type BillGroup = 'unpaid' | 'paid' | 'closed' | 'refunded';

/** What needs paying first, then what was paid, then what the office closed, then what it paid back. */
export const billGroupOrder: readonly BillGroup[] = ['unpaid', 'paid', 'closed', 'refunded'];

const groupOfStatus: Record<BillStatus, BillGroup> = {
  unpaid: 'unpaid',
  paid: 'paid',
  cancelled: 'closed',
  waived: 'closed',
  refunded: 'refunded',
};

/** The member's bills by group, in `billGroupOrder`, each keeping the API's order (newest first); empty groups left out. */
export function groupBills(bills: readonly Bill[]): { group: BillGroup; bills: Bill[] }[] {
  return billGroupOrder
    .map((group) => ({ group, bills: bills.filter((bill) => groupOfStatus[bill.status] === group) }))
    .filter(({ bills: inGroup }) => inGroup.length > 0);
}

/** The areas that have a fees page (spec section 2): the club area's and the two player areas'. */
const areasWithFees = new Set(['club', 'player', 'activity']);

/** The member's fees page, or their area's home when their area has none. */
export function feesPathOf(accountType: AccountType): string {
  const area = areaOf(accountType);
  const home = AccountAreas[area].path;
  return areasWithFees.has(area) ? `${home}/fees` : home;
}
