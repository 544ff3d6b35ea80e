import { createColumnHelper, type ColumnDef } from '@uaeaf/account-kit';
import type { LocalizedText } from '@uaeaf/contracts';
import type { Locale } from '@uaeaf/i18n';
import { LocalizedLink } from '@uaeaf/ui';

/** A bill's or an order's number, linked to its page: the column that names the row. */
export function numberColumn<T extends { id: number; number: string }>(
  header: string,
  path: (id: number) => string,
): ColumnDef<T, string> {
  return createColumnHelper<T>().accessor((row) => row.number, {
    id: 'number',
    header,
    meta: { rowHeader: true },
    cell: ({ row, getValue }) => (
      <LocalizedLink to={path(row.original.id)} className="ltr-value">
        {getValue()}
      </LocalizedLink>
    ),
  });
}

/** The member a bill or an order belongs to, linked to their page in the office. */
export function memberColumn<T extends { member: { id: number; name: LocalizedText } }>(
  header: string,
  locale: Locale,
): ColumnDef<T, string> {
  return createColumnHelper<T>().accessor((row) => row.member.name[locale], {
    id: 'member',
    header,
    cell: ({ row, getValue }) => (
      <LocalizedLink to={`/office/members/${row.original.member.id}`}>{getValue()}</LocalizedLink>
    ),
  });
}

export const billPath = (id: number) => `/office/bills/${id}`;
export const orderPath = (id: number) => `/office/payments/${id}`;
