import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  ChoiceFilter,
  createColumnHelper,
  DataTable,
  DayFilter,
  readDay,
  readId,
  readSort,
  useCan,
} from '@uaeaf/account-kit';
import {
  OfficeRequestSorts,
  RegistrationFormNames,
  RequestKinds,
  RequestQueues,
  RequestStatuses,
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
import { ServiceRequests } from '../eservices/ServiceRequests';
import { BulkDecisions } from './BulkDecisions';
import { useRequestRefusal } from './decisions';
import { RequestLists, readRequestList } from './RequestLists';
import { requestCountText, requestsText } from './messages';

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

/** The membership requests, searched, filtered and sorted in the URL; bulk decisions for those who decide. */
function MembershipRequests() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.requests.title);
  const mayDecide = useCan('requests.decide');
  const columns = useColumns();
  const refusal = useRequestRefusal();

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
              <BulkDecisions
                ids={selected.map((row) => row.id)}
                clear={clear}
                path="/office/requests/decisions"
                linkTo={(id) => `/office/requests/${id}`}
                refusal={refusal}
              />
            ),
          },
        })}
      />
    </>
  );
}

/**
 * `/office/requests`: the membership requests or, with `?list=services`, the electronic services (decision 045): one
 * place for everything that waits for the office, the list chosen kept in the URL for links and the back button.
 */
export function RequestsPage() {
  const [params] = useSearchParams();
  const list = readRequestList(params);
  return (
    <>
      <OfficePageHeading page={officePages.requests} />
      <RequestLists current={list} />
      {list === 'services' ? <ServiceRequests /> : <MembershipRequests />}
    </>
  );
}
