import { useId, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { createColumnHelper, FigureCards, readDay, Table } from '@uaeaf/account-kit';
import type { Reconciliation } from '@uaeaf/contracts';
import {
  federationToday,
  FilterBar,
  filterControlClassName,
  filterFieldClassName,
  filterLabelClassName,
  LocalizedLink,
  QueryStates,
  useAed,
  useDates,
  useQueryChange,
} from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { Section } from '../common/Section';
import { officePages } from '../pages';
import { useReconciliation } from './api';
import { orderPath } from './columns';
import { differenceText, paymentProviderName } from './labels';
import { countOfText, providerNameText, reconciliationText } from './messages';

import styles from './finance.module.css';

type Difference = Reconciliation['differences'][number];
const column = createColumnHelper<Difference>();

function useColumns() {
  const intl = useIntl();
  const aed = useAed();
  const { dayAndTime } = useDates();
  return useMemo(
    () => [
      column.accessor('orderNumber', {
        header: intl.formatMessage(reconciliationText.order),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={orderPath(row.original.orderId)} className="ltr-value">
            {getValue()}
          </LocalizedLink>
        ),
      }),
      column.accessor('kind', {
        header: intl.formatMessage(reconciliationText.kind),
        cell: ({ getValue }) => intl.formatMessage(differenceText[getValue()]),
      }),
      column.accessor('billNumber', {
        header: intl.formatMessage(reconciliationText.bill),
        cell: ({ getValue }) => <span className="ltr-value">{getValue() ?? ''}</span>,
      }),
      column.accessor('expectedFils', {
        header: intl.formatMessage(reconciliationText.expected),
        cell: ({ getValue }) => aed(getValue()),
      }),
      column.accessor('actualFils', {
        header: intl.formatMessage(reconciliationText.actual),
        cell: ({ getValue }) => aed(getValue()),
      }),
      column.accessor('at', {
        header: intl.formatMessage(reconciliationText.at),
        cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
      }),
    ],
    [intl, aed, dayAndTime],
  );
}

function DayPicker({ day }: { day: string }) {
  const intl = useIntl();
  const id = useId();
  const changeQuery = useQueryChange();
  return (
    <FilterBar aria-label={intl.formatMessage(reconciliationText.dayFilter)}>
      <div className={filterFieldClassName}>
        <label htmlFor={id} className={filterLabelClassName}>
          {intl.formatMessage(reconciliationText.day)}
        </label>
        <input
          id={id}
          type="date"
          name="day"
          className={filterControlClassName}
          value={day}
          max={federationToday()}
          required
          onChange={(event) => changeQuery({ day: event.target.value })}
        />
      </div>
    </FilterBar>
  );
}

function Totals({ report }: { report: Reconciliation }) {
  const intl = useIntl();
  const aed = useAed();
  const totals: [MessageDescriptor, { count: number; totalFils: number }][] = [
    [reconciliationText.paidAtProvider, report.ordersPaidAtProvider],
    [reconciliationText.billsMarkedPaid, report.billsMarkedPaid],
    [reconciliationText.offline, report.offline],
  ];
  return (
    <FigureCards>
      {totals.map(([label, total]) => (
        <li key={label.id} className={styles.figure}>
          <span>{intl.formatMessage(label)}</span>
          <span className={styles.amount}>{aed(total.totalFils)}</span>
          <span>{intl.formatMessage(countOfText, { count: total.count })}</span>
        </li>
      ))}
    </FigureCards>
  );
}

/** `/office/reconciliation?day=`: one UAE day's money as the provider saw it against the bills marked paid. */
export function ReconciliationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const day = readDay(params, 'day') ?? federationToday();
  const query = useReconciliation(day);
  const columns = useColumns();
  const title = (text: MessageDescriptor) => intl.formatMessage(text);
  return (
    <>
      <OfficePageHeading page={officePages.reconciliation} />
      <DayPicker day={day} />
      <QueryStates query={query}>
        {(report) => (
          <>
            <p>
              {report.provider
                ? intl.formatMessage(providerNameText, { name: paymentProviderName(intl, report.provider) })
                : title(reconciliationText.noProvider)}
            </p>
            <Section id="reconciliation-totals" title={title(reconciliationText.totals)}>
              <Totals report={report} />
            </Section>
            <Section id="reconciliation-differences" title={title(reconciliationText.differences)}>
              {report.differences.length ? (
                <Table
                  caption={title(reconciliationText.differences)}
                  items={report.differences}
                  columns={columns}
                  getRowId={(difference) =>
                    `${difference.kind}-${difference.orderId}-${difference.billNumber ?? ''}`
                  }
                />
              ) : (
                <p>{title(reconciliationText.noDifferences)}</p>
              )}
            </Section>
          </>
        )}
      </QueryStates>
    </>
  );
}
