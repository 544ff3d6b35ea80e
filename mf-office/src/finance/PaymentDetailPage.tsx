import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { createColumnHelper, Table } from '@uaeaf/account-kit';
import { apiUrl } from '@uaeaf/api-client';
import type { OfficeOrderDetail, OrderBill } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DetailsList, LocalizedLink, useAed, useDates, usePageTitle } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { ItemPage } from '../common/ItemPage';
import { Section } from '../common/Section';
import { StatusBadge } from '../common/StatusBadge';
import { Timeline } from '../common/Timeline';
import { officePages } from '../pages';
import { useOrder } from './api';
import { billPath, numberColumn } from './columns';
import { orderStatusText, paymentMethodText, paymentProviderName } from './labels';
import { billsText, outcomeText, paymentsText, refundStatusText } from './messages';

type Notification = OfficeOrderDetail['notifications'][number];
type Refund = OfficeOrderDetail['refunds'][number];
const billColumn = createColumnHelper<OrderBill>();
const notificationColumn = createColumnHelper<Notification>();
const refundColumn = createColumnHelper<Refund>();

function useColumns(bills: OrderBill[]) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { dayAndTime } = useDates();
  const billsById = useMemo(() => new Map(bills.map((bill) => [bill.id, bill])), [bills]);
  return useMemo(
    () => ({
      bills: [
        numberColumn<OrderBill>(intl.formatMessage(billsText.number), billPath),
        billColumn.accessor((bill) => bill.name[locale], {
          id: 'name',
          header: intl.formatMessage(billsText.name),
        }),
        billColumn.accessor('amountFils', {
          header: intl.formatMessage(billsText.amount),
          cell: ({ getValue }) => aed(getValue()),
        }),
      ],
      notifications: [
        notificationColumn.accessor('receivedAt', {
          header: intl.formatMessage(paymentsText.receivedAt),
          meta: { rowHeader: true },
          cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
        }),
        notificationColumn.accessor('valid', {
          header: intl.formatMessage(paymentsText.signature),
          cell: ({ getValue }) => intl.formatMessage(getValue() ? paymentsText.valid : paymentsText.invalid),
        }),
        notificationColumn.accessor('outcome', {
          header: intl.formatMessage(paymentsText.outcome),
          cell: ({ getValue }) => intl.formatMessage(outcomeText[getValue()]),
        }),
      ],
      refunds: [
        refundColumn.accessor('createdAt', {
          header: intl.formatMessage(paymentsText.createdAt),
          meta: { rowHeader: true },
          cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
        }),
        refundColumn.accessor('billId', {
          header: intl.formatMessage(paymentsText.refundBill),
          cell: ({ getValue }) => {
            const billId = getValue();
            if (billId === null) return intl.formatMessage(paymentsText.wholeOrder);
            const bill = billsById.get(billId);
            return <LocalizedLink to={billPath(billId)}>{bill?.number ?? billId}</LocalizedLink>;
          },
        }),
        refundColumn.accessor('amountFils', {
          header: intl.formatMessage(paymentsText.amount),
          cell: ({ getValue }) => aed(getValue()),
        }),
        refundColumn.accessor('reason', {
          header: intl.formatMessage(paymentsText.refundReason),
          cell: ({ row, getValue }) =>
            row.original.automatic ? intl.formatMessage(paymentsText.automatic) : getValue(),
        }),
        refundColumn.accessor('status', {
          header: intl.formatMessage(paymentsText.refundStatus),
          cell: ({ getValue }) => intl.formatMessage(refundStatusText[getValue()]),
        }),
      ],
    }),
    [intl, locale, aed, dayAndTime, billsById],
  );
}

function PaymentDetail({
  detail: { order, notifications, refunds, history },
}: {
  detail: OfficeOrderDetail;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { dayAndTime } = useDates();
  usePageTitle(order.number);
  const columns = useColumns(order.bills);
  const title = (text: MessageDescriptor) => intl.formatMessage(text);
  return (
    <>
      <div className={commonStyles.headerLine}>
        <h1 className="ltr-value">{order.number}</h1>
        <StatusBadge status={order.status} text={orderStatusText[order.status]} />
      </div>
      <Section id="order-data" title={title(paymentsText.data)}>
        <DetailsList
          items={[
            [
              title(paymentsText.member),
              <LocalizedLink to={`/office/members/${order.member.id}`}>
                {order.member.name[locale]}
              </LocalizedLink>,
            ],
            [title(paymentsText.amount), aed(order.amountFils)],
            [title(paymentsText.method), title(paymentMethodText[order.method])],
            [title(paymentsText.provider), order.provider && paymentProviderName(intl, order.provider)],
            [
              title(paymentsText.providerRef),
              order.providerRef && <span className="ltr-value">{order.providerRef}</span>,
            ],
            [
              title(paymentsText.reference),
              order.reference && <span className="ltr-value">{order.reference}</span>,
            ],
            [title(paymentsText.recordedBy), order.recordedBy?.name[locale]],
            [title(paymentsText.createdAt), dayAndTime(order.createdAt)],
            [title(paymentsText.paidAt), order.paidAt && dayAndTime(order.paidAt)],
            [title(paymentsText.updatedAt), dayAndTime(order.updatedAt)],
          ]}
        />
        {(order.status === 'paid' || order.status === 'refunded') && (
          <p>
            <a
              href={apiUrl(`/account/orders/${order.id}/receipt.pdf?lang=${locale}`)}
              target="_blank"
              rel="noreferrer"
            >
              {title(paymentsText.receipt)}
            </a>
          </p>
        )}
      </Section>
      <Section id="order-bills" title={title(paymentsText.bills)}>
        <Table
          caption={title(paymentsText.bills)}
          items={order.bills}
          columns={columns.bills}
          getRowId={(bill) => String(bill.id)}
        />
      </Section>
      <Section id="order-notifications" title={title(paymentsText.notifications)}>
        {notifications.length ? (
          <Table
            caption={title(paymentsText.notifications)}
            items={notifications}
            columns={columns.notifications}
            getRowId={(notification) => String(notification.id)}
          />
        ) : (
          <p>{title(paymentsText.noNotifications)}</p>
        )}
      </Section>
      {refunds.length > 0 && (
        <Section id="order-refunds" title={title(paymentsText.refunds)}>
          <Table
            caption={title(paymentsText.refunds)}
            items={refunds}
            columns={columns.refunds}
            getRowId={(refund) => String(refund.id)}
          />
        </Section>
      )}
      <Section id="order-history" title={title(paymentsText.history)}>
        <Timeline events={history} headingId="order-history" />
      </Section>
    </>
  );
}

/** `/office/payments/:id`: an order with its bills, the provider's notifications, refunds and history. */
export function PaymentDetailPage() {
  return (
    <ItemPage useItem={useOrder} listTitle={officePages.payments.title}>
      {(detail) => <PaymentDetail detail={detail} />}
    </ItemPage>
  );
}
