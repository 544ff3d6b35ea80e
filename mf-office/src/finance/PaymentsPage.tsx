import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  actionButton,
  ChoiceFilter,
  createColumnHelper,
  DataTable,
  DayFilter,
  readDay,
} from '@uaeaf/account-kit';
import { OrderStatuses, PaymentMethods, type OfficeOrder } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, readChoice, readPage, readSearch, SearchForm, useAed, useDates } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useOrders } from './api';
import { memberColumn, numberColumn, orderPath } from './columns';
import { orderStatusText, paymentMethodText } from './labels';
import { billsText, orderCountText, paymentsText } from './messages';

const column = createColumnHelper<OfficeOrder>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { dayAndTime } = useDates();
  return useMemo(
    () => [
      numberColumn<OfficeOrder>(intl.formatMessage(paymentsText.number), orderPath),
      memberColumn<OfficeOrder>(intl.formatMessage(paymentsText.member), locale),
      column.accessor('amountFils', {
        header: intl.formatMessage(paymentsText.amount),
        cell: ({ getValue }) => aed(getValue()),
      }),
      column.accessor('method', {
        header: intl.formatMessage(paymentsText.method),
        cell: ({ getValue }) => intl.formatMessage(paymentMethodText[getValue()]),
      }),
      column.accessor('status', {
        header: intl.formatMessage(paymentsText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={orderStatusText[getValue()]} />,
      }),
      column.accessor('createdAt', {
        header: intl.formatMessage(paymentsText.createdAt),
        cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
      }),
      column.accessor('paidAt', {
        header: intl.formatMessage(paymentsText.paidAt),
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? <time dateTime={at}>{dayAndTime(at)}</time> : '';
        },
      }),
    ],
    [intl, locale, aed, dayAndTime],
  );
}

/** `/office/payments`: every order, online or recorded offline, searched and filtered in the URL. */
export function PaymentsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.payments.title);
  const columns = useColumns();
  const filters = {
    q: readSearch(params),
    status: readChoice(params, 'status', OrderStatuses),
    method: readChoice(params, 'method', PaymentMethods),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
  };
  const page = readPage(params);
  const query = useOrders({ ...filters, page });
  return (
    <>
      <OfficePageHeading page={officePages.payments} />
      <div className={commonStyles.actions}>
        <LocalizedLink to="/office/payments/offline" className={actionButton.primary}>
          {intl.formatMessage(billsText.recordPayment)}
        </LocalizedLink>
      </div>
      <SearchForm
        label={intl.formatMessage(paymentsText.search)}
        fieldLabel={intl.formatMessage(paymentsText.searchField)}
      >
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(paymentsText.status)}
          choices={OrderStatuses}
          text={orderStatusText}
        />
        <ChoiceFilter
          name="method"
          label={intl.formatMessage(paymentsText.method)}
          choices={PaymentMethods}
          text={paymentMethodText}
        />
        <DayFilter name="from" label={intl.formatMessage(paymentsText.from)} />
        <DayFilter name="to" label={intl.formatMessage(paymentsText.to)} />
      </SearchForm>
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(order) => String(order.id)}
        rowLabel={(order) => `${order.number} ${order.member.name[locale]}`}
        page={page}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={orderCountText}
      />
    </>
  );
}
