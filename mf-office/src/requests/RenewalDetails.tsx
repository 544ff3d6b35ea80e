import { useIntl } from 'react-intl';
import { BillStatuses, type BillStatus } from '@uaeaf/contracts';
import { DetailsList, useAed } from '@uaeaf/ui';
import { billStatusText } from '../common/labels';
import { renewalBillText, requestsText } from './messages';

interface RenewalBill {
  number: string;
  amountFils: number;
  status: BillStatus;
}

/** The bill the API reads for a renewal (`details.bill`), when it is one. */
function billOf(details: Record<string, unknown>): RenewalBill | undefined {
  const bill = details.bill as Partial<RenewalBill> | null | undefined;
  return bill &&
    typeof bill.number === 'string' &&
    typeof bill.amountFils === 'number' &&
    (BillStatuses as readonly string[]).includes(bill.status ?? '')
    ? (bill as RenewalBill)
    : undefined;
}

/**
 * A renewal's details in words: the season it renews for and its licence renewal bill. The stored answers are ids
 * (season, bill), which the API reads into `seasonName` and `bill` for the office.
 */
export function RenewalDetails({ details }: { details: Record<string, unknown> }) {
  const intl = useIntl();
  const aed = useAed();
  const bill = billOf(details);
  const season = typeof details.seasonName === 'string' ? details.seasonName : undefined;
  return (
    <DetailsList
      items={[
        [intl.formatMessage(requestsText.renewalSeason), season && <bdi>{season}</bdi>],
        [
          intl.formatMessage(requestsText.renewalBill),
          bill
            ? intl.formatMessage(renewalBillText, {
                number: bill.number,
                amount: aed(bill.amountFils),
                status: intl.formatMessage(billStatusText[bill.status]),
              })
            : intl.formatMessage(requestsText.renewalNoBill),
        ],
      ]}
    />
  );
}
