import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, createColumnHelper, DataTable } from '@uaeaf/account-kit';
import { SubmissionStatuses, type SubmissionItem } from '@uaeaf/contracts';
import { FilterBar, LocalizedLink, readChoice, readPage, useDates } from '@uaeaf/ui';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useSubmissions } from './api';
import { languageText, moderationText, submissionCountText, submissionStatusText } from './messages';

const column = createColumnHelper<SubmissionItem>();

function useColumns() {
  const intl = useIntl();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor('title', {
        header: intl.formatMessage(moderationText.title),
        meta: { rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/submissions/${row.original.id}`} lang={row.original.language}>
            {getValue()}
          </LocalizedLink>
        ),
      }),
      column.accessor('authorName', { header: intl.formatMessage(moderationText.sender) }),
      column.accessor('language', {
        header: intl.formatMessage(moderationText.language),
        cell: ({ getValue }) => intl.formatMessage(languageText[getValue()]),
      }),
      column.accessor('receivedAt', {
        header: intl.formatMessage(moderationText.received),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
      column.accessor('status', {
        header: intl.formatMessage(moderationText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={submissionStatusText[getValue()]} />,
      }),
    ],
    [intl, day],
  );
}

/** `/office/submissions`: articles the public sent in, oldest first; waiting ones unless another status is chosen. */
export function ModerationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const status = readChoice(params, 'status', SubmissionStatuses);
  const page = readPage(params);
  const query = useSubmissions({ status: status ?? 'pending', page });
  return (
    <>
      <OfficePageHeading page={officePages.submissions} />
      <FilterBar aria-label={intl.formatMessage(moderationText.filters)}>
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(moderationText.status)}
          choices={SubmissionStatuses}
          text={submissionStatusText}
        />
      </FilterBar>
      <DataTable
        caption={intl.formatMessage(officePages.submissions.title)}
        query={query}
        columns={useColumns()}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.title}
        page={page}
        filtered={status !== undefined}
        countText={submissionCountText}
      />
    </>
  );
}
