import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  actionButton,
  ChoiceFilter,
  ConfirmDialog,
  createColumnHelper,
  DataTable,
  DayFilter,
  readDay,
  readId,
  readSort,
  ReasonDialog,
  useCan,
} from '@uaeaf/account-kit';
import {
  OfficeRequestSorts,
  RegistrationFormNames,
  RequestKinds,
  RequestQueues,
  RequestStatuses,
  type OfficeDecision,
  type OfficeRequestRow,
  type RequestQueue,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  LocalizedLink,
  requestStatusLabels,
  readChoice,
  readPage,
  readSearch,
  SearchForm,
  useDates,
} from '@uaeaf/ui';
import { useRequests } from '../common/api';
import { ClubFilter } from '../common/ClubFilter';
import commonStyles from '../common/common.module.css';
import { formText, requestKindLabel, requestKindText } from '../common/labels';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { useBulkDecision, useRequestRefusal } from './decisions';
import { bulkIntroText, requestCountText, requestsText, skippedRowText, skippedText } from './messages';

const queueText: Record<RequestQueue, MessageDescriptor> = {
  pendingClub: requestsText.queuePendingClub,
  awaitingOffice: requestsText.queueAwaitingOffice,
};

const column = createColumnHelper<OfficeRequestRow>();

/** The office may still decide a request that is Pending or Accepted (the server says which decision applies). */
const undecided = (row: OfficeRequestRow) => row.status === 'Pending' || row.status === 'Accepted';

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.applicant.name[locale], {
        id: 'name',
        header: intl.formatMessage(requestsText.applicant),
        meta: { sortKey: 'name', rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/requests/${row.original.id}`}>{getValue()}</LocalizedLink>
        ),
      }),
      column.accessor((row) => row.applicant.email, {
        id: 'email',
        header: intl.formatMessage(requestsText.email),
        cell: ({ getValue }) => <span className="ltr-value">{getValue()}</span>,
      }),
      column.accessor('form', {
        header: intl.formatMessage(requestsText.form),
        cell: ({ row, getValue }) => {
          const form = getValue() as (typeof RegistrationFormNames)[number];
          return (
            <>
              {formText[form] ? intl.formatMessage(formText[form]) : form}
              <br />
              <span className={commonStyles.muted}>{intl.formatMessage(requestKindLabel(row.original))}</span>
            </>
          );
        },
      }),
      column.accessor((row) => row.club?.name[locale] ?? '', {
        id: 'club',
        header: intl.formatMessage(requestsText.club),
      }),
      column.accessor('status', {
        header: intl.formatMessage(requestsText.status),
        meta: { sortKey: 'status' },
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={requestStatusLabels[getValue()]} />,
      }),
      column.accessor('submittedAt', {
        header: intl.formatMessage(requestsText.submitted),
        meta: { sortKey: 'submitted' },
        cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
      }),
    ],
    [intl, locale, dayAndTime],
  );
}

function BulkDecisions({ selected, clear }: { selected: OfficeRequestRow[]; clear: () => void }) {
  const intl = useIntl();
  const refusal = useRequestRefusal();
  const [asking, setAsking] = useState<OfficeDecision>();
  const [skipped, setSkipped] = useState<{ id: number; code: string }[]>([]);
  const decide = useBulkDecision((left) => {
    setSkipped(left);
    setAsking(undefined);
    clear();
  });
  const ids = selected.map((row) => row.id);
  const close = () => {
    setAsking(undefined);
    decide.reset();
  };
  const intro = intl.formatMessage(bulkIntroText, { count: ids.length });
  return (
    <>
      <button
        type="button"
        className={actionButton.primary}
        disabled={!ids.length}
        onClick={() => setAsking('approve')}
      >
        {intl.formatMessage(requestsText.approve)}
      </button>
      <button
        type="button"
        className={actionButton.danger}
        disabled={!ids.length}
        onClick={() => setAsking('reject')}
      >
        {intl.formatMessage(requestsText.reject)}
      </button>
      {asking === 'approve' && (
        <ConfirmDialog
          title={intl.formatMessage(requestsText.bulkApproveTitle)}
          confirmLabel={intl.formatMessage(requestsText.approve)}
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={() => decide.mutate({ ids, decision: 'approve' })}
          onClose={close}
        >
          <p>{intro}</p>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={intl.formatMessage(requestsText.bulkRejectTitle)}
          intro={intro}
          reasonLabel={intl.formatMessage(requestsText.rejectReason)}
          reasonHint={intl.formatMessage(requestsText.rejectHint)}
          confirmLabel={intl.formatMessage(requestsText.reject)}
          danger
          pending={decide.isPending}
          failure={decide.failure}
          onConfirm={(reason) => decide.mutate({ ids, decision: 'reject', reason })}
          onClose={close}
        />
      )}
      {skipped.length > 0 && (
        <div role="alert" className={commonStyles.warning}>
          <p>{intl.formatMessage(skippedText, { count: skipped.length })}</p>
          <ul>
            {skipped.map((item) => (
              <li key={item.id}>
                <LocalizedLink to={`/office/requests/${item.id}`}>
                  {intl.formatMessage(skippedRowText, {
                    id: intl.formatNumber(item.id, { useGrouping: false }),
                    reason: refusal(item.code) ?? item.code,
                  })}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** `/office/requests`: every request, searched, filtered and sorted in the URL; bulk decisions for those who decide. */
export function RequestsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.requests.title);
  const mayDecide = useCan('requests.decide');
  const columns = useColumns();

  const filters = {
    q: readSearch(params),
    kind: readChoice(params, 'kind', RequestKinds),
    form: readChoice(params, 'form', RegistrationFormNames),
    status: readChoice(params, 'status', RequestStatuses),
    queue: readChoice(params, 'queue', RequestQueues),
    clubId: readId(params, 'clubId'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
  };
  const page = readPage(params);
  const sort = readSort(params, OfficeRequestSorts, '-submitted');
  const query = useRequests({ ...filters, page, sort, lang: locale });
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <OfficePageHeading page={officePages.requests} />
      <SearchForm
        label={intl.formatMessage(requestsText.search)}
        fieldLabel={intl.formatMessage(requestsText.searchField)}
      >
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(requestsText.status)}
          choices={RequestStatuses}
          text={requestStatusLabels}
        />
        <ChoiceFilter
          name="queue"
          label={intl.formatMessage(requestsText.queue)}
          choices={RequestQueues}
          text={queueText}
        />
        <ChoiceFilter
          name="kind"
          label={intl.formatMessage(requestsText.kind)}
          choices={RequestKinds}
          text={requestKindText}
        />
        <ChoiceFilter
          name="form"
          label={intl.formatMessage(requestsText.form)}
          choices={RegistrationFormNames}
          text={formText}
        />
        <ClubFilter />
        <DayFilter name="from" label={intl.formatMessage(requestsText.from)} />
        <DayFilter name="to" label={intl.formatMessage(requestsText.to)} />
      </SearchForm>
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.applicant.name[locale]}
        page={page}
        filtered={filtered}
        sort={sort}
        countText={requestCountText}
        {...(mayDecide && {
          selection: {
            canSelect: undecided,
            actions: (selected: OfficeRequestRow[], clear: () => void) => (
              <BulkDecisions selected={selected} clear={clear} />
            ),
          },
        })}
      />
    </>
  );
}
