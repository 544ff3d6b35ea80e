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
  readId,
} from '@uaeaf/account-kit';
import { BillStatuses, FeeCategories, type OfficeBill } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, readChoice, readPage, readSearch, SearchForm, useAed, useDates } from '@uaeaf/ui';
import { billStatusText } from '../common/labels';
import commonStyles from '../common/common.module.css';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { useBills } from './api';
import { BillStatus } from './BillStatus';
import { billPath, memberColumn, numberColumn } from './columns';
import { IssueBill } from './IssueBill';
import { feeCategoryText } from './labels';
import { billCountText, billsText, billTotalText } from './messages';

import styles from './finance.module.css';

const column = createColumnHelper<OfficeBill>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const { day } = useDates();
  return useMemo(
    () => [
      numberColumn<OfficeBill>(intl.formatMessage(billsText.number), billPath),
      memberColumn<OfficeBill>(intl.formatMessage(billsText.member), locale),
      column.accessor((bill) => bill.name[locale], {
        id: 'name',
        header: intl.formatMessage(billsText.name),
      }),
      column.accessor('category', {
        header: intl.formatMessage(billsText.category),
        cell: ({ getValue }) => intl.formatMessage(feeCategoryText[getValue()]),
      }),
      column.accessor('amountFils', {
        header: intl.formatMessage(billsText.amount),
        cell: ({ getValue }) => aed(getValue()),
      }),
      column.accessor('status', {
        header: intl.formatMessage(billsText.status),
        cell: ({ row }) => <BillStatus bill={row.original} />,
      }),
      column.accessor('issuedOn', {
        header: intl.formatMessage(billsText.issuedOn),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
      column.accessor('dueOn', {
        header: intl.formatMessage(billsText.dueOn),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
    ],
    [intl, locale, aed, day],
  );
}

/** `/office/bills`: every bill, searched and filtered in the URL, with the matching total; issuing one. */
export function BillsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const aed = useAed();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.bills.title);
  const columns = useColumns();
  const filters = {
    q: readSearch(params),
    status: readChoice(params, 'status', BillStatuses),
    category: readChoice(params, 'category', FeeCategories),
    memberId: readId(params, 'memberId'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
  };
  const page = readPage(params);
  const query = useBills({ ...filters, page });
  return (
    <>
      <OfficePageHeading page={officePages.bills} />
      <div className={commonStyles.actions}>
        <IssueBill />
        <LocalizedLink to="/office/payments/offline" className={actionButton.secondary}>
          {intl.formatMessage(billsText.recordPayment)}
        </LocalizedLink>
      </div>
      <SearchForm
        label={intl.formatMessage(billsText.search)}
        fieldLabel={intl.formatMessage(billsText.searchField)}
      >
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(billsText.status)}
          choices={BillStatuses}
          text={billStatusText}
        />
        <ChoiceFilter
          name="category"
          label={intl.formatMessage(billsText.category)}
          choices={FeeCategories}
          text={feeCategoryText}
        />
        <DayFilter name="from" label={intl.formatMessage(billsText.from)} />
        <DayFilter name="to" label={intl.formatMessage(billsText.to)} />
      </SearchForm>
      {query.data && (
        <p className={styles.total} role="status">
          {intl.formatMessage(billTotalText, { amount: aed(query.data.totalFils) })}
        </p>
      )}
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(bill) => String(bill.id)}
        rowLabel={(bill) => `${bill.number} ${bill.member.name[locale]}`}
        page={page}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={billCountText}
      />
    </>
  );
}
