import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { createColumnHelper, Table } from '@uaeaf/account-kit';
import { apiUrl } from '@uaeaf/api-client';
import { textIn, type BillLine, type OfficeBillDetail } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DetailsList, LocalizedLink, useAed, useDates, usePageTitle } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { ItemPage } from '../common/ItemPage';
import { Section } from '../common/Section';
import { Timeline } from '../common/Timeline';
import { officePages } from '../pages';
import { useBill } from './api';
import { BillActions } from './BillActions';
import { BillStatus } from './BillStatus';
import { orderPath } from './columns';
import { feeCategoryText } from './labels';
import { billNumberText, billsText, orderNumberText } from './messages';

const lineColumn = createColumnHelper<BillLine>();

function BillDetail({ detail: { bill, history } }: { detail: OfficeBillDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { day, dayAndTime } = useDates();
  const heading = intl.formatMessage(billNumberText, { number: bill.number });
  usePageTitle(heading);
  const title = (text: MessageDescriptor) => intl.formatMessage(text);
  const lineColumns = useMemo(
    () => [
      lineColumn.accessor((line) => line.description[locale], {
        id: 'description',
        header: intl.formatMessage(billsText.line),
        meta: { rowHeader: true },
      }),
      lineColumn.accessor('amountFils', {
        header: intl.formatMessage(billsText.amount),
        cell: ({ getValue }) => aed(getValue()),
      }),
    ],
    [intl, locale, aed],
  );
  return (
    <>
      <div className={commonStyles.headerLine}>
        <h1>{heading}</h1>
        <BillStatus bill={bill} />
      </div>
      <div className={commonStyles.actions}>
        <BillActions bill={bill} />
      </div>
      <Section id="bill-data" title={title(billsText.data)}>
        <DetailsList
          items={[
            [
              title(billsText.member),
              <LocalizedLink to={`/office/members/${bill.member.id}`}>
                {bill.member.name[locale]}
              </LocalizedLink>,
            ],
            [title(billsText.name), bill.name[locale]],
            [title(billsText.category), title(feeCategoryText[bill.category])],
            [title(billsText.amount), aed(bill.amountFils)],
            [title(billsText.issuedOn), day(bill.issuedOn)],
            [title(billsText.dueOn), day(bill.dueOn)],
            [title(billsText.paidAt), bill.paidAt && dayAndTime(bill.paidAt)],
            [
              title(billsText.paidBy),
              bill.receiptOrderId !== null && (
                <LocalizedLink to={orderPath(bill.receiptOrderId)}>
                  {intl.formatMessage(orderNumberText, {
                    id: intl.formatNumber(bill.receiptOrderId, { useGrouping: false }),
                  })}
                </LocalizedLink>
              ),
            ],
            // The API's own reasons are written in both languages; the page shows its own.
            [title(billsText.reason), bill.statusReason && textIn(bill.statusReason, locale)],
          ]}
        />
        {bill.paymentInProgress && <p className={commonStyles.lead}>{title(billsText.inPayment)}</p>}
        <p>
          <a
            href={apiUrl(`/account/bills/${bill.id}/invoice.pdf?lang=${locale}`)}
            target="_blank"
            rel="noreferrer"
          >
            {title(billsText.invoice)}
          </a>
        </p>
      </Section>
      <Section id="bill-lines" title={title(billsText.lines)}>
        <Table
          caption={title(billsText.lines)}
          items={bill.lines}
          columns={lineColumns}
          getRowId={(line) => String(bill.lines.indexOf(line))}
        />
      </Section>
      <Section id="bill-history" title={title(billsText.history)}>
        <Timeline events={history} headingId="bill-history" />
      </Section>
    </>
  );
}

/** `/office/bills/:id`: a bill with its lines, member, payment and history, and what the office may do with it. */
export function BillDetailPage() {
  return (
    <ItemPage useItem={useBill} listTitle={officePages.bills.title}>
      {(detail) => <BillDetail detail={detail} />}
    </ItemPage>
  );
}
