import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, createColumnHelper, DataTable, readId, readSort } from '@uaeaf/account-kit';
import { MemberKinds, MembershipStatuses, MemberSorts, type OfficeMemberRow } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  LocalizedLink,
  memberKindText,
  readChoice,
  readPage,
  readSearch,
  requestStatusLabels,
  SearchForm,
  useDates,
} from '@uaeaf/ui';
import { useMembers } from '../common/api';
import { ClubFilter } from '../common/ClubFilter';
import { officeText } from '../common/messages';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { memberCountText, membersText } from './messages';

const column = createColumnHelper<OfficeMemberRow>();
const yesNo = ['true', 'false'] as const;
const yesNoText = { true: officeText.yes, false: officeText.no };

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(membersText.name),
        meta: { sortKey: 'name', rowHeader: true },
        cell: ({ row, getValue }) => (
          <LocalizedLink to={`/office/members/${row.original.id}`}>{getValue()}</LocalizedLink>
        ),
      }),
      column.accessor('membershipNumber', {
        header: intl.formatMessage(membersText.number),
        meta: { sortKey: 'number' },
        cell: ({ getValue }) => <span className="ltr-value">{getValue() ?? ''}</span>,
      }),
      column.accessor('accountType', {
        header: intl.formatMessage(membersText.kind),
        cell: ({ getValue }) => intl.formatMessage(memberKindText[getValue()]),
      }),
      column.accessor((row) => row.club?.name[locale] ?? '', {
        id: 'club',
        header: intl.formatMessage(membersText.club),
      }),
      column.accessor('membershipStatus', {
        header: intl.formatMessage(membersText.status),
        cell: ({ getValue }) => <StatusBadge status={getValue()} text={requestStatusLabels[getValue()]} />,
      }),
      column.accessor('validUntil', {
        header: intl.formatMessage(membersText.validUntil),
        cell: ({ getValue }) => {
          const until = getValue();
          return until ? <time dateTime={until}>{day(until, 'short')}</time> : '';
        },
      }),
      column.display({
        id: 'state',
        header: intl.formatMessage(membersText.state),
        cell: ({ row }) => (
          <>
            {row.original.isBlocked && <StatusBadge status="Cancled" text={officeText.blocked} />}{' '}
            {row.original.isRestricted && <StatusBadge status="active" text={officeText.restricted} />}
          </>
        ),
      }),
      column.accessor('createdAt', {
        header: intl.formatMessage(membersText.joined),
        meta: { sortKey: 'joined' },
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
    ],
    [intl, locale, day],
  );
}

/** `/office/members`: the directory of every member, searched, filtered and sorted in the URL. */
export function MembersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.members.title);
  const columns = useColumns();
  const filters = {
    q: readSearch(params),
    kind: readChoice(params, 'kind', MemberKinds),
    status: readChoice(params, 'status', MembershipStatuses),
    clubId: readId(params, 'clubId'),
    blocked: readChoice(params, 'blocked', yesNo),
    restricted: readChoice(params, 'restricted', yesNo),
  };
  const page = readPage(params);
  const sort = readSort(params, MemberSorts, 'name');
  const query = useMembers({ ...filters, page, sort });
  return (
    <>
      <OfficePageHeading page={officePages.members} />
      <SearchForm
        label={intl.formatMessage(membersText.search)}
        fieldLabel={intl.formatMessage(membersText.searchField)}
      >
        <ChoiceFilter
          name="kind"
          label={intl.formatMessage(membersText.kind)}
          choices={MemberKinds}
          text={memberKindText}
        />
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(membersText.status)}
          choices={MembershipStatuses}
          text={requestStatusLabels}
        />
        <ClubFilter />
        <ChoiceFilter
          name="blocked"
          label={intl.formatMessage(membersText.blockedFilter)}
          choices={yesNo}
          text={yesNoText}
        />
        <ChoiceFilter
          name="restricted"
          label={intl.formatMessage(membersText.restrictedFilter)}
          choices={yesNo}
          text={yesNoText}
        />
      </SearchForm>
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name[locale]}
        page={page}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        sort={sort}
        countText={memberCountText}
      />
    </>
  );
}
