import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { ageClassName, createColumnHelper, Table, useCan } from '@uaeaf/account-kit';
import { canLinkUaePass, type OfficeMemberDetail } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DetailsList,
  LocalizedLink,
  memberKindText,
  QueryStates,
  requestStatusLabels,
  RequireNumericId,
  useDates,
  usePageTitle,
} from '@uaeaf/ui';
import { Answers, EmiratesId } from '../common/Answers';
import { useMember } from '../common/api';
import commonStyles from '../common/common.module.css';
import { Files } from '../common/Files';
import { Section } from '../common/Section';
import { billStatusText, requestKindText, withdrawnText } from '../common/labels';
import { officeText } from '../common/messages';
import { StatusBadge } from '../common/StatusBadge';
import { Timeline } from '../common/Timeline';
import { usePenaltyColumns } from '../penalties/columns';
import { billPath } from '../finance/columns';
import { IssueBill } from '../finance/IssueBill';
import { IssuePenalty } from '../penalties/IssuePenalty';
import { officePages } from '../pages';
import { BlockMember } from './BlockMember';
import { MemberCard } from './MemberCard';
import { documentsText, keepsDocuments, MemberDocuments } from './MemberDocuments';
import { membersText, requestNumberText } from './messages';

type Detail = OfficeMemberDetail;

const requestColumn = createColumnHelper<Detail['requests'][number]>();
const entryColumn = createColumnHelper<Detail['entries'][number]>();
const billColumn = createColumnHelper<Detail['bills'][number]>();

function useListColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day, dayAndTime } = useDates();
  const finance = useCan('finance.manage');
  return useMemo(
    () => ({
      requests: [
        requestColumn.accessor('id', {
          header: intl.formatMessage(membersText.request),
          meta: { rowHeader: true },
          cell: ({ getValue }) => (
            <LocalizedLink to={`/office/requests/${getValue()}`}>
              {intl.formatMessage(requestNumberText, {
                id: intl.formatNumber(getValue(), { useGrouping: false }),
              })}
            </LocalizedLink>
          ),
        }),
        requestColumn.accessor('kind', {
          header: intl.formatMessage(membersText.kind),
          cell: ({ getValue }) => intl.formatMessage(requestKindText[getValue()]),
        }),
        requestColumn.accessor('status', {
          header: intl.formatMessage(membersText.status),
          cell: ({ getValue }) => <StatusBadge status={getValue()} text={requestStatusLabels[getValue()]} />,
        }),
        requestColumn.accessor('submittedAt', {
          header: intl.formatMessage(membersText.submitted),
          cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
        }),
      ],
      entries: [
        entryColumn.accessor((row) => row.tournament.name[locale], {
          id: 'tournament',
          header: intl.formatMessage(membersText.tournament),
          meta: { rowHeader: true },
          cell: ({ row, getValue }) => (
            <LocalizedLink to={`/tournament-details/${row.original.tournament.id}`}>
              {getValue()}
            </LocalizedLink>
          ),
        }),
        entryColumn.accessor((row) => `${row.division[locale]} · ${row.ageClass[locale]}`, {
          id: 'division',
          header: intl.formatMessage(membersText.division),
        }),
        entryColumn.accessor('status', {
          header: intl.formatMessage(membersText.status),
          cell: ({ getValue }) => {
            const status = getValue();
            return (
              <StatusBadge
                status={status}
                text={status === 'Withdrawn' ? withdrawnText.Withdrawn : requestStatusLabels[status]}
              />
            );
          },
        }),
      ],
      bills: [
        billColumn.accessor('number', {
          header: intl.formatMessage(membersText.billNumber),
          meta: { rowHeader: true },
          cell: ({ row, getValue }) =>
            finance ? (
              <LocalizedLink to={billPath(row.original.id)} className="ltr-value">
                {getValue()}
              </LocalizedLink>
            ) : (
              <span className="ltr-value">{getValue()}</span>
            ),
        }),
        billColumn.accessor((row) => row.name[locale], {
          id: 'name',
          header: intl.formatMessage(membersText.billName),
        }),
        billColumn.accessor('amountFils', {
          header: intl.formatMessage(membersText.amount),
          cell: ({ getValue }) => intl.formatNumber(getValue() / 100, { style: 'currency', currency: 'AED' }),
        }),
        billColumn.accessor('status', {
          header: intl.formatMessage(membersText.status),
          cell: ({ getValue }) => <StatusBadge status={getValue()} text={billStatusText[getValue()]} />,
        }),
        billColumn.accessor('issuedOn', {
          header: intl.formatMessage(membersText.issuedOn),
          cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
        }),
      ],
    }),
    [intl, locale, day, dayAndTime, finance],
  );
}

