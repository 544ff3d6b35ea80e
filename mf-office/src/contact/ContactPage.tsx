import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, createColumnHelper, DataTable } from '@uaeaf/account-kit';
import { ContactStatuses, type ContactInboxItem } from '@uaeaf/contracts';
import { FilterBar, LocalizedLink, readChoice, readPage, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useContactMessages } from './api';
import { DueDay } from './DueDay';
import { contactCountText, contactStatusText, contactText } from './messages';

const column = createColumnHelper<ContactInboxItem>();

function useColumns() {
  const intl = useIntl();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor('subject', {
        header: intl.formatMessage(contactText.subject),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/contact/${row.original.id}`}>{getValue()}</LocalizedLink>
        ),
      }),
      column.accessor('name', { header: intl.formatMessage(contactText.from) }),
      column.accessor('receivedAt', {
        header: intl.formatMessage(contactText.received),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
      column.accessor('dueOn', {
        header: intl.formatMessage(contactText.due),
        cell: ({ row }) => <DueDay item={row.original} />,
      }),
      column.accessor('status', {
        header: intl.formatMessage(contactText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={contactStatusText[getValue()]} />,
      }),
    ],
    [intl, day],
  );
}

/** `/office/contact`: "Contact us" messages, newest first, each with its due day; overdue ones flagged. */
export function ContactPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const status = readChoice(params, 'status', ContactStatuses);
  const page = readPage(params);
  const query = useContactMessages({ status, page });
  return (
    <>
      <OfficePageHeading page={officePages.contact} />
      <p>{intl.formatMessage(contactText.workingDays)}</p>
      <FilterBar aria-label={intl.formatMessage(contactText.filters)}>
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(contactText.status)}
          choices={ContactStatuses}
          text={contactStatusText}
        />
      </FilterBar>
      <DataTable
        caption={intl.formatMessage(officePages.contact.title)}
        query={query}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.subject}
        page={page}
        filtered={status !== undefined}
        countText={contactCountText}
      />
    </>
  );
}
