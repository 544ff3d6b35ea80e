import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper } from '@uaeaf/account-kit';
import type { Penalty } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, useDates } from '@uaeaf/ui';
import { penaltyStatusText } from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';
import { LiftPenalty } from './LiftPenalty';
import { penaltiesText } from './messages';

const column = createColumnHelper<Penalty>();

/** A penalty's columns; on a member's own page the member column is left out. */
export function usePenaltyColumns({ withMember }: { withMember: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const { range } = useDates();
  return useMemo(
    () => [
      ...(withMember
        ? [
            column.accessor((row) => row.member.name[locale], {
              id: 'member',
              header: intl.formatMessage(penaltiesText.member),
              meta: { rowHeader: true },
              cell: ({ row, getValue }) => (
                <LocalizedLink to={`/office/members/${row.original.member.id}`}>{getValue()}</LocalizedLink>
              ),
            }),
          ]
        : []),
      column.accessor((row) => row.reason[locale], {
        id: 'reason',
        header: intl.formatMessage(penaltiesText.reason),
        meta: { rowHeader: !withMember },
      }),
      column.display({
        id: 'dates',
        header: intl.formatMessage(penaltiesText.dates),
        cell: ({ row }) => (
          <time dateTime={`${row.original.startsOn}/${row.original.endsOn}`}>
            {range(row.original.startsOn, row.original.endsOn)}
          </time>
        ),
      }),
      column.accessor('fineFils', {
        header: intl.formatMessage(penaltiesText.fine),
        cell: ({ getValue }) => {
          const fils = getValue();
          return fils === null ? '' : intl.formatNumber(fils / 100, { style: 'currency', currency: 'AED' });
        },
      }),
      column.accessor('status', {
        header: intl.formatMessage(penaltiesText.status),
        cell: ({ row, getValue }) => (
          <>
            <StatusBadge status={getValue()} text={penaltyStatusText[getValue()]} />
            {row.original.lifted && <p>{row.original.lifted.reason}</p>}
          </>
        ),
      }),
      column.accessor((row) => row.issuedBy?.name[locale] ?? '', {
        id: 'issuedBy',
        header: intl.formatMessage(penaltiesText.issuedBy),
      }),
      column.display({
        id: 'actions',
        header: intl.formatMessage(penaltiesText.actions),
        cell: ({ row }) => <LiftPenalty penalty={row.original} />,
      }),
    ],
    [intl, locale, range, withMember],
  );
}