function MemberDetail({ detail }: { detail: Detail }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day, dayAndTime } = useDates();
  const { member, registration } = detail;
  const name = member.name[locale];
  usePageTitle(name);
  const columns = useListColumns();
  const penaltyColumns = usePenaltyColumns({ withMember: false });
  const none = <p>{intl.formatMessage(membersText.none)}</p>;
  const title = (text: MessageDescriptor) => intl.formatMessage(text);
  return (
    <>
      <div className={commonStyles.headerLine}>
        <h1>{name}</h1>
        <StatusBadge status={member.membershipStatus} text={requestStatusLabels[member.membershipStatus]} />
        {member.isBlocked && <StatusBadge status="Cancled" text={officeText.blocked} />}
        {member.isRestricted && <StatusBadge status="active" text={officeText.restricted} />}
      </div>
      <div className={commonStyles.actions}>
        <BlockMember member={{ id: member.id, name, isBlocked: member.isBlocked }} />
        <IssuePenalty memberId={member.id} name={name} />
        <IssueBill member={{ id: member.id, name }} />
      </div>
      <Section id="member-data" title={title(membersText.data)}>
        <DetailsList
          items={[
            [title(membersText.name), `${member.name.ar} · ${member.name.en}`],
            [title(membersText.kind), intl.formatMessage(memberKindText[member.accountType])],
            [
              title(membersText.number),
              member.membershipNumber && <span className="ltr-value">{member.membershipNumber}</span>,
            ],
            [title(membersText.validUntil), member.validUntil && day(member.validUntil)],
            [title(membersText.email), <span className="ltr-value">{member.email}</span>],
            [title(membersText.emiratesId), member.emiratesId && <EmiratesId value={member.emiratesId} />],
            [
              title(membersText.uaePass),
              canLinkUaePass(member.accountType) &&
                title(member.uaePassLinked ? membersText.uaePassLinked : membersText.uaePassNotLinked),
            ],
            [title(membersText.birthDate), member.birthDate && day(member.birthDate)],
            [title(membersText.ageClass), member.ageClass && ageClassName(intl, member.ageClass)],
            [
              title(membersText.club),
              member.club && (
                <LocalizedLink to={`/office/members/${member.club.id}`}>
                  {member.club.name[locale]}
                </LocalizedLink>
              ),
            ],
            [
              title(membersText.language),
              title(member.language === 'ar' ? membersText.languageAr : membersText.languageEn),
            ],
            [title(membersText.joined), dayAndTime(member.createdAt)],
          ]}
        />
      </Section>
      {member.accountType !== 'admin' && <MemberCard memberId={member.id} name={name} />}
      {keepsDocuments(member.accountType) && (
        <Section id="member-documents" title={title(documentsText.title)}>
          <MemberDocuments documents={detail.documents} />
        </Section>
      )}
      {registration && (
        <>
          <Section id="member-registration" title={title(membersText.registration)}>
            <Answers details={registration.details} form={registration.form} />
          </Section>
          <Section id="member-files" title={title(membersText.files)}>
            <Files requestId={registration.requestId} files={registration.files} />
          </Section>
        </>
      )}
      <Section id="member-requests" title={title(membersText.requests)}>
        {detail.requests.length ? (
          <Table
            caption={title(membersText.requests)}
            items={detail.requests}
            columns={columns.requests}
            getRowId={(row) => String(row.id)}
          />
        ) : (
          none
        )}
      </Section>
      {detail.players.length > 0 && (
        <Section id="member-players" title={title(membersText.players)}>
          <ul className={commonStyles.plainList}>
            {detail.players.map((player) => (
              <li key={player.id}>
                <LocalizedLink to={`/office/members/${player.id}`}>{player.name[locale]}</LocalizedLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="member-entries" title={title(membersText.entries)}>
        {detail.entries.length ? (
          <Table
            caption={title(membersText.entries)}
            items={detail.entries}
            columns={columns.entries}
            getRowId={(row) => String(row.id)}
          />
        ) : (
          none
        )}
      </Section>
      <Section id="member-bills" title={title(membersText.bills)}>
        {detail.bills.length ? (
          <Table
            caption={title(membersText.bills)}
            items={detail.bills}
            columns={columns.bills}
            getRowId={(row) => String(row.id)}
          />
        ) : (
          none
        )}
      </Section>
      <Section id="member-penalties" title={title(membersText.penalties)}>
        {detail.penalties.length ? (
          <Table
            caption={title(membersText.penalties)}
            items={detail.penalties}
            columns={penaltyColumns}
            getRowId={(row) => String(row.id)}
          />
        ) : (
          none
        )}
      </Section>
      <Section id="member-history" title={title(membersText.history)}>
        <Timeline events={detail.history} headingId="member-history" />
        <p>
          <LocalizedLink to={`/office/audit?memberId=${member.id}`}>
            {title(membersText.fullLog)}
          </LocalizedLink>
        </p>
      </Section>
    </>
  );
}

function MemberDetailContent() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useMember(id);
  return (
    <QueryStates query={query} notFoundPage loadingHeading={intl.formatMessage(officePages.members.title)}>
      {(detail) => <MemberDetail detail={detail} />}
    </QueryStates>
  );
}

/** `/office/members/:id`: everything the office knows of a member, with blocking and penalties for those allowed. */
export function MemberDetailPage() {
  return (
    <RequireNumericId>
      <MemberDetailContent />
    </RequireNumericId>
  );
}
