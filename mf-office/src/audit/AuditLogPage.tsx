import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  ChoiceFilter,
  createColumnHelper,
  DataTable,
  DayFilter,
  readDay,
  readId,
  useCan,
} from '@uaeaf/account-kit';
import { AuditSubjects, type AuditEvent } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FilterBar, LocalizedLink, readChoice, readPage, useDates, withChanges } from '@uaeaf/ui';
import { useAuditLog } from '../common/api';
import { auditActionText, auditSubjectText } from '../common/labels';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { useAuditAction, useAuditReason, useStatusChange } from '../common/Timeline';
import { officePages } from '../pages';
import {
  actorFilterText,
  auditCountText,
  auditText,
  memberFilterText,
  onlyActorText,
  removeFilterText,
  subjectItemText,
} from './messages';
import styles from './audit.module.css';

const column = createColumnHelper<AuditEvent>();
const knownActions = Object.keys(auditActionText);

const contentKindOf: Partial<Record<AuditEvent['subject'], string>> = {
  news: 'news',
  article: 'articles',
  circular: 'circulars',
};

/**
 * Where an item of the log is shown: requests and members have pages of their own, published content its editor's
 * page, and bills, orders and a season's fees the finance pages, each linked only for those who may open them.
 */
function itemPath(event: AuditEvent, finance: boolean, content: boolean): string | undefined {
  if (event.subject === 'request') return `/office/requests/${event.subjectId}`;
  if (event.subject === 'member') return `/office/members/${event.subjectId}`;
  const kind = contentKindOf[event.subject];
  if (kind) return content ? `/office/content/${kind}/${event.subjectId}` : undefined;
  if (!finance) return undefined;
  if (event.subject === 'bill') return `/office/bills/${event.subjectId}`;
  if (event.subject === 'order') return `/office/payments/${event.subjectId}`;
  if (event.subject === 'fee') return `/office/fees?seasonId=${event.subjectId}`;
  return undefined;
}

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const actionName = useAuditAction();
  const statusChange = useStatusChange();
  const reasonOf = useAuditReason();
  const finance = useCan('finance.manage');
  const content = useCan('content.publish');
  const [params] = useSearchParams();
  return useMemo(
    () => [
      column.accessor('at', {
        header: intl.formatMessage(auditText.when),
        cell: ({ getValue }) => <time dateTime={getValue()}>{dayAndTime(getValue())}</time>,
      }),
      column.accessor('action', {
        header: intl.formatMessage(auditText.action),
        meta: { rowHeader: true },
        cell: ({ getValue }) => actionName(getValue()),
      }),
      column.display({
        id: 'subject',
        header: intl.formatMessage(auditText.subject),
        cell: ({ row }) => {
          const text = intl.formatMessage(subjectItemText, {
            subject: intl.formatMessage(auditSubjectText[row.original.subject]),
            id: intl.formatNumber(row.original.subjectId, { useGrouping: false }),
          });
          const path = itemPath(row.original, finance, content);
          return path ? <LocalizedLink to={path}>{text}</LocalizedLink> : text;
        },
      }),
      column.display({
        id: 'change',
        header: intl.formatMessage(auditText.change),
        cell: ({ row }) => {
          const change = statusChange(row.original);
          return change ? `${change.from} → ${change.to}` : '';
        },
      }),
      column.display({
        id: 'member',
        header: intl.formatMessage(auditText.member),
        cell: ({ row }) => {
          const memberId = row.original.memberId;
          return memberId === null ? (
            ''
          ) : (
            <LocalizedLink to={`/office/members/${memberId}`}>
              {intl.formatMessage(memberFilterText, {
                id: intl.formatNumber(memberId, { useGrouping: false }),
              })}
            </LocalizedLink>
          );
        },
      }),
      column.display({
        id: 'actor',
        header: intl.formatMessage(auditText.actor),
        cell: ({ row }) => {
          const actor = row.original.actor;
          if (!actor) return intl.formatMessage(auditText.system);
          const name = actor.name[locale];
          const search = withChanges(params, { actorId: String(actor.id) }).toString();
          return (
            <Link to={{ search: `?${search}` }} aria-label={intl.formatMessage(onlyActorText, { name })}>
              {name}
            </Link>
          );
        },
      }),
      column.accessor('reason', {
        header: intl.formatMessage(auditText.reason),
        cell: ({ row }) => (
          <span className={styles.reason}>{row.original.reason && reasonOf(row.original)}</span>
        ),
      }),
    ],
    [intl, locale, dayAndTime, actionName, statusChange, reasonOf, finance, content, params],
  );
}

/** The filters that come from a link (a member's page, a name in the log), each with a way to remove it. */
function LinkedFilters({
  memberId,
  actorId,
  actorName,
}: {
  memberId?: number;
  actorId?: number;
  /** The actor's name, from the rows shown (all theirs); their id until the rows arrive. */
  actorName?: string;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filters = [
    memberId !== undefined && {
      key: 'memberId',
      text: intl.formatMessage(memberFilterText, { id: intl.formatNumber(memberId, { useGrouping: false }) }),
    },
    actorId !== undefined && {
      key: 'actorId',
      text: intl.formatMessage(actorFilterText, {
        name: actorName ?? intl.formatNumber(actorId, { useGrouping: false }),
      }),
    },
  ].filter((filter): filter is { key: string; text: string } => Boolean(filter));
  if (!filters.length) return null;
  return (
    <p className={styles.linked}>
      {intl.formatMessage(auditText.activeFilters)}{' '}
      {filters.map((filter) => (
        <Link
          key={filter.key}
          className={styles.chip}
          to={{ search: `?${withChanges(params, { [filter.key]: '' }).toString()}` }}
          aria-label={intl.formatMessage(removeFilterText, { filter: filter.text })}
        >
          {filter.text} <span aria-hidden="true">×</span>
        </Link>
      ))}
    </p>
  );
}

/** `/office/audit`: the audit trail, newest first, filtered by item, action, who, member and days in the URL. */
export function AuditLogPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.audit.title);
  const columns = useColumns();
  const filters = {
    subject: readChoice(params, 'subject', AuditSubjects),
    action: readChoice(params, 'action', knownActions),
    actorId: readId(params, 'actorId'),
    memberId: readId(params, 'memberId'),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
  };
  const page = readPage(params);
  const query = useAuditLog({ ...filters, page });
  const actorName = query.data?.items.find((event) => event.actor?.id === filters.actorId)?.actor?.name[
    locale
  ];
  return (
    <>
      <OfficePageHeading page={officePages.audit} />
      <FilterBar aria-label={intl.formatMessage(auditText.filters)}>
        <ChoiceFilter
          name="subject"
          label={intl.formatMessage(auditText.subject)}
          choices={AuditSubjects}
          text={auditSubjectText}
        />
        <ChoiceFilter
          name="action"
          label={intl.formatMessage(auditText.action)}
          choices={knownActions}
          text={auditActionText}
        />
        <DayFilter name="from" label={intl.formatMessage(auditText.from)} />
        <DayFilter name="to" label={intl.formatMessage(auditText.to)} />
      </FilterBar>
      <LinkedFilters
        {...(filters.memberId !== undefined && { memberId: filters.memberId })}
        {...(filters.actorId !== undefined && { actorId: filters.actorId })}
        {...(actorName && { actorName })}
      />
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.action}
        page={page}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={auditCountText}
      />
    </>
  );
}
