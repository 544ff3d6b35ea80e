import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper, Table } from '@uaeaf/account-kit';
import type { OfficeInformationPageItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, QueryStates, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { contentStatusText, contentText, scheduledForText } from '../content/messages';
import { useInformationPages } from './api';
import { sitePages, sitePageText } from './messages';

const column = createColumnHelper<OfficeInformationPageItem>();

/** `/office/pages`: the site's information pages (a fixed set: none is added or removed), each with its state. */
export function InformationPagesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { day, dayAndTime } = useDates();
  const pages = useInformationPages();
  const columns = useMemo(
    () => [
      column.accessor((row) => row.title[locale], {
        id: 'title',
        header: intl.formatMessage(sitePageText.page),
        cell: ({ row }) => (
          <LocalizedLink to={`/office/pages/${row.original.slug}`}>
            {row.original.title[locale]}
          </LocalizedLink>
        ),
      }),
      column.accessor('status', {
        header: intl.formatMessage(contentText.status),
        cell: ({ row }) => (
          <>
            <StatusBadge status={row.original.status} text={contentStatusText[row.original.status]} />{' '}
            {row.original.status === 'scheduled' &&
              row.original.publishAt &&
              intl.formatMessage(scheduledForText, { time: dayAndTime(row.original.publishAt) })}
          </>
        ),
      }),
      column.accessor('updatedOn', {
        header: intl.formatMessage(sitePageText.updatedOn),
        cell: ({ getValue }) => day(getValue(), 'short'),
      }),
    ],
    [intl, locale, day, dayAndTime],
  );
  return (
    <>
      <OfficePageHeading page={sitePages.pages} />
      <QueryStates query={pages}>
        {(items) => (
          <Table
            caption={intl.formatMessage(sitePages.pages.title)}
            columns={columns}
            getRowId={(row) => row.slug}
            items={items}
          />
        )}
      </QueryStates>
    </>
  );
}
