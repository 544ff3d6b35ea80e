import type { OfficeBill } from '@uaeaf/contracts';
import { federationToday } from '@uaeaf/ui';
import { billStatusText } from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';
import { billsText } from './messages';

/** A bill's status, and "Past due" beside an unpaid one whose due day (UAE) has gone by. */
export function BillStatus({ bill }: { bill: Pick<OfficeBill, 'status' | 'dueOn'> }) {
  return (
    <>
      <StatusBadge status={bill.status} text={billStatusText[bill.status]} />
      {bill.status === 'unpaid' && bill.dueOn < federationToday() && (
        <>
          {' '}
          <StatusBadge status="pastDue" text={billsText.pastDue} />
        </>
      )}
    </>
  );
}
